#pragma once

#include <compare>

namespace sangam::features::discover {

// Where a member ranks among matches: a higher score first, then (Priority Matching, SPEC
// section 9) among equal scores the fully verified first.
struct match_rank final {
  int thousandths = 0;
  bool verified = false;
};

// less when `a` ranks before `b`; equal when they tie, for the caller's own last key.
constexpr std::strong_ordering rank_order(const match_rank& a, const match_rank& b) noexcept {
  if (a.thousandths != b.thousandths) return b.thousandths <=> a.thousandths;
  return b.verified <=> a.verified;
}

}  // namespace sangam::features::discover
