#include "mail/outbox.hpp"

#include <soci/soci.h>

#include "core/clock.hpp"
#include "core/ids.hpp"

namespace sangam::mail {
namespace {

constexpr const char* k_insert =
    "INSERT INTO outbox (id, to_address, subject, body_text, created_at, attempts,"
    " next_attempt_at, attachment_name, attachment_type, attachment_body) VALUES (:id,"
    " :to_address, :subject, :body_text, :created_at, 0, :next_attempt_at, :a_name, :a_type,"
    " :a_body)";

constexpr const char* k_select_due =
    "SELECT id, to_address, subject, body_text, attempts, next_attempt_at, attachment_name,"
    " attachment_type, attachment_body FROM outbox"
    " WHERE sent_at IS NULL AND next_attempt_at <= :now"
    " ORDER BY next_attempt_at, id LIMIT :limit";

constexpr const char* k_claim =
    "UPDATE outbox SET next_attempt_at = :lease_until"
    " WHERE id = :id AND next_attempt_at = :seen AND sent_at IS NULL";

constexpr const char* k_mark_sent =
    "UPDATE outbox SET sent_at = :sent_at, last_error = NULL WHERE id = :id";

constexpr const char* k_mark_failed =
    "UPDATE outbox SET attempts = attempts + 1, last_error = :error,"
    " next_attempt_at = :next_attempt_at WHERE id = :id AND sent_at IS NULL";

// last_error is for operators reading the table; a whole SMTP transcript is not needed there.
constexpr std::size_t k_error_max = 500;

}  // namespace

void enqueue(db::tx& t, const message& m) {
  const std::string id = core::new_uuid_v7();
  const std::string now = core::now_iso8601();
  const auto& a = m.attachment;
  const std::string name = a ? a->filename : "", type = a ? a->content_type : "",
                    body = a ? a->content : "";
  auto ind = a ? soci::i_ok : soci::i_null, ind2 = ind, ind3 = ind;
  t.execute(k_insert, soci::use(id), soci::use(m.to), soci::use(m.subject), soci::use(m.body_text),
            soci::use(now), soci::use(now), soci::use(name, ind), soci::use(type, ind2),
            soci::use(body, ind3));
}

std::vector<queued_message> due_messages(soci::session& sql, std::string_view now,
                                         std::size_t limit) {
  const std::string now_text(now);
  const int limit_value = static_cast<int>(limit);
  soci::rowset<soci::row> rows =
      (sql.prepare << k_select_due, soci::use(now_text), soci::use(limit_value));
  std::vector<queued_message> due;
  for (const auto& r : rows) {
    queued_message m;
    m.id = r.get<std::string>(0);
    m.content.to = r.get<std::string>(1);
    m.content.subject = r.get<std::string>(2);
    m.content.body_text = r.get<std::string>(3);
    m.attempts = r.get<int>(4);
    m.next_attempt_at = r.get<std::string>(5);
    if (r.get_indicator(6) == soci::i_ok) {
      m.content.attachment = attachment{.filename = r.get<std::string>(6),
                                        .content_type = r.get<std::string>(7),
                                        .content = r.get<std::string>(8)};
    }
    due.push_back(std::move(m));
  }
  return due;
}

bool claim(db::tx& t, const queued_message& m, std::string_view lease_until) {
  const std::string lease(lease_until);
  return t.execute(k_claim, soci::use(lease), soci::use(m.id), soci::use(m.next_attempt_at)) == 1;
}

void mark_sent(db::tx& t, std::string_view id, std::string_view sent_at) {
  const std::string id_text(id);
  const std::string sent(sent_at);
  t.execute(k_mark_sent, soci::use(sent), soci::use(id_text));
}

void mark_failed(db::tx& t, std::string_view id, std::string_view error,
                 std::string_view next_attempt_at) {
  const std::string id_text(id);
  if (error.size() > k_error_max) {
    std::size_t n = k_error_max;
    while (n > 0 && (static_cast<unsigned char>(error[n]) & 0xc0) == 0x80) --n;  // whole characters
    error = error.substr(0, n);
  }
  const std::string error_text(error);
  const std::string next(next_attempt_at);
  t.execute(k_mark_failed, soci::use(error_text), soci::use(next), soci::use(id_text));
}

std::chrono::milliseconds retry_delay(int failed_attempts, std::chrono::milliseconds base,
                                      std::chrono::milliseconds cap) {
  auto delay = base;
  for (int i = 1; i < failed_attempts && delay < cap; ++i) delay *= 2;
  return std::min(delay, cap);
}

}  // namespace sangam::mail
