#pragma once

#include <chrono>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

namespace sangam::features::discover {

// What a deck card shows of a member (the `full` card of member_cards), as JSON text without its
// closing brace, so that a viewer's match fields can be appended without building a JSON tree.
// Kept for 30 s: an edited profile or a new photo reaches other members' decks within that time.
class card_cache final {
 public:
  static constexpr auto k_lifetime = std::chrono::seconds(30);
  static constexpr std::size_t k_max_cards = 20000;  // past this, everything is forgotten

  // The cached text of each id, in order; nullopt where it has to be read.
  std::vector<std::optional<std::string>> find(std::span<const std::string> ids);
  void store(const std::string& id, std::string open_card);
  // Drops a member's card at once (this instance changed the member).
  void forget(const std::string& id);

 private:
  struct card final {
    std::string text;
    std::chrono::steady_clock::time_point stored;
  };
  std::mutex mutex_;
  std::unordered_map<std::string, card> cards_;
};

}  // namespace sangam::features::discover
