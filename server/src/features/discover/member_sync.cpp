#include "features/discover/member_sync.hpp"

#include <spdlog/spdlog.h>

#include "features/discover/members_repo.hpp"

namespace sangam::features::discover {

member_sync::member_sync(db::pool& db, member_index& index, std::chrono::milliseconds interval)
    : db_(db), index_(index), interval_(interval), watermark_(load_members(db, index)) {
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
  auto watermark = load_members(db_, index_);
  std::lock_guard lock(mutex_);
  watermark_ = std::max(watermark_, watermark);
}

void member_sync::loop() {
  std::unique_lock lock(mutex_);
  while (!wake_.wait_for(lock, interval_, [this] { return stopping_; })) {
    const auto since = watermark_;
    lock.unlock();
    std::string watermark;
    try {
      watermark = load_changed_members(db_, index_, since);
    } catch (const std::exception& e) {
      spdlog::warn("member index refresh failed: {}", e.what());  // tried again next interval
    }
    lock.lock();
    watermark_ = std::max(watermark_, watermark);
  }
}

}  // namespace sangam::features::discover
