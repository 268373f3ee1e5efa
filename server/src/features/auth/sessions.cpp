#include "features/auth/sessions.hpp"

#include <soci/soci.h>
#include <sodium.h>
#include <nlohmann/json.hpp>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "http/cookies.hpp"
#include "http/session_sockets.hpp"

namespace sangam::features::auth {
namespace {

constexpr const char* k_insert_session =
    "INSERT INTO sessions (token_hash, subject_kind, subject_id, created_at, last_seen_at,"
    " expires_at, client_ip) VALUES (:hash, :kind, :subject, :now, :now2, :expires, :ip)";
constexpr const char* k_list_member_sessions =
    "SELECT token_hash, created_at, last_seen_at, client_ip FROM sessions"
    " WHERE subject_kind = 'member' AND subject_id = :m AND expires_at > :now"
    " ORDER BY last_seen_at DESC";
constexpr const char* k_delete_member_session =
    "DELETE FROM sessions WHERE token_hash = :hash AND subject_kind = 'member' AND subject_id = :m";
constexpr const char* k_delete_other_sessions =
    "DELETE FROM sessions WHERE subject_kind = 'member' AND subject_id = :m AND token_hash <> "
    ":hash";
constexpr std::size_t k_session_id_length = 32;
constexpr const char* k_select_session =
    "SELECT subject_id, last_seen_at, expires_at FROM sessions"
    " WHERE token_hash = :hash AND subject_kind = :kind";
constexpr const char* k_touch_session =
    "UPDATE sessions SET last_seen_at = :now WHERE token_hash = :hash";
constexpr const char* k_delete_session = "DELETE FROM sessions WHERE token_hash = :hash";

const char* kind_name(subject_kind kind) {
  return kind == subject_kind::admin ? "admin" : "member";
}

// The channel every instance hears ended sessions on.
constexpr std::string_view k_sessions_channel = "sessions";

}  // namespace

void session_announcer::ended(std::string_view subject,
                              const std::vector<std::string>& hashes) const {
  if (hashes.empty()) return;
  recent_.forget(hashes);
  // A notice is small (db::channel::k_max_payload): a long list goes as "all but none kept",
  // which only closes more sockets of the same subject than needed, never fewer.
  if (hashes.size() > 64) return all_ended(subject);
  channel_.publish(nlohmann::json{{"subject", subject}, {"sessions", hashes}}.dump());
}

void session_announcer::all_ended(std::string_view subject, std::string_view keep_hash) const {
  recent_.forget_all(subject, keep_hash);
  channel_.publish(nlohmann::json{{"subject", subject}, {"all", true}, {"keep", keep_hash}}.dump());
}

session_announcer announcer_of(const context& ctx) {
  return session_announcer(ctx.live.get(k_sessions_channel), ctx.sockets.recent());
}

void close_sockets_of_ended_sessions(const context& ctx) {
  ctx.live.get(k_sessions_channel).subscribe([&sockets = ctx.sockets](std::string_view payload) {
    const auto notice = nlohmann::json::parse(payload, nullptr, false);
    if (!notice.is_object() || !notice.contains("subject") || !notice["subject"].is_string()) {
      return;
    }
    const auto& subject = notice["subject"].get_ref<const std::string&>();
    if (notice.value("all", false)) {
      sockets.end_all(subject, notice.value("keep", ""));
      return;
    }
    std::vector<std::string> hashes;
    for (const auto& hash : notice.value("sessions", nlohmann::json::array())) {
      if (hash.is_string()) hashes.push_back(hash.get<std::string>());
    }
    sockets.end(subject, hashes);
  });
}

const session_policy& policy_for(subject_kind kind) {
  return kind == subject_kind::admin ? k_admin_sessions : k_member_sessions;
}

std::string token_hash(std::string_view token) {
  unsigned char digest[crypto_hash_sha256_BYTES];
  crypto_hash_sha256(digest, reinterpret_cast<const unsigned char*>(token.data()), token.size());
  char hex[crypto_hash_sha256_BYTES * 2 + 1];
  sodium_bin2hex(hex, sizeof hex, digest, sizeof digest);
  return hex;
}

std::string create_session(db::tx& t, subject_kind kind, std::string_view subject_id,
                           std::string_view client_ip) {
  const auto token = core::random_hex(32);
  const auto hash = token_hash(token);
  const auto now = core::now();
  const std::string at = core::to_iso8601(now);
  const std::string expires = core::to_iso8601(now + policy_for(kind).absolute);
  const std::string kind_text = kind_name(kind);
  const std::string subject(subject_id);
  const std::string ip(client_ip);
  soci::indicator ip_ind = ip.empty() ? soci::i_null : soci::i_ok;
  t.execute(k_insert_session, soci::use(hash), soci::use(kind_text), soci::use(subject),
            soci::use(at), soci::use(at), soci::use(expires), soci::use(ip, ip_ind));
  return token;
}

std::optional<http::caller> find_session(db::pool& db, db::writer& writer,
                                         const session_announcer& announce, subject_kind kind,
                                         const http::request& req) {
  const auto& policy = policy_for(kind);
  const auto token = http::cookie_value(req.cookie, policy.cookie_name);
  if (token.size() != 64) return std::nullopt;
  const auto hash = token_hash(token);
  const std::string kind_text = kind_name(kind);
  std::string subject, last_seen, expires;
  soci::indicator found = soci::i_null;
  {
    auto sql = db.acquire();
    *sql << k_select_session, soci::use(hash), soci::use(kind_text), soci::into(subject, found),
        soci::into(last_seen), soci::into(expires);
    if (!sql->got_data() || found != soci::i_ok) return std::nullopt;
  }
  const auto now = core::now();
  const auto seen = core::from_iso8601(last_seen);
  const auto ends = core::from_iso8601(expires);
  if (!seen || !ends || now >= *ends || now - *seen >= policy.idle) {
    writer.run([&](db::tx& t) { t.execute(k_delete_session, soci::use(hash)); });
    announce.ended(subject, {hash});
    return std::nullopt;
  }
  if (now - *seen > std::chrono::minutes(1)) {  // a write at most once a minute per session
    const std::string at = core::to_iso8601(now);
    writer.run([&](db::tx& t) { t.execute(k_touch_session, soci::use(at), soci::use(hash)); });
  }
  return http::caller{.subject = std::move(subject), .session = hash, .session_ends = *ends};
}

void end_session(db::writer& writer, const session_announcer& announce, subject_kind kind,
                 const http::request& req) {
  const auto token = http::cookie_value(req.cookie, policy_for(kind).cookie_name);
  if (token.size() != 64) return;
  const auto hash = token_hash(token);
  const std::string kind_text = kind_name(kind);
  std::string subject;
  soci::indicator found = soci::i_null;
  writer.run([&](db::tx& t) {
    t.sql() << "SELECT subject_id FROM sessions WHERE token_hash = :hash AND subject_kind = :kind",
        soci::use(hash), soci::use(kind_text), soci::into(subject, found);
    t.execute(k_delete_session, soci::use(hash));
  });
  if (found == soci::i_ok) announce.ended(subject, {hash});
}

std::string session_cookie(subject_kind kind, std::string_view token, bool secure) {
  const auto& policy = policy_for(kind);
  return http::set_cookie(policy.cookie_name, token,
                          {.max_age = policy.absolute, .secure = secure});
}

std::string clearing_cookie(subject_kind kind, bool secure) {
  return http::set_cookie(policy_for(kind).cookie_name, "", {.max_age = {}, .secure = secure});
}

}  // namespace sangam::features::auth

