#include "mail/sender.hpp"

#include <fmt/chrono.h>
#include <spdlog/spdlog.h>

#include <exception>

#include "core/clock.hpp"

namespace sangam::mail {
namespace {

constexpr std::size_t k_batch = 20;

std::string iso_in(std::chrono::system_clock::duration d) {
  return core::to_iso8601(core::now() + d);
}

std::string domain_of(std::string_view address) {
  const auto at = address.rfind('@');
  return at == std::string_view::npos || at + 1 == address.size()
             ? std::string("sangam.local")
             : std::string(address.substr(at + 1));
}

}  // namespace

sender::sender(db::pool& db, db::writer& writer, smtp_settings smtp,
               std::chrono::milliseconds poll_interval, std::chrono::milliseconds retry_base)
    : db_(db),
      writer_(writer),
      smtp_(std::move(smtp)),
      message_id_domain_(domain_of(parse_mailbox(smtp_.from).address)),
      poll_interval_(poll_interval),
      retry_base_(retry_base),
      thread_([this] { run(); }) {}

sender::~sender() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wakeup_.notify_all();
  thread_.join();
}

void sender::wake() {
  {
    std::lock_guard lock(mutex_);
    woken_ = true;
  }
  wakeup_.notify_all();
}

void sender::run() {
  for (;;) {
    bool more = false;
    try {
      more = deliver_due();
    } catch (const std::exception& e) {
      // The database may be briefly away; the messages wait in it for the next pass.
      spdlog::warn("mail: outbox pass failed: {}", e.what());
    }
    std::unique_lock lock(mutex_);
    if (!more) {
      wakeup_.wait_for(lock, poll_interval_, [this] { return woken_ || stopping_; });
    }
    if (stopping_) return;
    woken_ = false;
  }
}

bool sender::deliver_due() {
  std::vector<queued_message> due;
  {
    auto sql = db_.acquire();
    due = due_messages(*sql, core::now_iso8601(), k_batch);
  }
  for (const auto& m : due) {
    {
      std::lock_guard lock(mutex_);
      if (stopping_) return false;
    }
    const auto lease_until = iso_in(k_claim_lease);
    if (writer_.run([&](db::tx& t) { return claim(t, m, lease_until); })) deliver(m);
  }
  return due.size() == k_batch;
}

void sender::deliver(const queued_message& m) {
  try {
    if (smtp_.smtp_url.empty()) {
      // Without SMTP the log is the mailbox (development, demos): the whole message, links and all.
      spdlog::info("mail: to {} subject \"{}\"\n{}", m.content.to, m.content.subject,
                   m.content.body_text);
    } else {
      send_smtp(smtp_, m.content, m.id + "@" + message_id_domain_);
      spdlog::info("mail: sent {}", m.id);
    }
  } catch (const std::exception& e) {
    const int failed = m.attempts + 1;
    const auto delay = retry_delay(failed, retry_base_, k_retry_cap);
    spdlog::warn("mail: sending {} failed (attempt {}), retrying in {}: {}", m.id, failed, delay,
                 e.what());
    const std::string error = e.what();
    const auto next_attempt = iso_in(delay);
    writer_.run([&](db::tx& t) { mark_failed(t, m.id, error, next_attempt); });
    return;
  }
  const auto sent_at = core::now_iso8601();
  writer_.run([&](db::tx& t) { mark_sent(t, m.id, sent_at); });
}

}  // namespace sangam::mail
