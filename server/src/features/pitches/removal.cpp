#include "features/pitches/removal.hpp"

#include <soci/soci.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "features/admin/review_marks.hpp"

namespace sangam::features::pitches {
namespace {

constexpr const char* k_select =
    "SELECT sender_id, message, pitch_deck_link FROM pitches"
    " WHERE id = :id AND status = 'approved' AND sender_id IS NOT NULL";
constexpr const char* k_replace =
    "UPDATE pitches SET message = :message, pitch_deck_link = :link WHERE id = :id";

std::optional<moderation::posted_content> delivered(db::tx& t, std::string_view pitch_id) {
  const std::string id(pitch_id);
  std::string sender, message, link;
  soci::indicator has_link = soci::i_null;
  if (!t.fetch(k_select, soci::use(id), soci::into(sender), soci::into(message),
               soci::into(link, has_link))) {
    return std::nullopt;
  }
  const nlohmann::json original{
      {"message", message},
      {"pitchDeckLink", has_link == soci::i_ok ? nlohmann::json(link) : nlohmann::json(nullptr)}};
  return moderation::posted_content{std::move(sender), original.dump()};
}

void replace(db::tx& t, std::string_view pitch_id, const std::string& message,
             const std::optional<std::string>& link) {
  const std::string id(pitch_id);
  soci::indicator has_link = link ? soci::i_ok : soci::i_null;
  const std::string link_text = link.value_or("");
  t.execute(k_replace, soci::use(message), soci::use(link_text, has_link), soci::use(id));
}

void hide(db::tx& t, std::string_view pitch_id) {
  replace(t, pitch_id, std::string(k_removed_pitch), std::nullopt);
}

void put_back(db::tx& t, std::string_view pitch_id, const std::string& original) {
  const auto kept = nlohmann::json::parse(original);
  const auto& link = kept.at("pitchDeckLink");
  replace(t, pitch_id, kept.at("message").get<std::string>(),
          link.is_string() ? std::optional(link.get<std::string>()) : std::nullopt);
}

}  // namespace

const moderation::content_kind k_removable_pitch{.name = "pitch",
                                                 .noun = "pitch",
                                                 .removed_text = k_removed_pitch,
                                                 .posted_of = &delivered,
                                                 .hide = &hide,
                                                 .put_back = &put_back};

void mark_removed(soci::session& sql, std::span<const std::string> pitch_ids,
                  nlohmann::json& items) {
  admin::set_flag(items, "removed",
                  moderation::removed_among(sql, k_removable_pitch.name, pitch_ids));
}

}  // namespace sangam::features::pitches
