#include "features/stories/catalog.hpp"

#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
#include "db/rows.hpp"
#include "http/json_fields.hpp"

namespace sangam::features::stories {
namespace {

using nlohmann::json;

constexpr std::size_t k_name_max = 120;
constexpr std::size_t k_short_max = 60;
constexpr std::size_t k_description_max = 4000;
constexpr std::size_t k_list_max = 10;
constexpr std::size_t k_item_max = 300;
constexpr std::size_t k_metric_max = 40;
constexpr std::size_t k_tag_max = 30;
constexpr int k_list_limit = 200;

#define SANGAM_STORY_COLUMNS                                                                  \
  "SELECT id, title, founder, company, industry, timeline, funding, description, challenges," \
  " solutions, results, metrics, image_url, tags, status, updated_at FROM success_stories"
// Newest first; the demo's stories, added at one instant, in their own order.
constexpr const char* k_published = SANGAM_STORY_COLUMNS
    " WHERE status = 'published' AND (:all = 1 OR LOWER(industry) = :f OR LOWER(tags) LIKE :tag)"
    " ORDER BY created_at DESC, id LIMIT :n";
constexpr const char* k_all = SANGAM_STORY_COLUMNS " ORDER BY created_at DESC, id LIMIT :n";
constexpr const char* k_one = SANGAM_STORY_COLUMNS " WHERE id = :id";
#undef SANGAM_STORY_COLUMNS
constexpr const char* k_insert =
    "INSERT INTO success_stories (id, title, founder, company, industry, timeline, funding,"
    " description, challenges, solutions, results, metrics, image_url, tags, status, created_at,"
    " updated_at) VALUES (:id, :title, :founder, :company, :industry, :timeline, :funding,"
    " :description, :challenges, :solutions, :results, :metrics, :image, :tags, :status, :at,"
    " :at2) ON CONFLICT (id) DO NOTHING";
constexpr const char* k_update =
    "UPDATE success_stories SET title = :title, founder = :founder, company = :company,"
    " industry = :industry, timeline = :timeline, funding = :funding, description = :description,"
    " challenges = :challenges, solutions = :solutions, results = :results, metrics = :metrics,"
    " image_url = :image, tags = :tags, status = :status, updated_at = :at WHERE id = :id";
constexpr const char* k_delete = "DELETE FROM success_stories WHERE id = :id";

json metrics_json(const story& s) {
  return {{"revenue", s.metrics.revenue},
          {"team", s.metrics.team},
          {"users", s.metrics.users},
          {"growth", s.metrics.growth}};
}

story read_story(const soci::row& r) {
  story s{.id = r.get<std::string>(0),
          .title = r.get<std::string>(1),
          .founder = r.get<std::string>(2),
          .company = r.get<std::string>(3),
          .industry = r.get<std::string>(4),
          .timeline = r.get<std::string>(5),
          .funding = r.get<std::string>(6),
          .description = r.get<std::string>(7),
          .challenges = db::string_list_at(r, 8),
          .solutions = db::string_list_at(r, 9),
          .results = db::string_list_at(r, 10),
          .image_url = db::text_at(r, 12),
          .tags = db::string_list_at(r, 13),
          .status = r.get<std::string>(14),
          .updated_at = r.get<std::string>(15)};
  const auto metrics = json::parse(r.get<std::string>(11), nullptr, false);
  if (metrics.is_object()) {
    s.metrics = {.revenue = metrics.value("revenue", ""),
                 .team = metrics.value("team", ""),
                 .users = metrics.value("users", ""),
                 .growth = metrics.value("growth", "")};
  }
  return s;
}

// A story as the body that would create it, for a change to be laid over.
json to_input_json(const story& s) {
  return {{"title", s.title},
          {"founder", s.founder},
          {"company", s.company},
          {"industry", s.industry},
          {"timeline", s.timeline},
          {"funding", s.funding},
          {"description", s.description},
          {"challenges", s.challenges},
          {"solutions", s.solutions},
          {"results", s.results},
          {"metrics", metrics_json(s)},
          {"imageUrl", s.image_url ? json(*s.image_url) : json(nullptr)},
          {"tags", s.tags}};
}

std::vector<story> read_all(soci::rowset<soci::row>& rows) {
  std::vector<story> found;
  for (const auto& r : rows) found.push_back(read_story(r));
  return found;
}

}  // namespace

story parse_story(const json& body) {
  http::json_fields in(body);
  story s;
  s.title = in.line("title", k_name_max);
  s.founder = in.line("founder", k_name_max);
  s.company = in.line("company", k_name_max);
  s.industry = in.line("industry", k_short_max);
  s.timeline = in.line("timeline", k_short_max);
  s.funding = in.line("funding", k_short_max);
  s.description = in.text("description", k_description_max);
  s.challenges = in.text_list("challenges", k_list_max, k_item_max);
  s.solutions = in.text_list("solutions", k_list_max, k_item_max);
  s.results = in.text_list("results", k_list_max, k_item_max);
  if (!body.contains("metrics") || !body["metrics"].is_object()) {
    in.fail("metrics", "Revenue, team, users and growth.");
  } else {
    http::json_fields metrics(body["metrics"]);
    s.metrics = {.revenue = metrics.line("revenue", k_metric_max),
                 .team = metrics.line("team", k_metric_max),
                 .users = metrics.line("users", k_metric_max),
                 .growth = metrics.line("growth", k_metric_max)};
    try {
      metrics.check();
    } catch (const core::api_error& e) {
      for (const auto& [key, message] : e.fields()) in.fail("metrics", key + ": " + message);
    }
  }
  s.image_url = in.optional_url("imageUrl");
  s.tags = in.text_list("tags", k_list_max, k_tag_max);
  s.status = body.value("publish", true) ? "published" : "draft";
  in.check();
  return s;
}

story apply_patch(const story& current, const json& patch) {
  auto merged = to_input_json(current);
  for (const auto& [key, value] : patch.items()) {
    if (merged.contains(key)) merged[key] = value;
  }
  std::string status = current.status;
  std::optional<core::api_error> invalid;
  if (patch.contains("status")) {
    const auto wanted = patch["status"].is_string() ? patch["status"].get<std::string>() : "";
    if (wanted == "draft" || wanted == "published")
      status = wanted;
    else
      invalid = core::api_error::validation({{"status", "Choose draft or published."}});
  }
  story changed;
  try {
    changed = parse_story(merged);
  } catch (const core::api_error& e) {
    auto fields = e.fields();
    if (invalid) fields.merge(core::field_errors(invalid->fields()));
    throw core::api_error::validation(std::move(fields));
  }
  if (invalid) throw *invalid;
  changed.id = current.id;
  changed.status = status;
  return changed;
}

namespace {

// Runs `write` with the story's columns bound in the order of k_insert and k_update (title to
// status); they live until it returns.
template <class Write>
long long with_columns(const story& s, Write write) {
  const auto challenges = json(s.challenges).dump(), solutions = json(s.solutions).dump(),
             results = json(s.results).dump(), metrics = metrics_json(s).dump(),
             tags = json(s.tags).dump();
  const std::string image = s.image_url.value_or("");
  auto image_ind = s.image_url ? soci::i_ok : soci::i_null;
  return write(soci::use(s.title), soci::use(s.founder), soci::use(s.company),
               soci::use(s.industry), soci::use(s.timeline), soci::use(s.funding),
               soci::use(s.description), soci::use(challenges), soci::use(solutions),
               soci::use(results), soci::use(metrics), soci::use(image, image_ind), soci::use(tags),
               soci::use(s.status));
}

}  // namespace

void insert_story(db::tx& t, const story& s) {
  const auto at = core::now_iso8601();
  with_columns(s, [&](auto&&... columns) {
    return t.execute(k_insert, soci::use(s.id), columns..., soci::use(at), soci::use(at));
  });
}

bool update_story(db::tx& t, const story& s) {
  const auto at = core::now_iso8601();
  return with_columns(s, [&](auto&&... columns) {
           return t.execute(k_update, columns..., soci::use(at), soci::use(s.id));
         }) == 1;
}

bool delete_story(db::tx& t, std::string_view id) {
  const std::string key(id);
  return t.execute(k_delete, soci::use(key)) == 1;
}

std::vector<story> list_published(soci::session& sql, std::string_view filter) {
  const int all = filter == "all" ? 1 : 0;
  const auto lower = core::ascii_lower(filter);
  const auto tag = "%\"" + lower + "\"%";
  const int limit = k_list_limit;
  soci::rowset<soci::row> rows = (sql.prepare << k_published, soci::use(all), soci::use(lower),
                                  soci::use(tag), soci::use(limit));
  return read_all(rows);
}

std::vector<story> list_all(soci::session& sql) {
  const int limit = k_list_limit;
  soci::rowset<soci::row> rows = (sql.prepare << k_all, soci::use(limit));
  return read_all(rows);
}

std::optional<story> find_story(soci::session& sql, std::string_view id) {
  const std::string key(id);
  soci::rowset<soci::row> rows = (sql.prepare << k_one, soci::use(key));
  for (const auto& r : rows) return read_story(r);
  return std::nullopt;
}

json to_json(const story& s) {
  auto out = to_input_json(s);
  out["id"] = s.id;
  return out;
}

json to_admin_json(const story& s) {
  auto out = to_json(s);
  out["status"] = s.status;
  out["updatedAt"] = s.updated_at;
  return out;
}

}  // namespace sangam::features::stories
