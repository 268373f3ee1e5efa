#include "features/auth/common_passwords.hpp"

#include <algorithm>
#include <unordered_set>

#include "core/text.hpp"

namespace sangam::features::auth {
namespace {

std::unordered_set<std::string_view> load() {
  const auto list = embedded_common_passwords();
  std::unordered_set<std::string_view> passwords;
  passwords.reserve(10'000);
  for (std::size_t start = 0; start < list.size();) {
    const auto end = std::min(list.find('\n', start), list.size());
    if (end > start) passwords.insert(list.substr(start, end - start));
    start = end + 1;
  }
  return passwords;
}

}  // namespace

bool is_common_password(std::string_view password) {
  static const auto common = load();
  return common.contains(core::ascii_lower(password));
}

}  // namespace sangam::features::auth