namespace sangam::features::auth {

http::authenticator session_authenticator(db::pool& db, db::writer& writer,
                                          session_announcer announce, http::session_cache& recent) {
  return [&db, &writer, announce, &recent](http::access who,
                                           const http::request& req) -> http::caller {
    const auto session = [&](subject_kind kind) {
      auto found = find_session(db, writer, announce, kind, req);
      if (found) recent.remember(kind_name(kind), *found);
      return found;
    };
    if (who != http::access::member) {
      if (auto admin = session(subject_kind::admin)) return std::move(*admin);
    }
    auto member = session(subject_kind::member);
    if (member && who != http::access::admin) return std::move(*member);
    if (member) throw core::api_error(403, "forbidden", "This needs an administrator.");
    throw core::api_error(401, "unauthenticated", "Please sign in to continue.");
  };
}

http::recaller session_recaller(const http::session_cache& recent) {
  return [&recent](http::access who, const http::request& req) -> std::optional<http::caller> {
    const auto session = [&](subject_kind kind) -> std::optional<http::caller> {
      const auto token = http::cookie_value(req.cookie, policy_for(kind).cookie_name);
      if (token.size() != 64) return std::nullopt;
      return recent.recall(kind_name(kind), token_hash(token));
    };
    if (who != http::access::member) {
      if (auto admin = session(subject_kind::admin)) return admin;
    }
    // A member on an administrator's route is refused by the authenticator, not here.
    if (who == http::access::admin) return std::nullopt;
    return session(subject_kind::member);
  };
}

std::optional<std::string> member_last_seen(soci::session& sql, std::string_view member_id) {
  const std::string id(member_id);
  std::string at;
  soci::indicator ind = soci::i_null;
  sql << "SELECT MAX(last_seen_at) FROM sessions WHERE subject_kind = 'member' AND subject_id = "
         ":id",
      soci::use(id), soci::into(at, ind);
  if (ind != soci::i_ok) return std::nullopt;
  return at;
}

namespace {

// The SHA-256 of the request's member session token; empty without one.
std::string current_hash(const http::request& req) {
  const auto token = http::cookie_value(req.cookie, k_member_sessions.cookie_name);
  return token.size() == 64 ? token_hash(token) : std::string();
}

}  // namespace

std::vector<session_row> member_sessions(soci::session& sql, std::string_view member_id,
                                         const http::request& req) {
  const std::string member(member_id);
  const auto now = core::now_iso8601();
  const auto mine = current_hash(req);
  std::vector<session_row> out;
  soci::rowset<soci::row> rows =
      (sql.prepare << k_list_member_sessions, soci::use(member), soci::use(now));
  for (const auto& r : rows) {
    const auto hash = r.get<std::string>(0);
    session_row row{.id = hash.substr(0, k_session_id_length),
                    .current = hash == mine,
                    .created_at = r.get<std::string>(1),
                    .last_seen_at = r.get<std::string>(2)};
    if (r.get_indicator(3) == soci::i_ok) row.client_ip = r.get<std::string>(3);
    out.push_back(std::move(row));
  }
  return out;
}

bool end_member_session(db::writer& writer, const session_announcer& announce,
                        std::string_view member_id, std::string_view id) {
  if (id.size() != k_session_id_length) return false;
  const std::string member(member_id);
  std::vector<std::string> hashes;
  writer.run([&](db::tx& t) {
    {
      soci::rowset<std::string> rows =
          (t.sql().prepare << "SELECT token_hash FROM sessions WHERE subject_kind = 'member'"
                              " AND subject_id = :m",
           soci::use(member));
      for (const auto& hash : rows) {
        if (hash.compare(0, k_session_id_length, id) == 0) hashes.push_back(hash);
      }
    }
    for (const auto& hash : hashes) {
      t.execute(k_delete_member_session, soci::use(hash), soci::use(member));
    }
  });
  announce.ended(member, hashes);
  return !hashes.empty();
}

long long end_other_sessions(db::writer& writer, const session_announcer& announce,
                             std::string_view member_id, const http::request& req) {
  const std::string member(member_id);
  const auto mine = current_hash(req);
  const auto ended = writer.run([&](db::tx& t) {
    return static_cast<long long>(
        t.execute(k_delete_other_sessions, soci::use(member), soci::use(mine)));
  });
  announce.all_ended(member, mine);
  return ended;
}

}  // namespace sangam::features::auth
