#pragma once

#include <soci/session.h>

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"
#include "mail/message.hpp"

namespace sangam::mail {

// Queues a message in the outbox on the caller's session, so it is sent only if the caller's
// transaction commits. The sender delivers it shortly after.
void enqueue(db::tx& t, const message& m);

// An outbox row waiting to be sent.
struct queued_message final {
  std::string id;
  message content;
  int attempts = 0;
  std::string next_attempt_at;  // as read: the claim compares against it
};

// Unsent messages whose next attempt is due at `now`, oldest first.
std::vector<queued_message> due_messages(soci::session& sql, std::string_view now,
                                         std::size_t limit);

// Takes a due message for one delivery attempt by moving its next attempt to `lease_until`.
// False when another sender took it first (its next_attempt_at is no longer what was read).
bool claim(db::tx& t, const queued_message& m, std::string_view lease_until);

void mark_sent(db::tx& t, std::string_view id, std::string_view sent_at);
void mark_failed(db::tx& t, std::string_view id, std::string_view error,
                 std::string_view next_attempt_at);

// How long to wait before the next attempt after `failed_attempts` failures (1 for the first):
// base, then doubling, never more than cap.
std::chrono::milliseconds retry_delay(int failed_attempts, std::chrono::milliseconds base,
                                      std::chrono::milliseconds cap);

}  // namespace sangam::mail
