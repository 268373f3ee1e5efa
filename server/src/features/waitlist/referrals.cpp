#include "features/waitlist/referrals.hpp"

#include <soci/soci.h>

#include <cctype>
#include <stdexcept>
#include <string>

#include "core/clock.hpp"
#include "core/ids.hpp"

namespace sangam::features::waitlist {
namespace {

constexpr const char* k_select_code = "SELECT code FROM referral_codes WHERE member_id = :member";
// A code taken by another member (one in 2^40) inserts nothing, and another is drawn.
constexpr const char* k_insert_code =
    "INSERT INTO referral_codes (member_id, code, created_at) VALUES (:member, :code, :now)"
    " ON CONFLICT DO NOTHING";
constexpr const char* k_select_referrer = "SELECT member_id FROM referral_codes WHERE code = :code";
constexpr const char* k_count_referred = "SELECT COUNT(*) FROM waitlist WHERE referrer_id = :id";
constexpr const char* k_recent_referred =
    "SELECT id, name, role, city, created_at FROM waitlist WHERE referrer_id = :id"
    " ORDER BY created_at DESC, id DESC LIMIT :limit";

// No 0/O, 1/I: a code is read aloud and typed from paper.
constexpr std::string_view k_alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

std::string new_code() {
  const auto bytes = core::random_hex(k_referral_code_length);
  std::string code;
  for (std::size_t i = 0; i < k_referral_code_length; ++i) {
    const auto byte = std::stoi(bytes.substr(i * 2, 2), nullptr, 16);
    code += k_alphabet[static_cast<std::size_t>(byte) % k_alphabet.size()];
  }
  return code;
}

}  // namespace

std::string referral_code_of(db::tx& t, std::string_view member_id) {
  const std::string member(member_id);
  std::string code;
  for (int attempt = 0; attempt < 5; ++attempt) {
    if (t.fetch(k_select_code, soci::use(member), soci::into(code))) return code;
    const auto drawn = new_code();
    const auto now = core::now_iso8601();
    t.execute(k_insert_code, soci::use(member), soci::use(drawn), soci::use(now));
  }
  throw std::runtime_error("no free referral code after five draws");
}

std::optional<std::string> code_typed(std::string_view referral) {
  std::string code;
  for (const char c : referral) {
    if (c == ' ' || c == '-') continue;
    if (!std::isalnum(static_cast<unsigned char>(c))) return std::nullopt;
    code += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  }
  if (code.size() != k_referral_code_length) return std::nullopt;
  return code;
}

std::optional<std::string> referrer_of(soci::session& sql, std::string_view referral) {
  const auto code = code_typed(referral);
  if (!code) return std::nullopt;
  std::string member;
  sql << k_select_referrer, soci::use(*code), soci::into(member);
  if (!sql.got_data()) return std::nullopt;
  return member;
}

referrals referrals_of(soci::session& sql, std::string_view member_id, int recent_max) {
  const std::string member(member_id);
  referrals found;
  sql << k_count_referred, soci::use(member), soci::into(found.count);
  soci::rowset<soci::row> rows =
      (sql.prepare << k_recent_referred, soci::use(member), soci::use(recent_max));
  for (const auto& r : rows) {
    found.recent.push_back({.id = r.get<std::string>(0),
                            .name = r.get<std::string>(1),
                            .role = r.get<std::string>(2),
                            .city = r.get<std::string>(3),
                            .joined_at = r.get<std::string>(4)});
  }
  return found;
}

}  // namespace sangam::features::waitlist
