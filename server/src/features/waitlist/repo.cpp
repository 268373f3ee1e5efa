#include "features/waitlist/repo.hpp"

#include <soci/soci.h>

#include "core/clock.hpp"
#include "core/ids.hpp"

namespace sangam::features::waitlist {
namespace {

constexpr const char* k_upsert =
    "INSERT INTO waitlist (id, name, email, role, city, bio, referral, created_at, updated_at)"
    " VALUES (:id, :name, :email, :role, :city, :bio, :referral, :now, :now2)"
    " ON CONFLICT (email) DO UPDATE SET name = excluded.name, role = excluded.role,"
    " city = excluded.city, bio = excluded.bio, referral = excluded.referral,"
    " updated_at = excluded.updated_at";

soci::indicator indicator_of(const std::optional<std::string>& value) {
  return value ? soci::i_ok : soci::i_null;
}

}  // namespace

stamped_entry stamp(waitlist_entry entry) {
  return {std::move(entry), core::new_uuid_v7(), core::now_iso8601()};
}

void upsert(db::tx& t, const stamped_entry& row) {
  const auto& entry = row.entry;
  const std::string bio = entry.bio.value_or("");
  const std::string referral = entry.referral.value_or("");
  auto bio_ind = indicator_of(entry.bio);
  auto referral_ind = indicator_of(entry.referral);
  t.execute(k_upsert, soci::use(row.id), soci::use(entry.name), soci::use(entry.email),
            soci::use(entry.role), soci::use(entry.city), soci::use(bio, bio_ind),
            soci::use(referral, referral_ind), soci::use(row.at), soci::use(row.at));
}

}  // namespace sangam::features::waitlist
