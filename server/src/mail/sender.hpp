#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "db/pool.hpp"
#include "db/writer.hpp"
#include "mail/outbox.hpp"
#include "mail/smtp.hpp"

namespace sangam::mail {

// Delivers the outbox on its own thread: every poll interval (or at once after wake()), each due
// message is claimed, sent, and marked sent or given a later attempt with exponential backoff. A
// claim moves the message's next attempt k_claim_lease ahead, so instances sharing a database
// never send one message twice, and a message whose sender died is retried after the lease.
// Messages are never deleted.
class sender final {
 public:
  static constexpr auto k_claim_lease = std::chrono::minutes(5);
  static constexpr auto k_retry_cap = std::chrono::hours(1);

  sender(db::pool& db, db::writer& writer, smtp_settings smtp,
         std::chrono::milliseconds poll_interval = std::chrono::seconds(1),
         std::chrono::milliseconds retry_base = std::chrono::seconds(30));
  ~sender();
  sender(const sender&) = delete;
  sender& operator=(const sender&) = delete;

  // Looks at the outbox now, for example right after a transaction that enqueued a message.
  void wake();

 private:
  void run();
  // One pass over the due messages; returns whether a full batch was found (there may be more).
  bool deliver_due();
  void deliver(const queued_message& m);

  db::pool& db_;
  db::writer& writer_;
  smtp_settings smtp_;
  std::string message_id_domain_;
  std::chrono::milliseconds poll_interval_;
  std::chrono::milliseconds retry_base_;
  std::mutex mutex_;
  std::condition_variable wakeup_;
  bool woken_ = false;
  bool stopping_ = false;
  std::thread thread_;  // last: starts once everything above is ready
};

}  // namespace sangam::mail
