#include "features/review_marks.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <mutex>
#include <utility>
#include <vector>

namespace sangam::features {
namespace {

// Added to while the app is put together, read while it serves (tests put several together).
class markers final {
 public:
  void add(review_kind kind, review_marker marker) {
    const std::scoped_lock lock(mutex_);
    const std::pair entry{kind, marker};
    if (std::ranges::find(all_, entry) == all_.end()) all_.push_back(entry);
  }
  std::vector<review_marker> of(review_kind kind) {
    const std::scoped_lock lock(mutex_);
    std::vector<review_marker> found;
    for (const auto& [k, marker] : all_) {
      if (k == kind) found.push_back(marker);
    }
    return found;
  }

 private:
  std::mutex mutex_;
  std::vector<std::pair<review_kind, review_marker>> all_;
};

markers& known_markers() {
  static markers all;
  return all;
}

}  // namespace

void add_review_marker(review_kind kind, review_marker marker) {
  known_markers().add(kind, marker);
}

void mark_review_items(soci::session& sql, review_kind kind, nlohmann::json& items) {
  const auto run = known_markers().of(kind);
  if (run.empty() || items.empty()) return;
  std::vector<std::string> ids;
  ids.reserve(items.size());
  for (const auto& item : items) ids.push_back(item["id"].get<std::string>());
  for (const auto marker : run) marker(sql, ids, items);
}

void set_flag(nlohmann::json& items, const char* field,
              const std::unordered_set<std::string>& marked) {
  for (auto& item : items) item[field] = marked.contains(item["id"].get<std::string>());
}

}  // namespace sangam::features
