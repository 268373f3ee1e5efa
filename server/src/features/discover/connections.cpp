#include "features/discover/connections.hpp"

#include <soci/soci.h>

#include "features/profiles/out_of_sight.hpp"

namespace sangam::features::discover {
namespace {

// The member's connections with the other member of each, through the two indexes on the pair.
constexpr std::string_view k_page_from =
    " FROM (SELECT id, member_b AS other, created_at FROM connections WHERE member_a = :me"
    " UNION ALL SELECT id, member_a AS other, created_at FROM connections WHERE member_b = :me2) c"
    " JOIN profiles p ON p.id = c.other LEFT JOIN profile_photos ph ON ph.profile_id = p.id"
    // a held or paused member (profiles/out_of_sight.hpp) is gone for now
    " WHERE " SANGAM_SHOWN_TO_OTHERS("p.");
constexpr std::string_view k_page_after =
    " AND (c.created_at < :at OR (c.created_at = :at2 AND c.id < :id))";
// LOWER on both sides: each engine folds the text and the search alike.
constexpr std::string_view k_page_search =
    " AND (LOWER(COALESCE(p.first_name, '') || ' ' || COALESCE(p.last_name, '')) LIKE LOWER(:q)"
    " ESCAPE '\\' OR LOWER(COALESCE(p.company, '')) LIKE LOWER(:q2) ESCAPE '\\'"
    " OR LOWER(COALESCE(p.industry, '')) LIKE LOWER(:q3) ESCAPE '\\')";
constexpr std::string_view k_page_order = " ORDER BY c.created_at DESC, c.id DESC LIMIT :limit";

// The statement's shape depends only on which filters are present, never on their values.
std::string page_sql(bool after, bool search) {
  std::string text = "SELECT ";
  text += k_member_summary_columns;
  text += ", c.id, c.created_at";
  text += k_page_from;
  if (after) text += k_page_after;
  if (search) text += k_page_search;
  text += k_page_order;
  return text;
}

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

}  // namespace

connections_page list_connections(db::pool& db, const connections_query& query) {
  const auto pattern = contains_pattern(query.search);
  const int fetch = query.limit + 1;  // one more tells whether another page follows
  connections_page page;
  auto sql = db.acquire();
  soci::row r;
  soci::statement st(*sql);
  st.exchange(soci::use(query.member_id));
  st.exchange(soci::use(query.member_id));
  if (query.after) {
    st.exchange(soci::use(query.after->connected_at));
    st.exchange(soci::use(query.after->connected_at));
    st.exchange(soci::use(query.after->id));
  }
  if (!query.search.empty()) {
    for (int i = 0; i < 3; ++i) st.exchange(soci::use(pattern));
  }
  st.exchange(soci::use(fetch));
  st.exchange(soci::into(r));
  st.alloc();
  st.prepare(page_sql(query.after.has_value(), !query.search.empty()));
  st.define_and_bind();
  st.execute(false);
  auto& list = page.connections;
  while (st.fetch()) {
    if (static_cast<int>(list.size()) == query.limit) {  // another page follows
      if (!list.empty()) {
        page.next = {.connected_at = list.back().connected_at, .id = list.back().id};
      }
      break;
    }
    list.push_back({.id = r.get<std::string>(k_member_summary_column_count),
                    .connected_at = r.get<std::string>(k_member_summary_column_count + 1),
                    .member = read_member_summary(r)});
  }
  return page;
}

}  // namespace sangam::features::discover
