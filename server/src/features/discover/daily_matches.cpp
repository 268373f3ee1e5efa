#include "features/discover/daily_matches.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <utility>

#include "core/clock.hpp"
#include "features/discover/daily_repo.hpp"
#include "features/discover/members_repo.hpp"
#include "features/discover/preference_repo.hpp"
#include "features/discover/swipes.hpp"
#include "features/notifications/notifications.hpp"
#include "features/profiles/member_zones.hpp"
#include "features/profiles/members.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::discover {
namespace {

using std::chrono::days;
using std::chrono::hours;
using std::chrono::minutes;

struct zone final {
  std::string_view name;
  minutes offset;
};
constexpr std::array<zone, 6> k_zones{{{"IST", hours(5) + minutes(30)},
                                       {"PST", hours(-8)},
                                       {"MST", hours(-7)},
                                       {"CST", hours(-6)},
                                       {"EST", hours(-5)},
                                       {"UTC", hours(0)}}};

// The deck's ranking is asked for this many times the batch at first, more when diversity
// leaves the batch short, up to k_most_ranked.
constexpr std::size_t k_ranked_per_place = 4;
constexpr std::size_t k_most_ranked = 2000;

std::string folded(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

std::string text_field(const nlohmann::json& card, const char* key) {
  const auto it = card.find(key);
  return it != card.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// The best of the deck's ranking for the member, kept diverse.
std::vector<std::string> choose(const daily_sources& s, const std::string& member,
                                const std::string& day) {
  const auto hidden = hidden_from(s.db, s.swiped, s.index.refreshes(), member);
  std::vector<std::string> excluded(*hidden);
  match_preferences preferences;
  {
    auto sql = s.db.acquire();
    const auto earlier = earlier_batches(*sql, member, day);
    excluded.insert(excluded.end(), earlier.begin(), earlier.end());
    preferences = read_preferences(sql, member);
  }
  std::sort(excluded.begin(), excluded.end());
  excluded.erase(std::unique(excluded.begin(), excluded.end()), excluded.end());

  auto ranked = std::max<std::size_t>(s.size * k_ranked_per_place, 1);
  for (;;) {
    const auto page = s.index.deck({.viewer_id = member,
                                    .filter = scenario::everyone,
                                    .limit = ranked,
                                    .excluded_ids = excluded,
                                    .preferences = preferences});
    std::vector<std::string> ids;
    ids.reserve(page.cards.size());
    for (const auto& card : page.cards) ids.push_back(card.id);
    std::vector<candidate_facts> facts;
    {
      auto sql = s.db.acquire();
      for (const auto& card : member_cards(*sql, ids, false)) {
        facts.push_back({card["id"].get<std::string>(), text_field(card, "company"),
                         text_field(card, "location")});
      }
    }
    auto picked = diverse_pick(facts, s.size);
    if (picked.size() == s.size || page.cards.size() < ranked || ranked >= k_most_ranked) {
      return picked;
    }
    ranked = std::min(ranked * k_ranked_per_place, k_most_ranked);
  }
}

// The bell item, and the e-mail for a member who asked for it (and has not turned e-mail off).
void announce(db::tx& t, const std::string& member, std::size_t count,
              const std::string& public_url) {
  const auto what = count == 1 ? std::string("Your match for today is ready")
                               : fmt::format("Your {} matches for today are ready", count);
  notifications::notify(
      t, member,
      {.type = "match", .title = "Today's matches", .message = what, .link = "/founder"});
  if (!wants_daily_email(t.sql(), member) || !notifications::preferences_of(t.sql(), member).email)
    return;
  const auto contact = profiles::mail_contact_of(t.sql(), member);
  if (!contact) return;
  mail::enqueue(
      t, {.to = contact->email,
          .subject = count == 1 ? std::string("Your match for today on Sangam")
                                : fmt::format("Your {} matches for today on Sangam", count),
          .body_text = fmt::format(
              "Hello {},\n\n{}: {}/founder\n\nYou get this e-mail because \"E-mail me my daily "
              "matches\" is on. Turn it off in Settings: {}/settings\n\n— Sangam\n",
              contact->first_name, what, public_url, public_url)});
}

std::string every_zones_day(clock_time now) {
  std::string key;
  for (const auto& z : k_zones) key += batch_day(now, z.name) + ',';
  return key;
}

}  // namespace

minutes zone_offset(std::string_view timezone) {
  for (const auto& z : k_zones) {
    if (z.name == timezone) return z.offset;
  }
  return k_zones[0].offset;
}

std::string batch_day(clock_time now, std::string_view timezone) {
  const std::chrono::year_month_day date(
      std::chrono::floor<days>(now + zone_offset(timezone) - k_day_starts));
  return fmt::format("{:04}-{:02}-{:02}", static_cast<int>(date.year()),
                     static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()));
}

clock_time next_batch_time(clock_time now, std::string_view timezone) {
  const auto offset = zone_offset(timezone);
  const auto start = std::chrono::floor<days>(now + offset - k_day_starts);
  return clock_time(start + days(1)) + k_day_starts - offset;
}

std::vector<std::string> diverse_pick(std::span<const candidate_facts> ranked, std::size_t size) {
  std::map<std::string, std::size_t> companies, cities;
  std::vector<std::string> picked;
  for (const auto& c : ranked) {
    if (picked.size() == size) break;
    const auto company = folded(c.company), city = folded(c.city);
    if (!company.empty() && companies[company] >= k_per_company) continue;
    if (!city.empty() && cities[city] >= k_per_city) continue;
    if (!company.empty()) ++companies[company];
    if (!city.empty()) ++cities[city];
    picked.push_back(c.id);
  }
  return picked;
}

std::vector<std::string> batch_for(const daily_sources& s, const std::string& member,
                                   const std::string& day) {
  {
    auto sql = s.db.acquire();
    if (auto stored = stored_batch(*sql, member, day)) return std::move(*stored);
  }
  const auto picked = choose(s, member, day);
  const auto url = s.public_url ? s.public_url() : std::string();
  const bool mine = s.writer.run([&](db::tx& t) {
    if (!store_batch(t, member, day, picked, core::now_iso8601())) return false;
    if (!picked.empty()) announce(t, member, picked.size(), url);
    return true;
  });
  if (mine) return picked;
  auto sql = s.db.acquire();
  return stored_batch(*sql, member, day).value_or(std::vector<std::string>{});
}

std::optional<std::vector<std::string>> batch_cache::find(const std::string& member,
                                                          clock_time now) {
  std::lock_guard lock(mutex_);
  const auto it = entries_.find(member);
  if (it == entries_.end() || std::chrono::steady_clock::now() - it->second.read >= k_lifetime ||
      batch_day(now, it->second.timezone) != it->second.day) {
    return std::nullopt;
  }
  return it->second.ids;
}

void batch_cache::store(const std::string& member, std::string timezone, std::string day,
                        std::vector<std::string> ids) {
  std::lock_guard lock(mutex_);
  if (entries_.size() >= k_max_members) entries_.clear();
  entries_[member] = {std::move(timezone), std::move(day), std::move(ids),
                      std::chrono::steady_clock::now()};
}

std::vector<std::string> todays_batch(const daily_sources& s, batch_cache& cache,
                                      const std::string& member, clock_time now) {
  if (auto known = cache.find(member, now)) return std::move(*known);
  std::string timezone;
  {
    auto sql = s.db.acquire();
    timezone = profiles::timezone_of(*sql, member);
  }
  auto day = batch_day(now, timezone);
  auto ids = batch_for(s, member, day);
  cache.store(member, std::move(timezone), std::move(day), ids);
  return ids;
}

std::size_t daily_sweep::run(const daily_sources& s, clock_time now, std::size_t scan,
                             std::size_t make) {
  std::lock_guard lock(mutex_);
  const auto days_now = every_zones_day(now);
  if (days_now == done_days_) return 0;
  if (days_now != days_) {
    days_ = days_now;
    after_.clear();
  }
  std::vector<profiles::member_zone> page;
  {
    auto sql = s.db.acquire();
    page = profiles::active_members_after(*sql, after_, scan);
  }
  std::size_t made = 0;
  for (const auto& m : page) {
    if (made == make) return made;
    after_ = m.id;
    const auto day = batch_day(now, m.timezone);
    bool stored = false;
    {
      auto sql = s.db.acquire();
      stored = stored_batch(*sql, m.id, day).has_value();
    }
    if (stored) continue;
    batch_for(s, m.id, day);
    ++made;
  }
  if (page.size() < scan) {
    done_days_ = days_now;
    after_.clear();
  }
  return made;
}

}  // namespace sangam::features::discover
