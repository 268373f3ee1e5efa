#include "features/waitlist/repo.hpp"

#include <soci/soci.h>

#include <stdexcept>

#include "core/clock.hpp"
#include "core/ids.hpp"
#include "features/waitlist/changes.hpp"

namespace sangam::features::waitlist {
namespace {

constexpr const char* k_insert =
    "INSERT INTO waitlist (id, name, email, role, city, bio, referral, created_at, updated_at)"
    " VALUES (:id, :name, :email, :role, :city, :bio, :referral, :now, :now2)"
    " ON CONFLICT (email) DO NOTHING";
constexpr const char* k_select_on_list = "SELECT id FROM waitlist WHERE email = :email";

soci::indicator indicator_of(const std::optional<std::string>& value) {
  return value ? soci::i_ok : soci::i_null;
}

}  // namespace

stamped_entry stamp(waitlist_entry entry) {
  return {std::move(entry), core::new_uuid_v7(), core::now_iso8601()};
}

void join(db::tx& t, const stamped_entry& row, const std::function<std::string()>& link_base) {
  const auto& entry = row.entry;
  const std::string bio = entry.bio.value_or("");
  const std::string referral = entry.referral.value_or("");
  auto bio_ind = indicator_of(entry.bio);
  auto referral_ind = indicator_of(entry.referral);
  const auto inserted =
      t.execute(k_insert, soci::use(row.id), soci::use(entry.name), soci::use(entry.email),
                soci::use(entry.role), soci::use(entry.city), soci::use(bio, bio_ind),
                soci::use(referral, referral_ind), soci::use(row.at), soci::use(row.at));
  if (inserted == 1) return;
  std::string on_list;
  if (!t.fetch(k_select_on_list, soci::use(entry.email), soci::into(on_list))) {
    throw std::runtime_error("a waitlist entry conflicted on its e-mail and then was not there");
  }
  propose_change(t, on_list, entry, link_base());
}

}  // namespace sangam::features::waitlist
