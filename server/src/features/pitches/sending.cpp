#include "features/pitches/sending.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include <algorithm>
#include <array>
#include <span>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "core/text.hpp"
#include "db/rows.hpp"
#include "features/moderation/blocks.hpp"
#include "features/pitches/people.hpp"
#include "features/profiles/directory.hpp"
#include "features/profiles/members.hpp"
#include "features/profiles/profile_lookup.hpp"
#include "http/json_body.hpp"

namespace sangam::features::pitches {
namespace {

using nlohmann::json;

#define SANGAM_OPEN_FROM(table)                \
  "SELECT COUNT(*) FROM " #table               \
  " WHERE sender_id = :me AND target_id = :id" \
  " AND (status = 'pending' OR (status = 'approved' AND response IS NULL))"
constexpr const char* k_open_pitches = SANGAM_OPEN_FROM(pitches);
constexpr const char* k_open_applications = SANGAM_OPEN_FROM(applications);
#undef SANGAM_OPEN_FROM
constexpr const char* k_insert_pitch =
    "INSERT INTO pitches (id, founder_email, target_type, target_id, target_name, message,"
    " pitch_deck_link, status, created_at, updated_at, sender_id) VALUES (:id, :email,"
    " 'investor', :target, :name, :message, :link, 'pending', :at, :at2, :sender)";
constexpr const char* k_insert_application =
    "INSERT INTO applications (id, founder_email, target_type, target_id, target_name, message,"
    " status, created_at, updated_at, sender_id) VALUES (:id, :email, :type, :target, :name,"
    " :message, 'pending', :at, :at2, :sender)";
// What the sender sees of each: the target as they are now (profiles_by_id), or as named when
// sent.
#define SANGAM_SENT_FROM(table, link)                                        \
  "SELECT x.id, x.target_type, x.target_id, x.target_name, x.message, " link \
  ", x.status,"                                                              \
  " x.response, x.response_note, x.created_at, x.updated_at FROM " #table    \
  " x WHERE x.sender_id = :me"
constexpr const char* k_sent_pitches = SANGAM_SENT_FROM(pitches, "x.pitch_deck_link");
constexpr const char* k_sent_applications = SANGAM_SENT_FROM(applications, "CAST(NULL AS TEXT)");
constexpr const char* k_one_pitch =
    SANGAM_SENT_FROM(pitches, "x.pitch_deck_link") " AND x.id = :id";
constexpr const char* k_one_application =
    SANGAM_SENT_FROM(applications, "CAST(NULL AS TEXT)") " AND x.id = :id";
#undef SANGAM_SENT_FROM

const char* blank_message(target_kind kind) {
  return kind == target_kind::mentor ? "Please write an application message."
                                     : "Please write a pitch message.";
}

bool is_web_address(std::string_view link) {
  const auto lower = core::ascii_lower(link);
  const auto rest = lower.starts_with("https://")  ? std::string_view(lower).substr(8)
                    : lower.starts_with("http://") ? std::string_view(lower).substr(7)
                                                   : std::string_view();
  return !rest.empty() && rest.front() != '/' &&
         link.find_first_of(" \t\r\n") == std::string_view::npos;
}

bool of_kind(target_kind kind, const std::optional<std::string>& role,
             const std::vector<std::string>& goals) {
  switch (kind) {
    case target_kind::mentor:
      return role == "Mentor";
    case target_kind::investor:
      return role == "Investor";
    default:
      return (!role || role == "Founder") &&
             std::find(goals.begin(), goals.end(), "Find Co-founder") != goals.end();
  }
}

// The target's name when the target may receive this kind from the sender; api_error 404
// otherwise, the same answer whatever the reason.
std::string target_name(soci::session& sql, std::string_view sender_id, const outgoing_pitch& p) {
  if (p.target_id == sender_id) throw core::api_error::not_found();
  const auto target = profiles::profile_of(sql, p.target_id);
  if (!target || !target->approved || !target->visible ||
      !of_kind(p.kind, target->member_role, target->goals) ||
      moderation::blocked_between(sql, sender_id, p.target_id)) {
    throw core::api_error::not_found();
  }
  return profiles::full_name(target->first_name, target->last_name);
}

bool has_open(db::tx& t, const std::string& sender_id, const std::string& target_id) {
  long long pitches = 0, applications = 0;
  t.fetch(k_open_pitches, soci::use(sender_id), soci::use(target_id), soci::into(pitches));
  t.fetch(k_open_applications, soci::use(sender_id), soci::use(target_id),
          soci::into(applications));
  return pitches + applications > 0;
}

sent_pitch read_sent(const soci::row& r) {
  return {.id = r.get<std::string>(0),
          .kind = target_kind_from(r.get<std::string>(1)).value_or(target_kind::investor),
          .target_id = db::text_at(r, 2).value_or(""),
          .target_name = db::text_at(r, 3).value_or(""),
          .message = r.get<std::string>(4),
          .pitch_deck_link = db::text_at(r, 5),
          .status = r.get<std::string>(6),
          .response = db::text_at(r, 7),
          .response_note = db::text_at(r, 8),
          .created_at = r.get<std::string>(9),
          .updated_at = r.get<std::string>(10)};
}

// The targets as they are now, those still members.
void describe_targets(soci::session& sql, std::span<sent_pitch> sent) {
  std::vector<std::string> ids;
  ids.reserve(sent.size());
  for (const auto& p : sent) ids.push_back(p.target_id);
  const auto targets = profiles::profiles_by_id(sql, ids);
  for (auto& p : sent) {
    const auto target = targets.find(p.target_id);
    if (target == targets.end()) continue;
    const auto summary = summary_of(target->second);
    if (!target->second.first_name.empty() || !target->second.last_name.empty()) {
      p.target_name = summary.name;
    }
    p.target_title = summary.title;
    p.target_company = summary.company;
    p.target_photo_url = summary.photo_url;
  }
}

}  // namespace

outgoing_pitch read_outgoing_pitch(const json& body) {
  const auto kind = target_kind_from(http::string_or_empty(body, "kind"));
  if (!kind) {
    throw core::api_error::validation(
        {{"kind", "Say whom it is for: cofounder, mentor or investor."}});
  }
  core::field_errors errors;
  outgoing_pitch out{.kind = *kind, .target_id = http::string_or_empty(body, "targetId")};
  if (out.target_id.empty()) errors["targetId"] = "Say whom it is for.";
  const auto message = body.find("message");
  if (message == body.end() || !message->is_string() ||
      core::trim(message->get_ref<const std::string&>()).empty()) {
    errors["message"] = blank_message(*kind);
  } else {
    out.message = std::string(core::trim(message->get_ref<const std::string&>()));
    if (core::utf8_length(out.message) > k_message_max) {
      errors["message"] = "A message can be at most 2000 characters.";
    }
  }
  const auto link = body.find("pitchDeckLink");
  if (is_pitch(*kind) && link != body.end() && !link->is_null()) {
    const auto text =
        link->is_string() ? core::trim(link->get_ref<const std::string&>()) : std::string_view("-");
    if (!text.empty()) {
      if (!is_web_address(text) || core::utf8_length(text) > k_deck_link_max) {
        errors["pitchDeckLink"] =
            "A pitch-deck link must be an http or https address of at most 500 characters.";
      } else {
        out.pitch_deck_link = std::string(text);
      }
    }
  }
  if (!errors.empty()) throw core::api_error::validation(std::move(errors));
  return out;
}

json to_json(const sent_pitch& p) {
  using http::or_null;
  return {{"id", p.id},
          {"kind", name_of(p.kind)},
          {"target",
           {{"id", p.target_id},
            {"name", p.target_name},
            {"title", or_null(p.target_title)},
            {"company", or_null(p.target_company)},
            {"photoUrl", or_null(p.target_photo_url)}}},
          {"message", p.message},
          {"pitchDeckLink", or_null(p.pitch_deck_link)},
          {"status", p.status},
          {"response", or_null(p.response)},
          {"responseNote", or_null(p.response_note)},
          {"createdAt", p.created_at},
          {"updatedAt", p.updated_at}};
}

send_result send_pitch(db::tx& t, std::string_view sender_id, const outgoing_pitch& p) {
  auto& sql = t.sql();
  const std::string me(sender_id);
  const auto name = target_name(sql, me, p);
  const auto now = core::now();
  // The allowance row first: this sender's sends run one after the other from here, so the
  // open-pitch check below sees every earlier send.
  hold_allowance(t, me, now);
  if (has_open(t, me, p.target_id)) {
    throw core::api_error(409, "already_open",
                          fmt::format("You already have an open pitch to {}.", name));
  }
  auto left = spend_allowance(t, me, now);
  const auto email = profiles::email_of(sql, me).value_or("");
  const std::string id = core::new_uuid_v7(), at = core::to_iso8601(now);
  if (is_pitch(p.kind)) {
    soci::indicator link_ind = p.pitch_deck_link ? soci::i_ok : soci::i_null;
    const std::string link = p.pitch_deck_link.value_or("");
    t.execute(k_insert_pitch, soci::use(id), soci::use(email), soci::use(p.target_id),
              soci::use(name), soci::use(p.message), soci::use(link, link_ind), soci::use(at),
              soci::use(at), soci::use(me));
  } else {
    const std::string type(name_of(p.kind));
    t.execute(k_insert_application, soci::use(id), soci::use(email), soci::use(type),
              soci::use(p.target_id), soci::use(name), soci::use(p.message), soci::use(at),
              soci::use(at), soci::use(me));
  }
  soci::rowset<soci::row> rows =
      (sql.prepare << (is_pitch(p.kind) ? k_one_pitch : k_one_application), soci::use(me),
       soci::use(id));
  for (const auto& r : rows) {
    std::array sent{read_sent(r)};
    describe_targets(sql, sent);
    return {std::move(sent[0]), left};
  }
  throw std::logic_error("a stored pitch was not found");
}

std::vector<sent_pitch> sent_by(soci::session& sql, std::string_view sender_id) {
  const std::string me(sender_id);
  std::vector<sent_pitch> sent;
  for (const auto* query : {k_sent_pitches, k_sent_applications}) {
    soci::rowset<soci::row> rows = (sql.prepare << query, soci::use(me));
    for (const auto& r : rows) sent.push_back(read_sent(r));
  }
  describe_targets(sql, sent);
  std::sort(sent.begin(), sent.end(), [](const sent_pitch& a, const sent_pitch& b) {
    return a.created_at != b.created_at ? a.created_at > b.created_at : a.id > b.id;
  });
  return sent;
}

sent_counts count_sent(soci::session& sql, std::string_view sender_id, const std::string& since) {
  const std::string id(sender_id);
  sent_counts n;
  sql << "SELECT COUNT(*) FROM applications WHERE sender_id = :m AND target_type = 'mentor'"
         " AND created_at >= :since",
      soci::use(id), soci::use(since), soci::into(n.mentorship_applications);
  sql << "SELECT COUNT(*) FROM pitches WHERE sender_id = :m AND created_at >= :since",
      soci::use(id), soci::use(since), soci::into(n.investor_pitches);
  return n;
}

}  // namespace sangam::features::pitches
