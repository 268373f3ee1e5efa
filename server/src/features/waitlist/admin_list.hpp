#pragma once

#include <soci/session.h>

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The waitlist as administrators see it (docs/waitlist.md): newest first, searched by name,
// e-mail or city, filtered by "joining as", paged by keyset, exported as CSV.
namespace sangam::features::waitlist {

struct list_filter final {
  std::string search;               // matched anywhere in name, e-mail or city; empty: all
  std::optional<std::string> role;  // Founder, Mentor or Investor
};

// Where a page ends: the last row's sign-up time and id, as opaque text for the next request.
struct list_cursor final {
  std::string created_at;
  std::string id;
};
std::string encode_cursor(const list_cursor& cursor);
std::optional<list_cursor> decode_cursor(std::string_view text);

struct admin_row final {
  std::string id;
  std::string name;
  std::string email;
  std::string role;
  std::string city;
  std::optional<std::string> bio;
  std::optional<std::string> referral;
  std::optional<std::string> referrer_id;
  std::optional<std::string> referrer_name;  // as profiles tells it
  std::string created_at;
  std::optional<std::string> invited_at;  // the newest invitation
  std::optional<std::string> applied_at;  // an application used an invitation
};

struct admin_page final {
  std::vector<admin_row> rows;
  int total = 0;  // matching the filter, all pages
  std::optional<list_cursor> next;
};
admin_page list_page(soci::session& sql, const list_filter& filter,
                     const std::optional<list_cursor>& after, int limit);

// Every row matching the filter, newest first, at most `max`.
void for_each_row(soci::session& sql, const list_filter& filter, int max,
                  const std::function<void(const admin_row&)>& each);

// The CSV file of those rows (RFC 4180, a header line first), each cell safe to open in a
// spreadsheet: one that starts with =, +, -, @, a tab or a carriage return is prefixed with '.
std::string csv_header();
void append_csv_line(std::string& out, const admin_row& row);

}  // namespace sangam::features::waitlist
