#include "features/applications/answers.hpp"

#include <fmt/chrono.h>
#include <fmt/format.h>
#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "core/text.hpp"
#include "features/profiles/review_queue.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::applications {
namespace {

constexpr const char* k_insert_rejection =
    "INSERT INTO application_rejections (id, profile_id, admin_id, reason, rejected_at,"
    " reapply_from) VALUES (:id, :profile, :admin, :reason, :at, :from)";
constexpr const char* k_latest_reapply_from =
    "SELECT reapply_from FROM application_rejections WHERE profile_id = :profile"
    " ORDER BY rejected_at DESC, id DESC LIMIT 1";

// "26 February 2027", the day in India.
std::string day_of(std::chrono::system_clock::time_point at) {
  return fmt::format("{:%d %B %Y}",
                     std::chrono::floor<std::chrono::seconds>(at + core::k_india_offset));
}

std::string greeting(std::string_view first_name) {
  return first_name.empty() ? "Hello" : fmt::format("Hello {}", first_name);
}

}  // namespace

std::optional<std::string> rejection_reason(const nlohmann::json& body) {
  const auto it = body.find("reason");
  if (it == body.end() || it->is_null()) return std::nullopt;
  if (!it->is_string()) throw core::api_error::validation({{"reason", "The reason must be text."}});
  std::string reason(core::trim(it->get_ref<const std::string&>()));
  if (core::utf8_length(reason) > k_reason_max) {
    throw core::api_error::validation(
        {{"reason", fmt::format("The reason must be at most {} characters.", k_reason_max)}});
  }
  if (reason.empty()) return std::nullopt;
  return reason;
}

void answer_rejection(db::tx& t, std::string_view profile_id, std::string_view admin_id,
                      const std::optional<std::string>& reason, unsigned reapply_after_days) {
  const auto applicant = profiles::profile_for_review_by_id(t.sql(), profile_id);
  if (!applicant) return;
  const auto now = core::now();
  // From the start of that day in India, the day the mail names.
  const auto from = std::chrono::floor<std::chrono::days>(
                        now + std::chrono::days(reapply_after_days) + core::k_india_offset) -
                    core::k_india_offset;
  const std::string id = core::new_uuid_v7(), profile(profile_id), admin(admin_id),
                    at = core::to_iso8601(now), from_at = core::to_iso8601(from);
  const std::string reason_text = reason.value_or("");
  auto reason_ind = reason ? soci::i_ok : soci::i_null;
  t.execute(k_insert_rejection, soci::use(id), soci::use(profile), soci::use(admin),
            soci::use(reason_text, reason_ind), soci::use(at), soci::use(from_at));
  const auto because =
      reason ? fmt::format("The administrator who reviewed it wrote:\n\n{}\n\n", *reason) : "";
  const auto again =
      reapply_after_days == 0
          ? std::string("You may apply again at any time, with the same address.")
          : fmt::format("You may apply again from {}, with the same address.", day_of(from));
  mail::enqueue(t, {.to = applicant->email,
                    .subject = "Your Sangam application",
                    .body_text = fmt::format(
                        "{},\n\n"
                        "Thank you for applying to Sangam. We have reviewed your application "
                        "and cannot approve it at this time.\n\n"
                        "{}{}\n\n"
                        "— The Sangam team\n",
                        greeting(applicant->first_name.value_or("")), because, again)});
}

void acknowledge(db::tx& t, const application& a) {
  mail::enqueue(t, {.to = a.email,
                    .subject = "We received your Sangam application",
                    .body_text = fmt::format(
                        "{},\n\n"
                        "Thank you for applying to Sangam. Your application is in the queue: an "
                        "administrator reads every application, usually within 3 working days.\n\n"
                        "What happens next: if you are approved, you will get an e-mail with a "
                        "link to set your password and sign in. If not, we will tell you by "
                        "e-mail too. There is nothing more to do until then.\n\n"
                        "— The Sangam team\n",
                        greeting(a.first_name))});
}

std::optional<reapply_day> reapply_wait(db::tx& t, std::string_view profile_id) {
  const std::string profile(profile_id);
  std::string from;
  if (!t.fetch(k_latest_reapply_from, soci::use(profile), soci::into(from))) return std::nullopt;
  const auto at = core::from_iso8601(from);
  if (!at || *at <= core::now()) return std::nullopt;
  return reapply_day{.iso = fmt::format("{:%Y-%m-%d}", std::chrono::floor<std::chrono::seconds>(
                                                           *at + core::k_india_offset)),
                     .text = day_of(*at)};
}

}  // namespace sangam::features::applications
