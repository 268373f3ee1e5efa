#include "features/verification/feature.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <limits>
#include <memory>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
#include "db/audit.hpp"
#include "features/profiles/members.hpp"
#include "features/verification/documents.hpp"
#include "features/verification/phone.hpp"
#include "features/verification/steps.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::verification {
namespace {

using nlohmann::json;

// "+91 ••••••3210": enough for the member to recognise it.
std::string masked(const std::string& phone) {
  return phone.size() > 4 ? "+91 ••••••" + phone.substr(phone.size() - 4) : phone;
}

json member_step_json(const step_state& s) {
  json detail = s.detail;
  if (s.id == "phone" && detail.contains("phone")) {
    detail = {{"phone", masked(detail["phone"].get<std::string>())}};
  }
  return {{"id", s.id},
          {"status", s.status},
          {"reason", s.reason ? json(*s.reason) : json(nullptr)},
          {"detail", std::move(detail)}};
}

json member_json(const std::vector<step_state>& steps) {
  json list = json::array();
  int completed = 0;
  for (const auto& s : steps) {
    list.push_back(member_step_json(s));
    completed += s.status == "completed" ? 1 : 0;
  }
  return {
      {"steps", std::move(list)}, {"completed", completed}, {"verified", fully_verified(steps)}};
}

std::string text_of(const json& body, const char* key) {
  return body.contains(key) && body[key].is_string() ? body[key].get<std::string>() : "";
}

http::response file_response(document d) {
  return {
      .status = 200,
      .body = std::move(d.bytes),
      .content_type = d.content_type,
      .headers = {{"Content-Disposition", fmt::format("attachment; filename=\"{}\"", d.file_name)},
                  {"Cache-Control", "no-store"}}};
}

std::string_view type_name(std::string_view content_type) {
  if (content_type == "application/pdf") return "PDF";
  return content_type == "image/png" ? "PNG" : "JPG";
}

// A file name safe for a header: letters, digits, dot, dash and underscore.
std::string safe_file_name(std::string_view name) {
  std::string out;
  for (const char c : name) {
    const bool ok = std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_';
    out += ok ? c : '_';
    if (out.size() == 80) break;
  }
  return out.empty() ? "identity-document" : out;
}

// The identity document of a PUT: an accepted type (415 otherwise), not empty, and content that
// is what the type says (415 naming the field: a renamed file is refused, not kept).
document document_sent(const http::request& req) {
  const auto type = std::string(core::trim(req.content_type.substr(0, req.content_type.find(';'))));
  if (!is_document_type(type)) {
    throw core::api_error(415, "unsupported_document", "Please choose a JPG, PNG or PDF file.");
  }
  if (req.body.empty()) {
    throw core::api_error::validation({{"document", "The file is empty."}});
  }
  if (!content_matches(type, req.body)) {
    throw core::api_error(
        415, "unsupported_document", "Please choose a JPG, PNG or PDF file.",
        {{"document", fmt::format("This file is not the {} it says it is.", type_name(type))}});
  }
  return {.file_name = safe_file_name(http::query_param(req.query, "name").value_or("")),
          .content_type = type,
          .bytes = req.body};
}

// The revision of the step the administrator reviewed, as GET /api/admin/verification gave it.
int reviewed_revision(const json& body) {
  const auto& r = body.contains("revision") ? body["revision"] : json();
  if (!r.is_number_integer() || r.get<long long>() < 1 ||
      r.get<long long>() > std::numeric_limits<int>::max()) {
    throw core::api_error::validation(
        {{"revision", "The revision you reviewed, as the list of steps gave it."}});
  }
  return r.get<int>();
}

core::api_error sent_again() {
  return {409, "revision_changed",
          "The member sent this step again after you opened it. Review what they sent now."};
}

// A decision's body, checked: the status, the reason (needed when failed) and the revision the
// administrator reviewed.
struct decision final {
  std::string status;
  std::optional<std::string> reason;
  int revision = 0;
};

decision decision_sent(const http::request& req) {
  const auto body = http::parse_json_object(req);
  decision d{.status = text_of(body, "status")};
  if (d.status != "completed" && d.status != "failed") {
    throw core::api_error::validation({{"status", "Choose completed or failed."}});
  }
  if (auto text = std::string(core::trim(text_of(body, "reason"))); !text.empty()) {
    if (core::utf8_length(text) > 300) {
      throw core::api_error::validation({{"reason", "At most 300 characters."}});
    }
    d.reason = std::move(text);
  }
  if (d.status == "failed" && !d.reason) {
    throw core::api_error::validation({{"reason", "Say why, for the member."}});
  }
  d.revision = reviewed_revision(body);
  return d;
}

struct services final {
  context ctx;
  std::shared_ptr<document_vault> vault;
  std::shared_ptr<sms_sender> sms;
  http::rate_limiter& codes_per_member;

