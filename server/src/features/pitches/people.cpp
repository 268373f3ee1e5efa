#include "features/pitches/people.hpp"

#include "features/profiles/members.hpp"

namespace sangam::features::pitches {

discover::member_summary summary_of(const profiles::member_profile& p) {
  return {.id = p.id,
          .name = profiles::full_name(p.first_name, p.last_name),
          .title = p.title ? p.title : p.role,
          .company = p.company,
          .industry = p.industry,
          .location = p.city,
          .member_role = p.member_role,
          .photo_url = p.photo_url,
          .verified = p.verified};
}

}  // namespace sangam::features::pitches
