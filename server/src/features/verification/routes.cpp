#include "features/verification/routes.hpp"

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

}  // namespace

void add_routes(http::router& routes, const context& ctx) {
  ctx.personal.add({.table = "verification_steps", .rows = "member_id = :member"});
  ctx.personal.add(
      {.table = "phone_codes", .rows = "member_id = :member", .withheld = {"code_hash"}});
  ctx.personal.add({.table = "sms_outbox", .rows = "member_id = :member"});
  // The document itself is given back by GET /api/me/verification/identity, not in the export.
  ctx.personal.add({.table = "identity_documents",
                    .rows = "member_id = :member",
                    .withheld = {"nonce", "ciphertext"}});
  auto& db = ctx.db;
  auto& writer = ctx.writer;
  auto& events = ctx.events;
  // Runs a change of the member's steps, keeps "fully verified" on the profile in step, and
  // announces the member changed when that moved (cards show the badge; decks re-rank).
  const auto change_steps = [&writer, &events](const std::string& member, const auto& work) {
    const bool moved = writer.run([&](db::tx& t) {
      work(t);
      return sync_verified(t, member);
    });
    if (moved) events.publish(topics::member_changed, member);
  };
  auto vault = std::make_shared<document_vault>(ctx.config);
  auto sms = make_sms_sender(ctx.config);
  auto& code_limit = ctx.limits.get("verification_codes", 3, std::chrono::minutes(15));
  constexpr http::route_options admin_only{.who = http::access::admin};

  routes.add(http::method::get, "/api/me/verification", [&db](const http::request& req) {
    auto sql = db.acquire();
    return http::json_response(200, member_json(load_steps(*sql, req.subject)));
  });

  const auto answer = [&db](const http::request& req) {
    auto sql = db.acquire();
    return http::json_response(200, member_json(load_steps(*sql, req.subject)));
  };

  routes.add(
      http::method::post, "/api/me/verification/phone",
      [&db, &writer, &code_limit, change_steps, sms, answer](const http::request& req) {
        const auto phone = normalized_indian_mobile(text_of(http::parse_json_object(req), "phone"));
        if (const auto d = code_limit.take(req.subject); !d.allowed) {
          throw core::api_error(
              429, "rate_limited",
              fmt::format("Too many codes. Please wait {} seconds.", d.retry_after.count()))
              .with_retry_after(d.retry_after.count());
        }
        change_steps(req.subject,
                     [&](db::tx& t) { start_phone_check(t, req.subject, phone, core::now()); });
        deliver_sms(db, writer, *sms);
        return answer(req);
      });

  routes.add(http::method::post, "/api/me/verification/phone/confirm",
             [change_steps, answer](const http::request& req) {
               const auto code = text_of(http::parse_json_object(req), "code");
               code_outcome outcome;
               change_steps(req.subject, [&](db::tx& t) {
                 outcome = confirm_phone(t, req.subject, code, core::now());
               });
               switch (outcome.result) {
                 case code_check::confirmed:
                   return answer(req);
                 case code_check::wrong:
                   throw core::api_error(
                       400, "wrong_code",
                       fmt::format("That code is not right. {} tries left.", outcome.tries_left),
                       {{"code", "That code is not right."}});
                 case code_check::expired:
                   throw core::api_error(410, "code_expired",
                                         "This code has expired. Ask for a new one.");
                 case code_check::none_sent:
                   throw core::api_error(404, "not_found", "Ask for a code first.");
               }
               return answer(req);
             });

  routes.add(http::method::put, "/api/me/verification/linkedin",
             [change_steps, answer](const http::request& req) {
               const auto url = linkedin_url(text_of(http::parse_json_object(req), "linkedinUrl"));
               change_steps(req.subject, [&](db::tx& t) {
                 submit_step(t, req.subject, "linkedin", {{"url", url}});
               });
               return answer(req);
             });

  routes.add(http::method::put, "/api/me/verification/company",
             [change_steps, answer](const http::request& req) {
               const auto info = company_info(http::parse_json_object(req));
               change_steps(req.subject,
                            [&](db::tx& t) { submit_step(t, req.subject, "company", info); });
               return answer(req);
             });

  routes.add(http::method::put, "/api/me/verification/identity",
             [change_steps, vault, answer](const http::request& req) {
               const auto d = document_sent(req);
               change_steps(req.subject, [&](db::tx& t) {
                 // The step before the document: the same order as a decision, which holds the
                 // step's row and then deletes the document.
                 const int revision =
                     submit_step(t, req.subject, "identity",
                                 {{"fileName", d.file_name}, {"contentType", d.content_type}});
                 store_document(t, *vault, req.subject, revision, d);
               });
               return answer(req);
             },
             {.body_limit = k_document_max});

  // The owner may look at what they sent, until it is reviewed.
  routes.add(http::method::get, "/api/me/verification/identity",
             [&db, vault](const http::request& req) {
               auto sql = db.acquire();
               auto d = load_document(*sql, *vault, req.subject);
               if (!d) throw core::api_error::not_found();
               return file_response(std::move(*d));
             });

  routes.add(http::method::put, "/api/me/verification/video",
             [change_steps, answer](const http::request& req) {
               const auto slot =
                   video_slot(text_of(http::parse_json_object(req), "slot"), core::now());
               change_steps(req.subject, [&](db::tx& t) {
                 submit_step(t, req.subject, "video", {{"slot", slot}});
               });
               return answer(req);
             });

  routes.add(
      http::method::get, "/api/admin/verification",
      [&db](const http::request&) {
        constexpr int k_page = 200;
        auto sql = db.acquire();
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
      },
      admin_only);

  routes.add(
      http::method::get, "/api/admin/verification/:memberId/identity",
      [&db, vault](const http::request& req) {
        // ?revision=: the document of the revision under review, not one sent since.
        const auto revision =
            http::int_query_param(req.query, "revision", 0, 0, std::numeric_limits<int>::max());
        auto sql = db.acquire();
        auto d = load_document(*sql, *vault, req.param("memberId"));
        if (!d) throw core::api_error::not_found();
        if (revision != 0 && d->revision != revision) throw sent_again();
        return file_response(std::move(*d));
      },
      admin_only);

  routes.add(
      http::method::post, "/api/admin/verification/:memberId/:step/decision",
      [&db, change_steps](const http::request& req) {
        const std::string member(req.param("memberId")), step(req.param("step"));
        if (!is_reviewed(step)) throw core::api_error::not_found();
        const auto body = http::parse_json_object(req);
        const auto status = text_of(body, "status");
        if (status != "completed" && status != "failed") {
          throw core::api_error::validation({{"status", "Choose completed or failed."}});
        }
        std::optional<std::string> reason;
        if (auto text = std::string(core::trim(text_of(body, "reason"))); !text.empty()) {
          if (core::utf8_length(text) > 300) {
            throw core::api_error::validation({{"reason", "At most 300 characters."}});
          }
          reason = std::move(text);
        }
        if (status == "failed" && !reason) {
          throw core::api_error::validation({{"reason", "Say why, for the member."}});
        }
        const int revision = reviewed_revision(body);
        change_steps(member, [&](db::tx& t) {
          switch (decide_step(t, member, step, revision, status, reason)) {
            case decision_outcome::decided:
              break;
            case decision_outcome::stale:
              throw sent_again();
            case decision_outcome::none_waiting:
              throw core::api_error::not_found();
          }
          // Reviewed: the document is not kept (a newer one would be another revision's).
          if (step == "identity") delete_document(t, member, revision);
          db::record_audit(t, {.actor_kind = "admin",
                               .actor_id = req.subject,
                               .action = "verification." + status,
                               .target_kind = "verification_" + step,
                               .target_id = member,
                               .to_status = status});
        });
        auto sql = db.acquire();
        return http::json_response(200, member_json(load_steps(*sql, member)));
      },
      admin_only);
}

}  // namespace sangam::features::verification
