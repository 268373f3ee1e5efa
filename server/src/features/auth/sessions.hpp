#pragma once

#include <soci/session.h>
#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/channel.hpp"
#include "db/pool.hpp"
#include "db/writer.hpp"
#include "features/context.hpp"
#include "http/request.hpp"
#include "http/router.hpp"
#include "http/session_cache.hpp"

namespace sangam::features::auth {

enum class subject_kind { member, admin };

struct session_policy final {
  std::string_view cookie_name;
  std::chrono::seconds idle;      // ends after this long unused
  std::chrono::seconds absolute;  // ends this long after sign-in, used or not
};

inline constexpr session_policy k_member_sessions{"sangam_session", std::chrono::hours(24 * 7),
                                                  std::chrono::hours(24 * 30)};
inline constexpr session_policy k_admin_sessions{"sangam_admin", std::chrono::hours(2),
                                                 std::chrono::hours(12)};

const session_policy& policy_for(subject_kind kind);

// Tells every instance that sessions ended, so that the sockets opened with them close at once
// (http::session_sockets). Every way a session ends goes through it: signing out, ending one or
// all other sessions, expiry noticed, erasure of the account.
// This instance forgets them at once, before the answer (http::session_cache), as the others
// do when they hear it.
class session_announcer final {
 public:
  session_announcer(db::channel& channel, http::session_cache& recent)
      : channel_(channel), recent_(recent) {}
  void ended(std::string_view subject, const std::vector<std::string>& hashes) const;
  // Every session of the subject but `keep` (empty: every one).
  void all_ended(std::string_view subject, std::string_view keep_hash = {}) const;

 private:
  db::channel& channel_;
  http::session_cache& recent_;
};
session_announcer announcer_of(const context& ctx);
// Closes this instance's sockets of the sessions any instance announces ended.
void close_sockets_of_ended_sessions(const context& ctx);

// A new session for the subject: a random 256-bit token for the cookie; only its SHA-256 is
// stored. Written with the caller's session so it commits with the caller's transaction.
std::string create_session(db::tx& t, subject_kind kind, std::string_view subject_id,
                           std::string_view client_ip = {});

// The subject signed in with the request's cookie, if the session is alive (sliding its idle
// expiry); nullopt otherwise. Expiry and the sliding update are written through the writer; a
// session found expired is announced ended.
std::optional<http::caller> find_session(db::pool& db, db::writer& writer,
                                         const session_announcer& announce, subject_kind kind,
                                         const http::request& req);

void end_session(db::writer& writer, const session_announcer& announce, subject_kind kind,
                 const http::request& req);

// Set-Cookie values that start and end a session cookie.
std::string session_cookie(subject_kind kind, std::string_view token, bool secure);
std::string clearing_cookie(subject_kind kind, bool secure);

std::string token_hash(std::string_view token);

// A member's live sessions, for "active sessions" on /settings. The id is the first half of the
// token's SHA-256: it names the session without being able to open it.
struct session_row final {
  std::string id;
  bool current = false;
  std::string created_at;
  std::string last_seen_at;
  std::optional<std::string> client_ip;
};
std::vector<session_row> member_sessions(soci::session& sql, std::string_view member_id,
                                         const http::request& req);
// Ends one of the member's sessions by id; false when the member has no such session.
bool end_member_session(db::writer& writer, const session_announcer& announce,
                        std::string_view member_id, std::string_view id);
// Ends every session of the member but the request's; how many ended.
long long end_other_sessions(db::writer& writer, const session_announcer& announce,
                             std::string_view member_id, const http::request& req);

// When the member last used any of their sessions (to the minute: a session's last-seen time is
// written at most once a minute); nullopt when they have none.
std::optional<std::string> member_last_seen(soci::session& sql, std::string_view member_id);

}  // namespace sangam::features::auth

namespace sangam::features::auth {

// The router's authenticator: member routes need a member session, administrator routes an
// administrator session (a signed-in member gets 403), signed-in routes either.
// Each session it finds is remembered in `recent`, for a moment (http::session_cache).
http::authenticator session_authenticator(db::pool& db, db::writer& writer,
                                          session_announcer announce, http::session_cache& recent);
// The same answers for the sessions in `recent`, from memory (http::recaller).
http::recaller session_recaller(const http::session_cache& recent);

}  // namespace sangam::features::auth
