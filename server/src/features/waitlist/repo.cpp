#include "features/waitlist/repo.hpp"

#include <soci/soci.h>

#include <stdexcept>

#include "core/clock.hpp"
#include "core/ids.hpp"
#include "features/waitlist/changes.hpp"
#include "features/waitlist/referrals.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::waitlist {
namespace {

constexpr const char* k_insert =
    "INSERT INTO waitlist (id, name, email, role, city, bio, referral, referrer_id, created_at,"
    " updated_at) VALUES (:id, :name, :email, :role, :city, :bio, :referral, :referrer, :now,"
    " :now2) ON CONFLICT (email) DO NOTHING";
constexpr const char* k_select_on_list = "SELECT id FROM waitlist WHERE email = :email";

soci::indicator indicator_of(const std::optional<std::string>& value) {
  return value ? soci::i_ok : soci::i_null;
}

// As the change mail, nothing the sender typed: a stranger's words would be a gift to phishers.
mail::message acknowledgement(const std::string& to) {
  return {.to = to,
          .subject = "You are on the Sangam waitlist",
          .body_text =
              "Hello,\n\n"
              "Thank you for joining the Sangam waitlist. We admit members a few at a time and "
              "read every sign-up; when a place opens for you, we will send an invitation to "
              "apply to this address.\n\n"
              "There is nothing else to do until then. If you did not sign up, ignore this "
              "e-mail: nothing more will come unless you are invited.\n\n"
              "— The Sangam team\n"};
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
  const auto referrer = entry.referral ? referrer_of(t.sql(), *entry.referral) : std::nullopt;
  const std::string referrer_id = referrer.value_or("");
  auto referrer_ind = indicator_of(referrer);
  const auto inserted =
      t.execute(k_insert, soci::use(row.id), soci::use(entry.name), soci::use(entry.email),
                soci::use(entry.role), soci::use(entry.city), soci::use(bio, bio_ind),
                soci::use(referral, referral_ind), soci::use(referrer_id, referrer_ind),
                soci::use(row.at), soci::use(row.at));
  if (inserted == 1) {
    mail::enqueue(t, acknowledgement(entry.email));
    return;
  }
  std::string on_list;
  if (!t.fetch(k_select_on_list, soci::use(entry.email), soci::into(on_list))) {
    throw std::runtime_error("a waitlist entry conflicted on its e-mail and then was not there");
  }
  propose_change(t, on_list, entry, link_base());
}

}  // namespace sangam::features::waitlist
