#include "features/waitlist/admin_list.hpp"

#include <soci/soci.h>

#include <algorithm>

#include "core/csv.hpp"
#include "db/rows.hpp"
#include "features/profiles/profile_lookup.hpp"

namespace sangam::features::waitlist {
namespace {

constexpr std::string_view k_columns =
    "SELECT id, name, email, role, city, bio, referral, referrer_id, created_at, invited_at,"
    " applied_at FROM waitlist WHERE 1 = 1";
constexpr std::string_view k_count = "SELECT COUNT(*) FROM waitlist WHERE 1 = 1";
constexpr std::string_view k_with_role = " AND role = :role";
// LOWER on both sides: each engine folds the text and the search alike.
constexpr std::string_view k_with_search =
    " AND (LOWER(name) LIKE LOWER(:q) ESCAPE '\\' OR email LIKE LOWER(:q2) ESCAPE '\\'"
    " OR LOWER(city) LIKE LOWER(:q3) ESCAPE '\\')";
constexpr std::string_view k_after = " AND (created_at < :at OR (created_at = :at2 AND id < :id))";
constexpr std::string_view k_order = " ORDER BY created_at DESC, id DESC LIMIT :limit";

constexpr char k_cursor_separator = '~';

// "%text%" with LIKE's own characters taken literally.
std::string contains_pattern(std::string_view text) {
  std::string pattern = "%";
  for (const char c : text) {
    if (c == '%' || c == '_' || c == '\\') pattern += '\\';
    pattern += c;
  }
  pattern += '%';
  return pattern;
}

// The filter's clauses and values, bound in the order of the clauses. The statement's shape
// depends only on which filters are present, never on their values.
struct filter_binding final {
  std::string role;
  std::string pattern;

  explicit filter_binding(const list_filter& f)
      : role(f.role.value_or("")), pattern(contains_pattern(f.search)) {}

  // `select` with the filter's clauses; room for the rest, so appending never reallocates.
  std::string statement(std::string_view select, const list_filter& f) const {
    std::string text;
    text.reserve(1024);
    text.append(select);
    if (f.role) text.append(k_with_role);
    if (!f.search.empty()) text.append(k_with_search);
    return text;
  }
  void bind(soci::statement& st, const list_filter& f) const {
    if (f.role) st.exchange(soci::use(role));
    if (!f.search.empty()) {
      for (int i = 0; i < 3; ++i) st.exchange(soci::use(pattern));
    }
  }
};

int count_matching(soci::session& sql, const list_filter& filter) {
  const filter_binding binding(filter);
  const auto text = binding.statement(k_count, filter);
  int total = 0;
  soci::statement st(sql);
  binding.bind(st, filter);
  st.exchange(soci::into(total));
  st.alloc();
  st.prepare(text);
  st.define_and_bind();
  st.execute(true);
  return total;
}

admin_row row_of(const soci::row& r) {
  return {.id = r.get<std::string>(0),
          .name = r.get<std::string>(1),
          .email = r.get<std::string>(2),
          .role = r.get<std::string>(3),
          .city = r.get<std::string>(4),
          .bio = db::text_at(r, 5),
          .referral = db::text_at(r, 6),
          .referrer_id = db::text_at(r, 7),
          .created_at = r.get<std::string>(8),
          .invited_at = db::text_at(r, 9),
          .applied_at = db::text_at(r, 10)};
}

// Up to `limit` rows after `after`, with their referrers' names, and whether more follow.
std::vector<admin_row> rows_after(soci::session& sql, const list_filter& filter,
                                  const std::optional<list_cursor>& after, int limit, bool& more) {
  const filter_binding binding(filter);
  auto text = binding.statement(k_columns, filter);
  if (after) text.append(k_after);
  text.append(k_order);
  const int fetch = limit + 1;  // one more tells whether another page follows
  soci::row r;
  soci::statement st(sql);
  binding.bind(st, filter);
  if (after) {
    st.exchange(soci::use(after->created_at));
    st.exchange(soci::use(after->created_at));
    st.exchange(soci::use(after->id));
  }
  st.exchange(soci::use(fetch));
  st.exchange(soci::into(r));
  st.alloc();
  st.prepare(text);
  st.define_and_bind();
  st.execute(false);
  std::vector<admin_row> rows;
  more = false;
  while (st.fetch()) {
    if (static_cast<int>(rows.size()) == limit) {
      more = true;
      break;
    }
    rows.push_back(row_of(r));
  }
  std::vector<std::string> referrers;
  for (const auto& row : rows) {
    if (row.referrer_id) referrers.push_back(*row.referrer_id);
  }
  std::ranges::sort(referrers);
  referrers.erase(std::ranges::unique(referrers).begin(), referrers.end());
  const auto names = profiles::names_and_emails(sql, referrers);
  for (auto& row : rows) {
    if (!row.referrer_id) continue;
    if (const auto found = names.find(*row.referrer_id); found != names.end()) {
      row.referrer_name = found->second.name;
    }
  }
  return rows;
}

}  // namespace

std::string encode_cursor(const list_cursor& cursor) {
  return cursor.created_at + k_cursor_separator + cursor.id;
}

std::optional<list_cursor> decode_cursor(std::string_view text) {
  const auto at = text.find(k_cursor_separator);
  if (at == std::string_view::npos || at == 0 || at + 1 == text.size() || text.size() > 120) {
    return std::nullopt;
  }
  return list_cursor{std::string(text.substr(0, at)), std::string(text.substr(at + 1))};
}

admin_page list_page(soci::session& sql, const list_filter& filter,
                     const std::optional<list_cursor>& after, int limit) {
  admin_page page;
  bool more = false;
  page.rows = rows_after(sql, filter, after, limit, more);
  page.total = count_matching(sql, filter);
  if (more && !page.rows.empty()) {
    page.next = list_cursor{page.rows.back().created_at, page.rows.back().id};
  }
  return page;
}

void for_each_row(soci::session& sql, const list_filter& filter, int max,
                  const std::function<void(const admin_row&)>& each) {
  constexpr int k_batch = 500;
  std::optional<list_cursor> after;
  int sent = 0;
  bool more = true;
  while (more && sent < max) {
    const auto rows = rows_after(sql, filter, after, std::min(k_batch, max - sent), more);
    for (const auto& row : rows) each(row);
    sent += static_cast<int>(rows.size());
    if (rows.empty()) break;
    after = list_cursor{rows.back().created_at, rows.back().id};
  }
}

std::string csv_header() {
  return "Name,E-mail,Joining as,City,Bio,Referral,Referred by,Joined,Invited,Applied\r\n";
}

void append_csv_line(std::string& out, const admin_row& row) {
  core::append_csv_line(out,
                        {row.name, row.email, row.role, row.city, row.bio.value_or(""),
                         row.referral.value_or(""), row.referrer_name.value_or(""), row.created_at,
                         row.invited_at.value_or(""), row.applied_at.value_or("")});
}

}  // namespace sangam::features::waitlist
