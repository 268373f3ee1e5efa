#include "features/verification/phone.hpp"

#include <fmt/format.h>
#include <soci/soci.h>
#include <sodium.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <fstream>
#include <stdexcept>
#include <vector>

#include "core/clock.hpp"
#include "core/ids.hpp"
#include "features/feature.hpp"
#include "features/verification/steps.hpp"

namespace sangam::features::verification {
namespace {

// Text messages (phone verification codes) are appended to this file, one per line, when set
// (development and end-to-end tests); otherwise they go to the log.
constexpr text_setting k_sms_file{.name = "SANGAM_SMS_FILE", .fallback = ""};

constexpr const char* k_save_code =
    "INSERT INTO phone_codes (member_id, phone, code_hash, expires_at, tries_left)"
    " VALUES (:m, :p, :h, :e, :n) ON CONFLICT (member_id) DO UPDATE SET phone = excluded.phone,"
    " code_hash = excluded.code_hash, expires_at = excluded.expires_at,"
    " tries_left = excluded.tries_left";
// A try is taken before the code is judged, in one statement: guesses sent in parallel each take
// a try of their own (on PostgreSQL the row is held until commit, and the condition is checked
// again after a wait), and none is judged once the tries are gone.
constexpr const char* k_take_try =
    "UPDATE phone_codes SET tries_left = tries_left - 1 WHERE member_id = :m AND tries_left > 0"
    " AND expires_at > :now RETURNING phone, code_hash, tries_left";
constexpr const char* k_has_code = "SELECT COUNT(*) FROM phone_codes WHERE member_id = :m";
constexpr const char* k_drop_code = "DELETE FROM phone_codes WHERE member_id = :m";
constexpr const char* k_queue_sms =
    "INSERT INTO sms_outbox (id, member_id, to_number, body, created_at) VALUES (:id, :m, :to,"
    " :body, :at)";
constexpr const char* k_unsent =
    "SELECT id, to_number, body FROM sms_outbox WHERE sent_at IS NULL ORDER BY created_at LIMIT 50";
constexpr const char* k_mark_sent = "UPDATE sms_outbox SET sent_at = :at WHERE id = :id";

// The code's hash, bound to the member: a stolen row tells nothing of another member's code.
std::string hash_of(std::string_view member, std::string_view code) {
  unsigned char out[crypto_generichash_BYTES];
  const auto text = fmt::format("{}:{}", member, code);
  crypto_generichash(out, sizeof out, reinterpret_cast<const unsigned char*>(text.data()),
                     text.size(), nullptr, 0);
  char hex[sizeof out * 2 + 1];
  sodium_bin2hex(hex, sizeof hex, out, sizeof out);
  return hex;
}

}  // namespace

void start_phone_check(db::tx& t, std::string_view member, const std::string& phone,
                       clock_time now) {
  const std::string m(member),
      code = fmt::format("{:06}", randombytes_uniform(1'000'000)), hash = hash_of(member, code),
      expires = core::to_iso8601(now + k_code_lifetime), at = core::to_iso8601(now),
      id = core::new_uuid_v7(),
      body = fmt::format(
          "{} is your Sangam verification code. It expires in 10 "
          "minutes. Do not share it with anyone.",
          code);
  const int tries = k_code_tries;
  t.execute(k_save_code, soci::use(m), soci::use(phone), soci::use(hash), soci::use(expires),
            soci::use(tries));
  t.execute(k_queue_sms, soci::use(id), soci::use(m), soci::use(phone), soci::use(body),
            soci::use(at));
  submit_step(t, member, "phone", {{"phone", phone}});
}

code_outcome confirm_phone(db::tx& t, std::string_view member, std::string_view code,
                           clock_time now) {
  const std::string m(member), at = core::to_iso8601(now);
  std::string phone, hash;
  int tries_left = 0;
  if (!t.fetch(k_take_try, soci::use(m), soci::use(at), soci::into(phone), soci::into(hash),
               soci::into(tries_left))) {
    int codes = 0;
    t.fetch(k_has_code, soci::use(m), soci::into(codes));
    return {.result = codes > 0 ? code_check::expired : code_check::none_sent};
  }
  const auto sent = hash_of(member, code);
  if (sent.size() != hash.size() || sodium_memcmp(sent.data(), hash.data(), hash.size()) != 0) {
    return {.result = code_check::wrong, .tries_left = tries_left};
  }
  t.execute(k_drop_code, soci::use(m));
  submit_step(t, member, "phone", {{"phone", phone}}, "completed");
  return {.result = code_check::confirmed};
}

void log_sms_sender::send(const std::string& to, const std::string& body) {
  spdlog::info("sms to {}: {}", to, body);
}

void file_sms_sender::send(const std::string& to, const std::string& body) {
  std::string line = to + " " + body;
  std::ranges::replace(line, '\n', ' ');
  const std::scoped_lock lock(mutex_);
  std::ofstream out(path_, std::ios::app);
  out << line << '\n';
  if (!out.flush()) throw std::runtime_error("cannot write to the SMS file " + path_);
}

std::shared_ptr<sms_sender> make_sms_sender(const core::config& config) {
  const auto file = k_sms_file.of(config);
  if (file.empty()) return std::make_shared<log_sms_sender>();
  return std::make_shared<file_sms_sender>(file);
}

void deliver_sms(db::pool& db, db::writer& writer, sms_sender& sender) {
  struct message {
    std::string id, to, body;
  };
  std::vector<message> unsent;
  {
    auto sql = db.acquire();
    soci::rowset<soci::row> rows = (sql->prepare << k_unsent);
    for (const auto& r : rows) {
      unsent.push_back({r.get<std::string>(0), r.get<std::string>(1), r.get<std::string>(2)});
    }
  }
  for (const auto& m : unsent) {
    sender.send(m.to, m.body);
    const auto at = core::now_iso8601();
    writer.run([&](db::tx& t) { t.execute(k_mark_sent, soci::use(at), soci::use(m.id)); });
  }
}

}  // namespace sangam::features::verification
