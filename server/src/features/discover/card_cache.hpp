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
// When a card expires, the first request to find it reads it again and the others keep the old
// text for a few seconds meanwhile: every card of a busy deck expires at once, and each request
// in that moment would otherwise read them all.
class card_cache final {
 public:
  using clock = std::chrono::steady_clock;
  static constexpr auto k_lifetime = std::chrono::seconds(30);
  static constexpr auto k_refresh_grace = std::chrono::seconds(5);
  static constexpr std::size_t k_max_cards = 20000;  // past this, everything is forgotten

  // The cached text of each id, in order; nullopt where the caller has to read it.
  std::vector<std::optional<std::string>> find(std::span<const std::string> ids,
                                               clock::time_point now = clock::now());
  void store(const std::string& id, std::string open_card, clock::time_point now = clock::now());
  // Drops a member's card at once (this instance changed the member).
  void forget(const std::string& id);

 private:
  struct card final {
    std::string text;
    clock::time_point stored;
  };
  std::mutex mutex_;
  std::unordered_map<std::string, card> cards_;
};

}  // namespace sangam::features::discover
