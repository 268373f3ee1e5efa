#pragma once

#include <soci/session.h>
#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"

namespace sangam::features::stories {

// SPEC section 9: the filters of /success-stories. One matches a story whose industry or one of
// whose tags equals it, ignoring case; "all" matches every story.
inline constexpr std::string_view k_filters[] = {"all",        "AI/ML", "FinTech",
                                                 "Healthcare", "B2B",   "SaaS"};

// SPEC section 3's success story.
struct story final {
  std::string id;
  std::string title;
  std::string founder;
  std::string company;
  std::string industry;
  std::string timeline;  // "Founded 2021 · Series A in 2025"
  std::string funding;   // "₹38 Cr Series A"
  std::string description;
  std::vector<std::string> challenges;
  std::vector<std::string> solutions;
  std::vector<std::string> results;
  struct metrics_t final {
    std::string revenue, team, users, growth;
  } metrics;
  std::optional<std::string> image_url;
  std::vector<std::string> tags;
  std::string status;  // draft or published
  std::string updated_at;
};

// An administrator's new story, from the JSON of POST /api/admin/stories: 400 naming each field
// that is wrong.
story parse_story(const nlohmann::json& body);
// A change (PATCH /api/admin/stories/:id) laid over `current`: only the fields sent change,
// checked as parse_story checks them; `status` draft or published.
story apply_patch(const story& current, const nlohmann::json& patch);

// Adds the story; one with its id already there is left alone (the demo content loads twice).
void insert_story(db::tx& t, const story& s);
// false when there is no such story.
bool update_story(db::tx& t, const story& s);
bool delete_story(db::tx& t, std::string_view id);

// Published stories matching the filter (one of k_filters), newest first.
std::vector<story> list_published(soci::session& sql, std::string_view filter);
// Every story, drafts too, newest first.
std::vector<story> list_all(soci::session& sql);
std::optional<story> find_story(soci::session& sql, std::string_view id);

// Story for members; AdminStory (status and updatedAt too) for administrators.
nlohmann::json to_json(const story& s);
nlohmann::json to_admin_json(const story& s);

}  // namespace sangam::features::stories
