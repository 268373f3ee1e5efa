#include "features/members/query.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <chrono>
#include <optional>
#include <string>

#include "core/error.hpp"
#include "core/text.hpp"
#include "http/query.hpp"

namespace sangam::features::members {
namespace {

constexpr std::size_t k_search_length = 100;
constexpr std::size_t k_words = 8;

// The parameter's value when it is one of `allowed`, nullopt when absent or empty.
template <std::size_t N>
std::optional<std::string> one_of(std::string_view query, const char* name,
                                  const std::array<std::string_view, N>& allowed,
                                  std::string_view message) {
  auto value = http::query_param(query, name);
  if (!value || value->empty()) return std::nullopt;
  if (std::ranges::find(allowed, *value) == allowed.end()) {
    throw core::api_error::validation({{name, std::string(message)}});
  }
  return value;
}

// The number written in text[from, to); -1 when a character is not a digit.
int number_at(std::string_view text, std::size_t from, std::size_t to) {
  int n = 0;
  for (auto i = from; i < to; ++i) {
    if (std::isdigit(static_cast<unsigned char>(text[i])) == 0) return -1;
    n = n * 10 + (text[i] - '0');
  }
  return n;
}

bool is_day(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return false;
  const int y = number_at(text, 0, 4), m = number_at(text, 5, 7), d = number_at(text, 8, 10);
  return y >= 0 && m >= 0 && d >= 0 &&
         std::chrono::year_month_day{std::chrono::year(y),
                                     std::chrono::month(static_cast<unsigned>(m)),
                                     std::chrono::day(static_cast<unsigned>(d))}
             .ok();
}

std::string day(std::string_view query, const char* name) {
  auto value = http::query_param(query, name).value_or("");
  if (!value.empty() && !is_day(value)) {
    throw core::api_error::validation({{name, "Use a date like 2026-11-27."}});
  }
  return value;
}

std::vector<std::string> words_of(std::string_view query) {
  const auto text = http::query_param(query, "q").value_or("");
  if (core::utf8_length(text) > k_search_length) {
    throw core::api_error::validation({{"q", "Search for at most 100 characters."}});
  }
  std::vector<std::string> words;
  std::string lower = core::ascii_lower(text);
  std::size_t at = 0;
  while (at < lower.size()) {
    const auto start = lower.find_first_not_of(" \t", at);
    if (start == std::string::npos) break;
    const auto end = std::min(lower.find_first_of(" \t", start), lower.size());
    words.push_back(lower.substr(start, end - start));
    at = end;
  }
  if (words.size() > k_words) {
    throw core::api_error::validation({{"q", "Search for at most 8 words."}});
  }
  return words;
}

}  // namespace

directory_query query_from(std::string_view query) {
  directory_query q;
  q.words = words_of(query);
  q.kind = one_of(query, "kind", std::array<std::string_view, 3>{"Founder", "Mentor", "Investor"},
                  "Kind must be Founder, Mentor or Investor.");
  q.status = one_of(
      query, "status",
      std::array<std::string_view, 5>{"pending", "approved", "rejected", "suspended", "banned"},
      "Status must be pending, approved, rejected, suspended or banned.");
  q.plan = one_of(query, "plan", std::array<std::string_view, 2>{"core", "pro"},
                  "Plan must be core or pro.");
  if (const auto verified =
          one_of(query, "verified", std::array<std::string_view, 2>{"true", "false"},
                 "verified must be true or false.")) {
    q.verified = *verified == "true";
  }
  q.joined_from = day(query, "joinedFrom");
  q.joined_to = day(query, "joinedTo");
  if (!q.joined_from.empty() && !q.joined_to.empty() && q.joined_to < q.joined_from) {
    throw core::api_error::validation({{"joinedTo", "The end comes before the start."}});
  }
  const auto sort =
      one_of(query, "sort", std::array<std::string_view, 4>{"joined", "name", "email", "company"},
             "Sort by joined, name, email or company.");
  if (sort == "name") q.sort = sort_key::name;
  if (sort == "email") q.sort = sort_key::email;
  if (sort == "company") q.sort = sort_key::company;
  const auto order = one_of(query, "order", std::array<std::string_view, 2>{"asc", "desc"},
                            "Order must be asc or desc.");
  // Newest first when sorting by date, A to Z otherwise.
  q.descending = order ? *order == "desc" : q.sort == sort_key::joined;
  return q;
}

}  // namespace sangam::features::members
