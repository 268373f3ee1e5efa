#include "features/discover/member_sync.hpp"

#include <spdlog/spdlog.h>

#include "core/clock.hpp"
#include "features/discover/members_repo.hpp"

namespace sangam::features::discover {

member_sync::member_sync(db::pool& db, member_index& index, std::chrono::milliseconds interval)
    : db_(db), index_(index), interval_(interval), last_poll_(core::now()) {
  load_members(db, index);
  thread_ = std::thread([this] { loop(); });
}

member_sync::~member_sync() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

void member_sync::member_changed(std::string_view profile_id) {
  reload_member(db_, index_, profile_id);
}

void member_sync::reload_all() {
  index_.clear();
  load_members(db_, index_);
}

void member_sync::loop() {
  constexpr auto k_margin = std::chrono::seconds(10);
  std::unique_lock lock(mutex_);
  while (!wake_.wait_for(lock, interval_, [this] { return stopping_; })) {
    const auto started = core::now();
    const auto since = core::to_iso8601(last_poll_ - k_margin);
    lock.unlock();
    try {
      load_changed_members(db_, index_, since);
      last_poll_ = started;
      index_.count_refresh();
    } catch (const std::exception& e) {
      spdlog::warn("member index refresh failed: {}", e.what());  // tried again next interval
    }
    lock.lock();
  }
}

}  // namespace sangam::features::discover