  // Runs a change of the member's steps, keeps "fully verified" on the profile in step, and
  // announces the member changed when that moved (cards show the badge; decks re-rank).
  template <typename Work>
  void change_steps(const std::string& member, const Work& work) const {
    const bool moved = ctx.writer.run([&](db::tx& t) {
      work(t);
      return sync_verified(t, member);
    });
    if (moved) ctx.events.publish(topics::member_changed, member);
  }

  http::response steps_of(const std::string& member) const {
    auto sql = ctx.db.acquire();
    return http::json_response(200, member_json(load_steps(*sql, member)));
  }
};

using http::request;
using http::response;

response mine(const services& s, const request& req) {
  return s.steps_of(req.subject);
}

response send_code(const services& s, const request& req) {
  const auto phone = normalized_indian_mobile(text_of(http::parse_json_object(req), "phone"));
  if (const auto d = s.codes_per_member.take(req.subject); !d.allowed) {
    throw core::api_error(
        429, "rate_limited",
        fmt::format("Too many codes. Please wait {} seconds.", d.retry_after.count()))
        .with_retry_after(d.retry_after.count());
  }
  s.change_steps(req.subject,
                 [&](db::tx& t) { start_phone_check(t, req.subject, phone, core::now()); });
  deliver_sms(s.ctx.db, s.ctx.writer, *s.sms);
  return s.steps_of(req.subject);
}

response confirm_code(const services& s, const request& req) {
  const auto code = text_of(http::parse_json_object(req), "code");
  code_outcome outcome;
  s.change_steps(req.subject,
                 [&](db::tx& t) { outcome = confirm_phone(t, req.subject, code, core::now()); });
  switch (outcome.result) {
    case code_check::confirmed:
      break;
    case code_check::wrong:
      throw core::api_error(
          400, "wrong_code",
          fmt::format("That code is not right. {} tries left.", outcome.tries_left),
          {{"code", "That code is not right."}});
    case code_check::expired:
      throw core::api_error(410, "code_expired", "This code has expired. Ask for a new one.");
    case code_check::none_sent:
      throw core::api_error(404, "not_found", "Ask for a code first.");
  }
  return s.steps_of(req.subject);
}

response send_linkedin(const services& s, const request& req) {
  const auto url = linkedin_url(text_of(http::parse_json_object(req), "linkedinUrl"));
  s.change_steps(req.subject, [&](db::tx& t) {
    submit_step(t, req.subject, "linkedin", {{"url", url}});
  });
  return s.steps_of(req.subject);
}

response send_company(const services& s, const request& req) {
  const auto info = company_info(http::parse_json_object(req));
  s.change_steps(req.subject, [&](db::tx& t) { submit_step(t, req.subject, "company", info); });
  return s.steps_of(req.subject);
}

response send_identity(const services& s, const request& req) {
  const auto d = document_sent(req);
  s.change_steps(req.subject, [&](db::tx& t) {
    // The step before the document: the same order as a decision, which holds the step's row
    // and then deletes the document.
    const int revision = submit_step(t, req.subject, "identity",
                                     {{"fileName", d.file_name}, {"contentType", d.content_type}});
    store_document(t, *s.vault, req.subject, revision, d);
  });
  return s.steps_of(req.subject);
}

// The owner may look at what they sent, until it is reviewed.
response my_identity(const services& s, const request& req) {
  auto sql = s.ctx.db.acquire();
  auto d = load_document(*sql, *s.vault, req.subject);
  if (!d) throw core::api_error::not_found();
  return file_response(std::move(*d));
}

response book_video(const services& s, const request& req) {
  const auto slot = video_slot(text_of(http::parse_json_object(req), "slot"), core::now());
  s.change_steps(req.subject, [&](db::tx& t) {
    submit_step(t, req.subject, "video", {{"slot", slot}});
  });
  return s.steps_of(req.subject);
}

response review_list(const services& s, const request&) {
  constexpr int k_page = 200;
  auto sql = s.ctx.db.acquire();
  json items = json::array();
  for (const auto& item : awaiting_review(*sql, k_page)) {
    items.push_back({{"memberId", item.member_id},
                     {"name", profiles::name_of(*sql, item.member_id)},
                     {"step", item.step},
                     {"detail", item.detail},
                     {"submittedAt", item.submitted_at},
                     {"revision", item.revision}});
  }
  return http::json_response(200, {{"items", std::move(items)}});
}

response review_identity(const services& s, const request& req) {
  // ?revision=: the document of the revision under review, not one sent since.
  const auto revision =
      http::int_query_param(req.query, "revision", 0, 0, std::numeric_limits<int>::max());
  auto sql = s.ctx.db.acquire();
  auto d = load_document(*sql, *s.vault, req.param("memberId"));
  if (!d) throw core::api_error::not_found();
  if (revision != 0 && d->revision != revision) throw sent_again();
  return file_response(std::move(*d));
}

response decide(const services& s, const request& req) {
  const std::string member(req.param("memberId")), step(req.param("step"));
  if (!is_reviewed(step)) throw core::api_error::not_found();
  const auto d = decision_sent(req);
  s.change_steps(member, [&](db::tx& t) {
    switch (decide_step(t, member, step, d.revision, d.status, d.reason)) {
      case decision_outcome::decided:
        break;
      case decision_outcome::stale:
        throw sent_again();
      case decision_outcome::none_waiting:
        throw core::api_error::not_found();
    }
    // Reviewed: the document is not kept (a newer one would be another revision's).
    if (step == "identity") delete_document(t, member, d.revision);
    db::record_audit(t, {.actor_kind = "admin",
                         .actor_id = req.subject,
                         .action = "verification." + d.status,
                         .target_kind = "verification_" + step,
                         .target_id = member,
                         .to_status = d.status});
  });
  return s.steps_of(member);
}

using http::method;
constexpr auto k_admin = http::access::admin;

constexpr route<services> k_routes[] = {
    {.verb = method::get, .path = "/api/me/verification", .answer = &mine},
    {.verb = method::post, .path = "/api/me/verification/phone", .answer = &send_code},
    {.verb = method::post, .path = "/api/me/verification/phone/confirm", .answer = &confirm_code},
    {.verb = method::put, .path = "/api/me/verification/linkedin", .answer = &send_linkedin},
    {.verb = method::put, .path = "/api/me/verification/company", .answer = &send_company},
    {.verb = method::put,
     .path = "/api/me/verification/identity",
     .answer = &send_identity,
     .body_limit = k_document_max},
    {.verb = method::get, .path = "/api/me/verification/identity", .answer = &my_identity},
    {.verb = method::put, .path = "/api/me/verification/video", .answer = &book_video},
    {.verb = method::get,
     .path = "/api/admin/verification",
     .answer = &review_list,
     .who = k_admin},
    {.verb = method::get,
     .path = "/api/admin/verification/:memberId/identity",
     .answer = &review_identity,
     .who = k_admin},
    {.verb = method::post,
     .path = "/api/admin/verification/:memberId/:step/decision",
     .answer = &decide,
     .who = k_admin},
};

void install(http::router& routes, const context& ctx) {
  ctx.personal.add({.table = "verification_steps", .rows = "member_id = :member"});
  ctx.personal.add(
      {.table = "phone_codes", .rows = "member_id = :member", .withheld = {"code_hash"}});
  ctx.personal.add({.table = "sms_outbox", .rows = "member_id = :member"});
  // The document itself is given back by GET /api/me/verification/identity, not in the export.
  ctx.personal.add({.table = "identity_documents",
                    .rows = "member_id = :member",
                    .withheld = {"nonce", "ciphertext"}});
  add_routes(
      routes, ctx,
      std::make_shared<const services>(services{
          .ctx = ctx,
          .vault = std::make_shared<document_vault>(ctx.config),
          .sms = make_sms_sender(ctx.config),
          .codes_per_member = ctx.limits.get("verification_codes", 3, std::chrono::minutes(15))}),
      k_routes);
}

}  // namespace

const feature k_feature{.name = "verification", .install = &install};

}  // namespace sangam::features::verification
