#include "features/analytics/report.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>

#include "core/clock.hpp"
#include "features/discover/connect.hpp"
#include "features/messaging/conversations.hpp"
#include "features/profiles/profile_repo.hpp"

namespace sangam::features::analytics {
namespace {

using nlohmann::json;

constexpr std::size_t k_top_industries = 5;

std::string india_day(clock_time t) {
  return core::to_iso8601(t + core::k_india_offset).substr(0, 10);
}

long long count_from(const std::vector<std::string>& times, const std::string& from) {
  return std::ranges::count_if(times, [&](const std::string& at) { return at >= from; });
}

json figure(double current, double previous) {
  const auto change = percent_change(current, previous);
  return {{"value", current},
          {"previous", previous},
          {"change", change ? json(*change) : json(nullptr)}};
}

// A rate in percent with one decimal; 0 when there is nothing to divide by.
double rate(double part, double whole) {
  return whole > 0 ? std::round(part * 1000.0 / whole) / 10.0 : 0.0;
}

}  // namespace

std::optional<int> range_days(std::string_view range) {
  if (range == "7d") return 7;
  if (range == "30d") return 30;
  if (range == "90d") return 90;
  return std::nullopt;
}

std::optional<int> percent_change(double current, double previous) {
  if (previous == 0) return std::nullopt;
  return static_cast<int>(std::lround((current - previous) * 100.0 / previous));
}

std::vector<long long> per_day(const std::vector<std::string>& times, clock_time now, int days) {
  std::vector<long long> counts(static_cast<std::size_t>(days), 0);
  std::map<std::string, std::size_t> index;
  for (int i = 0; i < days; ++i) {
    index.emplace(india_day(now - std::chrono::days(days - 1 - i)), static_cast<std::size_t>(i));
  }
  for (const auto& at : times) {
    const auto instant = core::from_iso8601(at);
    if (!instant) continue;
    if (const auto it = index.find(india_day(*instant)); it != index.end()) ++counts[it->second];
  }
  return counts;
}

json member_report(soci::session& sql, std::string_view member, int days, clock_time now) {
  // The period is the last `days` whole IST days (today included); the one before is as long.
  const auto today = std::chrono::floor<std::chrono::days>(now + core::k_india_offset);
  const auto start = today - std::chrono::days(days - 1) - core::k_india_offset;
  const auto before = start - std::chrono::days(days);
  const auto from = core::to_iso8601(start), earliest = core::to_iso8601(before),
             to = core::to_iso8601(now + std::chrono::seconds(1));

  const auto connections = discover::connection_times(sql, member, earliest, to);
  const auto views = profiles::profile_view_times(sql, member, earliest, to);
  const auto messages = messaging::message_times_of(sql, member, earliest, to);
  const auto now_and_then = [&](const std::vector<std::string>& times) {
    const auto current = count_from(times, from);
    return std::pair{current, static_cast<long long>(times.size()) - current};
  };
  const auto [connected, connected_before] = now_and_then(connections);
  const auto [viewed, viewed_before] = now_and_then(views);
  const auto [sent, sent_before] = now_and_then(messages.sent);
  const auto [replies, replies_before] = now_and_then(messages.received);
  const auto reach = discover::network_reach(sql, member, to);
  const auto reach_before = discover::network_reach(sql, member, from);

  json series = json::array();
  const auto c = per_day(connections, now, days), v = per_day(views, now, days);
  const auto m = per_day(messages.sent, now, days);
  const auto r = per_day(messages.received, now, days);
  for (int i = 0; i < days; ++i) {
    const auto k = static_cast<std::size_t>(i);
    series.push_back({{"date", india_day(now - std::chrono::days(days - 1 - i))},
                      {"connections", c[k]},
                      {"profileViews", v[k]},
                      {"messages", m[k] + r[k]}});
  }

  json industries = json::array();
  const auto then = discover::connection_industries(sql, member, from);
  for (const auto& [industry, count] : discover::connection_industries(sql, member, to)) {
    if (industries.size() == k_top_industries) break;
    const auto it = std::ranges::find(then, industry, &std::pair<std::string, long long>::first);
    const auto change = percent_change(static_cast<double>(count),
                                       it == then.end() ? 0.0 : static_cast<double>(it->second));
    industries.push_back({{"industry", industry},
                          {"connections", count},
                          {"change", change ? json(*change) : json(nullptr)}});
  }

  const auto d = static_cast<double>(days);
  return {
      {"range", std::to_string(days) + "d"},
      {"from", from},
      {"cards",
       {{"connections",
         figure(static_cast<double>(connected), static_cast<double>(connected_before))},
        {"profileViews", figure(static_cast<double>(viewed), static_cast<double>(viewed_before))},
        {"engagement", figure(static_cast<double>(sent + replies),
                              static_cast<double>(sent_before + replies_before))},
        {"networkReach", figure(static_cast<double>(reach), static_cast<double>(reach_before))}}},
      {"series", std::move(series)},
      {"topIndustries", std::move(industries)},
      {"performance",
       {{"replyRate",
         figure(std::min(100.0, rate(static_cast<double>(replies), static_cast<double>(sent))),
                std::min(100.0, rate(static_cast<double>(replies_before),
                                     static_cast<double>(sent_before))))},
        {"viewsPerDay", figure(std::round(static_cast<double>(viewed) * 10.0 / d) / 10.0,
                               std::round(static_cast<double>(viewed_before) * 10.0 / d) / 10.0)},
        {"connectionsPer100Views",
         figure(rate(static_cast<double>(connected), static_cast<double>(viewed)),
                rate(static_cast<double>(connected_before), static_cast<double>(viewed_before)))}}},
  };
}

}  // namespace sangam::features::analytics
