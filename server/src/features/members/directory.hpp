#pragma once

#include <soci/session.h>

#include <array>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <optional>
#include <shared_mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "features/profiles/directory_rows.hpp"

// The administrators' member directory (docs/members.md): every profile in memory, so that a
// search over 100 000 members is one pass over packed facts and text instead of a table scan.
namespace sangam::features::members {

using member_row = profiles::directory_row;

enum class sort_key : std::uint8_t { joined, name, email, company };
inline constexpr std::size_t k_sort_keys = 4;

struct directory_query final {
  std::vector<std::string> words;     // lower-case; each must be in the name, address or company
  std::optional<std::string> kind;    // Founder, Mentor or Investor
  std::optional<std::string> status;  // a standing (standing_of)
  std::optional<std::string> plan;    // core or pro
  std::optional<bool> verified;
  std::string joined_from;  // YYYY-MM-DD, inclusive; empty: no bound
  std::string joined_to;    // YYYY-MM-DD, inclusive
  sort_key sort = sort_key::joined;
  bool descending = true;
};

struct directory_page final {
  std::vector<member_row> items;
  long long total = 0;  // every member the query finds
};

// "Founder", or the kind an administrator granted.
std::string kind_of(const member_row& row);
// Where the member stands: "suspended" or "banned" while held, otherwise the profile's status.
std::string standing_of(const member_row& row);

class directory final {
 public:
  // Brings the copy up to date: what changed since the last look, or everything again when
  // profiles were removed (or after a while, for a change committed late with an older time).
  void refresh(soci::session& sql);

  // Members `query` finds, sorted; `limit` of them from `offset` (all of them for the export).
  directory_page search(const directory_query& query, std::size_t offset, std::size_t limit) const;
  std::optional<member_row> find(std::string_view id) const;

 private:
  // What a search tests, packed apart from the rows so that a pass reads little memory.
  struct facts final {
    std::uint32_t joined = 0;   // YYYYMMDD
    std::uint32_t text_at = 0;  // lower-case name, address and company in text_
    std::uint32_t text_size = 0;
    std::uint8_t status = 0;  // in values_
    std::uint8_t plan = 0;    // in values_
    std::uint8_t kind = 0;    // in values_
    bool verified = false;
    bool listed = true;  // not the stand-in for erased members
  };
  struct entry final {
    member_row row;
    std::string name_key;  // lower-case full name, for sorting
  };
  // Adds or replaces the member; `keep_orders` false leaves the sort orders to the caller.
  void put(member_row row, bool keep_orders);
  void reload(std::vector<member_row> rows);
  std::uint8_t code_of(const std::string& value);
  std::optional<std::uint8_t> known_code(const std::optional<std::string>& value, bool& none) const;
  bool before(sort_key key, std::uint32_t a, std::uint32_t b) const;

  std::mutex refreshing_;  // one refresh at a time; searches go on meanwhile
  profiles::directory_stamp seen_;
  std::chrono::steady_clock::time_point reloaded_{};

  mutable std::shared_mutex mutex_;
  std::vector<entry> entries_;
  std::vector<facts> facts_;
  std::string text_;
  std::vector<std::string> values_;  // statuses, plans and kinds seen, by code
  std::array<std::vector<std::uint32_t>, k_sort_keys> orders_;  // slots, ascending by each key
  std::unordered_map<std::string, std::uint32_t> slots_;
};

}  // namespace sangam::features::members
