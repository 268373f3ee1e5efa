#include "features/investing/introductions.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include <algorithm>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "db/rows.hpp"
#include "features/investing/visibility.hpp"
#include "features/moderation/blocks.hpp"
#include "features/notifications/notifications.hpp"
#include "features/pitches/people.hpp"
#include "features/profiles/directory.hpp"
#include "features/profiles/members.hpp"

namespace sangam::features::investing {
namespace {

constexpr const char* k_decision =
    "SELECT decision FROM startup_decisions WHERE investor_id = :i AND founder_id = :f";
// The partial unique index (one pending per pair) makes a second pending one insert nothing.
constexpr const char* k_insert =
    "INSERT INTO introductions (id, investor_id, founder_id, message, status, created_at)"
    " VALUES (:id, :i, :f, :m, 'pending', :at)"
    " ON CONFLICT (investor_id, founder_id) WHERE status = 'pending' DO NOTHING";
constexpr const char* k_latest =
    "SELECT id, status FROM introductions WHERE investor_id = :i AND founder_id = :f"
    " ORDER BY created_at DESC, id DESC LIMIT 1";
constexpr const char* k_to_founder =
    "SELECT investor_id, id, message, status, created_at FROM introductions"
    " WHERE founder_id = :me AND status = 'pending' ORDER BY created_at DESC, id DESC";
constexpr const char* k_for_founder =
    "SELECT investor_id, status FROM introductions WHERE id = :id AND founder_id = :me";
constexpr const char* k_decide =
    "UPDATE introductions SET status = :s, decided_at = :at WHERE id = :id AND status = 'pending'";

core::api_error already_answered() {
  return {409, "already_answered", "You have already answered this."};
}

}  // namespace

introduction_state ask_introduction(db::tx& t, std::string_view investor_id,
                                    std::string_view founder_id,
                                    const std::optional<std::string>& message) {
  const std::string investor(investor_id), founder(founder_id);
  if (!founder_in_view(t.sql(), investor, founder)) throw core::api_error::not_found();
  std::string decision;
  if (!t.fetch(k_decision, soci::use(investor), soci::use(founder), soci::into(decision)) ||
      decision != "like") {
    throw core::api_error(409, "not_liked", "Like this startup before you contact its founder.");
  }
  introduction_state made{.id = core::new_uuid_v7(), .status = "pending"};
  const auto at = core::now_iso8601();
  const std::string text = message.value_or("");
  soci::indicator text_ind = message ? soci::i_ok : soci::i_null;
  if (t.execute(k_insert, soci::use(made.id), soci::use(investor), soci::use(founder),
                soci::use(text, text_ind), soci::use(at)) != 1) {
    throw core::api_error(
        409, "already_open",
        fmt::format("You have already asked to meet {}.", profiles::name_of(t.sql(), founder)));
  }
  pitches::answer_pitches_from(t, investor, founder, pitches::answer::accepted);
  const auto body = fmt::format("{} would like to meet you. Answer on Connections.",
                                profiles::name_of(t.sql(), investor));
  notifications::notify(t, founder,
                        {.type = "connection",
                         .title = "An investor wants to meet you",
                         .message = body,
                         .link = "/connections"});
  return made;
}

std::optional<introduction_state> latest_introduction(soci::session& sql,
                                                      std::string_view investor_id,
                                                      std::string_view founder_id) {
  const std::string investor(investor_id), founder(founder_id);
  introduction_state state;
  sql << k_latest, soci::use(investor), soci::use(founder), soci::into(state.id),
      soci::into(state.status);
  if (!sql.got_data()) return std::nullopt;
  return state;
}

std::vector<introduction> introductions_to(soci::session& sql, std::string_view founder_id) {
  const std::string me(founder_id);
  std::vector<introduction> list;
  std::vector<std::string> investors;
  {
    soci::rowset<soci::row> rows = (sql.prepare << k_to_founder, soci::use(me));
    for (const auto& r : rows) {
      investors.push_back(r.get<std::string>(0));
      list.push_back({.id = r.get<std::string>(1),
                      .message = db::text_at(r, 2),
                      .status = r.get<std::string>(3),
                      .created_at = r.get<std::string>(4)});
    }
  }
  return pitches::from_members(sql, me, investors, std::move(list),
                               [](introduction& i, const profiles::member_profile& investor) {
                                 i.investor = pitches::summary_of(investor);
                               });
}

std::optional<std::string> answer_introduction(db::tx& t, std::string_view id,
                                               std::string_view founder_id,
                                               pitches::answer response) {
  const std::string key(id), me(founder_id);
  std::string investor, status;
  if (!t.fetch(k_for_founder, soci::use(key), soci::use(me), soci::into(investor),
               soci::into(status)) ||
      moderation::blocked_between(t.sql(), me, investor)) {
    throw core::api_error::not_found();
  }
  if (status != "pending") throw already_answered();
  const bool accepted = response == pitches::answer::accepted;
  const std::string new_status = accepted ? "accepted" : "declined";
  const auto at = core::now_iso8601();
  if (t.execute(k_decide, soci::use(new_status), soci::use(at), soci::use(key)) != 1) {
    throw already_answered();
  }
  return pitches::tell_answer(t, me, investor, response,
                              {.noun = "Introduction",
                               .what = "your introduction",
                               .declined_link = "/investor-dashboard"});
}

}  // namespace sangam::features::investing
