#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sangam::core {

// One-time recovery codes of a second factor (docs/security.md), for members (features/auth) and
// administrators (features/admin) alike: "abcd-efgh", 8 characters of an alphabet without 0/o and
// 1/l/i, shown once; only their SHA-256 is kept.

inline constexpr std::size_t k_recovery_code_count = 10;

// k_recovery_code_count new codes, to show once.
std::vector<std::string> new_recovery_codes();

// The SHA-256 (hex) kept for a code as typed, whatever its case, dashes and spaces; nullopt for
// what cannot be a recovery code.
std::optional<std::string> recovery_code_hash(std::string_view typed);

}  // namespace sangam::core
