#include "features/discover/member_summary.hpp"

#include <soci/soci.h>

#include "db/rows.hpp"
#include "features/profiles/members.hpp"
#include "features/profiles/photo_repo.hpp"

namespace sangam::features::discover {

member_summary read_member_summary(const soci::row& r) {
  member_summary member{
      .id = r.get<std::string>(0),
      .name = profiles::full_name(db::text_at(r, 1).value_or(""), db::text_at(r, 2).value_or("")),
      .title = db::text_at(r, 3),
      .company = db::text_at(r, 5),
      .industry = db::text_at(r, 6),
      .location = db::text_at(r, 7),
      .member_role = db::text_at(r, 8)};
  if (!member.title) member.title = db::text_at(r, 4);
  if (const auto etag = db::text_at(r, 9)) member.photo_url = profiles::photo_url(member.id, *etag);
  member.verified = db::text_at(r, 10).has_value();
  return member;
}

}  // namespace sangam::features::discover
