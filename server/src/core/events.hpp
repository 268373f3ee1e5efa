#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace sangam::core {

// In-process notices from one part of the service to whoever listens ("a member changed"), so
// the publisher needs no knowledge of its listeners. Listeners subscribe while the service is
// wired together, before it serves; publishing then needs no lock. A listener runs on the
// publisher's thread and must be quick.
class event_bus final {
 public:
  using listener = std::function<void(std::string_view subject)>;

  void subscribe(std::string_view topic, listener on_event) {
    listeners_[std::string(topic)].push_back(std::move(on_event));
  }

  void publish(std::string_view topic, std::string_view subject) const {
    const auto it = listeners_.find(std::string(topic));
    if (it == listeners_.end()) return;
    for (const auto& on_event : it->second) on_event(subject);
  }

 private:
  std::unordered_map<std::string, std::vector<listener>> listeners_;
};

}  // namespace sangam::core
