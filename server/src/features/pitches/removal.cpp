#include "features/pitches/removal.hpp"

#include <soci/soci.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "features/review_marks.hpp"

namespace sangam::features::pitches {
namespace {

// A pitch keeps its message and deck link as the original; an application (to a mentor or a
// cofounder) its message. Either can be removed once it reached its addressee (approved).
constexpr const char* k_select_pitch =
    "SELECT sender_id, message, pitch_deck_link FROM pitches"
    " WHERE id = :id AND status = 'approved' AND sender_id IS NOT NULL";
constexpr const char* k_replace_pitch =
    "UPDATE pitches SET message = :message, pitch_deck_link = :link WHERE id = :id";
constexpr const char* k_select_application =
    "SELECT sender_id, message FROM applications"
    " WHERE id = :id AND status = 'approved' AND sender_id IS NOT NULL";
constexpr const char* k_replace_application =
    "UPDATE applications SET message = :message WHERE id = :id";

std::optional<moderation::posted_content> delivered_pitch(db::tx& t, std::string_view pitch_id) {
  const std::string id(pitch_id);
  std::string sender, message, link;
  soci::indicator has_link = soci::i_null;
  if (!t.fetch(k_select_pitch, soci::use(id), soci::into(sender), soci::into(message),
               soci::into(link, has_link))) {
    return std::nullopt;
  }
  const nlohmann::json original{
      {"message", message},
      {"pitchDeckLink", has_link == soci::i_ok ? nlohmann::json(link) : nlohmann::json(nullptr)}};
  return moderation::posted_content{std::move(sender), original.dump()};
}

void replace_pitch(db::tx& t, std::string_view pitch_id, const std::string& message,
                   const std::optional<std::string>& link) {
  const std::string id(pitch_id);
  soci::indicator has_link = link ? soci::i_ok : soci::i_null;
  const std::string link_text = link.value_or("");
  t.execute(k_replace_pitch, soci::use(message), soci::use(link_text, has_link), soci::use(id));
}

void hide_pitch(db::tx& t, std::string_view pitch_id) {
  replace_pitch(t, pitch_id, std::string(k_removed_pitch), std::nullopt);
}

void put_back_pitch(db::tx& t, std::string_view pitch_id, const std::string& original) {
  const auto kept = nlohmann::json::parse(original);
  const auto& link = kept.at("pitchDeckLink");
  replace_pitch(t, pitch_id, kept.at("message").get<std::string>(),
                link.is_string() ? std::optional(link.get<std::string>()) : std::nullopt);
}

std::optional<moderation::posted_content> delivered_application(db::tx& t,
                                                                std::string_view application_id) {
  const std::string id(application_id);
  std::string sender, message;
  if (!t.fetch(k_select_application, soci::use(id), soci::into(sender), soci::into(message))) {
    return std::nullopt;
  }
  return moderation::posted_content{std::move(sender), nlohmann::json{{"message", message}}.dump()};
}

void replace_application(db::tx& t, std::string_view application_id, const std::string& message) {
  const std::string id(application_id);
  t.execute(k_replace_application, soci::use(message), soci::use(id));
}

void hide_application(db::tx& t, std::string_view application_id) {
  replace_application(t, application_id, std::string(k_removed_application));
}

void put_back_application(db::tx& t, std::string_view application_id, const std::string& original) {
  replace_application(t, application_id,
                      nlohmann::json::parse(original).at("message").get<std::string>());
}

}  // namespace

const moderation::content_kind k_removable_pitch{.name = "pitch",
                                                 .noun = "pitch",
                                                 .removed_text = k_removed_pitch,
                                                 .posted_of = &delivered_pitch,
                                                 .hide = &hide_pitch,
                                                 .put_back = &put_back_pitch};
const moderation::content_kind k_removable_application{.name = "application",
                                                       .noun = "application",
                                                       .removed_text = k_removed_application,
                                                       .posted_of = &delivered_application,
                                                       .hide = &hide_application,
                                                       .put_back = &put_back_application};

void mark_removed_pitches(soci::session& sql, std::span<const std::string> pitch_ids,
                          nlohmann::json& items) {
  features::set_flag(items, "removed",
                  moderation::removed_among(sql, k_removable_pitch.name, pitch_ids));
}

void mark_removed_applications(soci::session& sql, std::span<const std::string> application_ids,
                               nlohmann::json& items) {
  features::set_flag(items, "removed",
                  moderation::removed_among(sql, k_removable_application.name, application_ids));
}

}  // namespace sangam::features::pitches
