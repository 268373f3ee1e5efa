#include "features/discover/swipes.hpp"

#include <soci/soci.h>

#include <algorithm>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "features/discover/connect.hpp"
#include "features/moderation/blocks.hpp"
#include "features/profiles/members.hpp"

namespace sangam::features::discover {
namespace {

constexpr const char* k_select_swipe =
    "SELECT decision, state FROM swipes WHERE swiper_id = :swiper AND target_id = :target";
// Two identical swipes at once: one inserts, the other (on PostgreSQL, once the first commits)
// inserts nothing and reads the row back.
constexpr const char* k_insert_swipe =
    "INSERT INTO swipes (swiper_id, target_id, decision, state, created_at)"
    " VALUES (:swiper, :target, :decision, :state, :at)"
    " ON CONFLICT (swiper_id, target_id) DO NOTHING";
constexpr const char* k_swiped_by = "SELECT target_id FROM swipes WHERE swiper_id = :swiper";
// Every state, named so that the (swiper_id, state, created_at) index reads only the new rows.
constexpr const char* k_swiped_since =
    "SELECT target_id FROM swipes WHERE swiper_id = :swiper"
    " AND state IN ('passed', 'pending', 'connected', 'expired') AND created_at >= :since";
// A swipe is stamped before its transaction commits, and instances' clocks differ a little: a
// re-check reads from this long before the previous one began (as member_sync does).
constexpr auto k_stamp_margin = std::chrono::seconds(10);
constexpr const char* k_count_pending_pair =
    "SELECT COUNT(*) FROM swipes WHERE decision = 'connect' AND state = 'pending'"
    " AND ((swiper_id = :a AND target_id = :b) OR (swiper_id = :b2 AND target_id = :a2))";

std::string_view name_of(decision d) {
  return d == decision::connect ? "connect" : "pass";
}

// When both sides have a pending Connect, makes them one connection (connect_members tells both).
std::optional<std::string> connect_if_mutual(db::tx& t, const std::string& x,
                                             const std::string& y) {
  long long pending = 0;
  t.sql() << k_count_pending_pair, soci::use(x), soci::use(y), soci::use(y), soci::use(x),
      soci::into(pending);
  if (pending < 2) return std::nullopt;
  return connect_members(t, x, y, announce::match).id;
}

credit_state current_credits(db::tx& t, const std::string& id) {
  const auto now = core::now();
  if (auto credits = peek_credits(t, id, now)) return *credits;
  return settle_credits(t, id, now);
}

}  // namespace

swipe_outcome record_swipe(db::writer& writer, const swipe& s) {
  if (s.swiper_id == s.target_id) {
    throw core::api_error::validation({{"target", "You cannot swipe on yourself."}});
  }
  auto outcome = writer.run([&](db::tx& t) {
    swipe_outcome outcome;
    auto* sql = &t.sql();
    if (!profiles::is_listed_member(*sql, s.target_id) ||
        moderation::blocked_between(*sql, s.swiper_id, s.target_id)) {
      throw core::api_error::not_found();
    }
    const auto now = core::now();
    // A Connect settles (and so holds) the member's balance row before it inserts the swipe:
    // every swipe of one member takes the two in that order, and never waits in a circle.
    outcome.credits = s.choice == decision::connect ? settle_credits(t, s.swiper_id, now)
                                                    : current_credits(t, s.swiper_id);
    const std::string decision_text(name_of(s.choice));
    const std::string first_state = s.choice == decision::connect ? "pending" : "passed";
    const auto at = core::to_iso8601(now);
    const auto inserted =
        t.execute(k_insert_swipe, soci::use(s.swiper_id), soci::use(s.target_id),
                  soci::use(decision_text), soci::use(first_state), soci::use(at));
    if (inserted == 1) {
      if (s.choice == decision::connect) {
        if (!spend_credit(*sql, s.swiper_id)) {
          throw core::api_error(
              409, "no_credits",
              "You have used all your Connect credits for this week. They refill on Monday.");
        }
        --outcome.credits.balance;
        outcome.connection_id = connect_if_mutual(t, s.swiper_id, s.target_id);
      }
      outcome.state = first_state;
    } else {
      // Swiped before (or by a concurrent request that has committed): answer as that did.
      std::string before, state;
      *sql << k_select_swipe, soci::use(s.swiper_id), soci::use(s.target_id), soci::into(before),
          soci::into(state);
      if (before != decision_text) {
        throw core::api_error(409, "already_swiped", "You have already decided on this member.");
      }
      outcome.state = state;
      if (state == "connected")
        outcome.connection_id = connection_between(*sql, s.swiper_id, s.target_id);
      outcome.credits = current_credits(t, s.swiper_id);
    }
    return outcome;
  });
  if (outcome.state == "pending" && !outcome.connection_id) {
    // On PostgreSQL two members can connect with each other at the same instant, each
    // transaction blind to the other's; looking again once committed makes the pair meet.
    outcome.connection_id =
        writer.run([&](db::tx& t) { return connect_if_mutual(t, s.swiper_id, s.target_id); });
  }
  if (outcome.connection_id) outcome.state = "connected";
  return outcome;
}

swiped_cache::id_list hidden_from(db::pool& db, swiped_cache& swiped, std::uint64_t refreshes,
                                  const std::string& viewer_id) {
  auto known = swiped.find(viewer_id, refreshes);
  auto sql = db.acquire();
  if (known.next_read != swiped_cache::need::nothing) {
    const auto read_at = core::now();
    const bool complete = known.next_read == swiped_cache::need::load;
    std::vector<std::string> ids;
    std::string id;
    const auto keep = [&] { ids.push_back(id); };
    if (complete) {
      sql.each_row(keep, k_swiped_by, soci::use(viewer_id), soci::into(id));
    } else {
      const auto since = core::to_iso8601(known.checked_at - k_stamp_margin);
      sql.each_row(keep, k_swiped_since, soci::use(viewer_id), soci::use(since), soci::into(id));
    }
    known.ids = swiped.merge(viewer_id, std::move(ids), complete, refreshes, read_at);
  }
  return swiped.with_blocked(viewer_id, known.ids, moderation::blocked_either_way(sql, viewer_id));
}

}  // namespace sangam::features::discover
