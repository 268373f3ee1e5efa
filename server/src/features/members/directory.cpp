#include "features/members/directory.hpp"

#include <algorithm>

#include "core/clock.hpp"
#include "core/text.hpp"
#include "features/profiles/holds.hpp"
#include "features/profiles/members.hpp"

namespace sangam::features::members {
namespace {

// A change is read again within this window after the latest one seen, so that a transaction
// that took its time before committing (PostgreSQL writes in parallel) is not missed.
constexpr auto k_late_commit = std::chrono::seconds(10);
// And everything is read again this often, whatever the stamps say.
constexpr auto k_full_reload = std::chrono::minutes(5);

// "2026-11-27…" as 20261127; 0 when it does not start with a date.
std::uint32_t day_number(std::string_view text) {
  std::uint32_t n = 0;
  if (text.size() < 10) return 0;
  for (const auto i : {0, 1, 2, 3, 5, 6, 8, 9}) {
    const char c = text[static_cast<std::size_t>(i)];
    if (c < '0' || c > '9') return 0;
    n = n * 10 + static_cast<std::uint32_t>(c - '0');
  }
  return n;
}

std::string_view sort_value(const member_row& row, std::string_view name_key, sort_key key) {
  switch (key) {
    case sort_key::joined:
      return row.created_at;
    case sort_key::name:
      return name_key;
    case sort_key::email:
      return row.email;
    case sort_key::company:
      return row.company;
  }
  return row.created_at;
}

constexpr std::array k_all_keys{sort_key::joined, sort_key::name, sort_key::email,
                                sort_key::company};

}  // namespace

std::string kind_of(const member_row& row) {
  return row.approved_kind.value_or("Founder");
}

std::string standing_of(const member_row& row) {
  if (!row.held_until) return row.status;
  return *row.held_until == profiles::k_held_for_good ? "banned" : "suspended";
}

void directory::refresh(soci::session& sql) {
  std::lock_guard lock(refreshing_);
  const auto stamp = profiles::directory_stamp_of(sql);
  const auto now = std::chrono::steady_clock::now();
  const bool stale = now - reloaded_ >= k_full_reload;
  if (stamp == seen_ && !stale) return;
  const auto last = core::from_iso8601(seen_.last_change);
  if (stale || !last) {
    reload(profiles::directory_rows_since(sql, ""));
    reloaded_ = now;
  } else {
    auto changed = profiles::directory_rows_since(sql, core::to_iso8601(*last - k_late_commit));
    std::size_t size = 0;
    {
      std::unique_lock write(mutex_);
      for (auto& row : changed) put(std::move(row), true);
      size = entries_.size();
    }
    if (static_cast<long long>(size) != stamp.count) {  // some were removed
      reload(profiles::directory_rows_since(sql, ""));
      reloaded_ = now;
    }
  }
  seen_ = stamp;
}

std::uint8_t directory::code_of(const std::string& value) {
  const auto found = std::ranges::find(values_, value);
  if (found != values_.end()) return static_cast<std::uint8_t>(found - values_.begin());
  if (values_.size() == 255) return 255;  // "other": no query names it
  values_.push_back(value);
  return static_cast<std::uint8_t>(values_.size() - 1);
}

bool directory::before(sort_key key, std::uint32_t a, std::uint32_t b) const {
  const auto& x = entries_[a];
  const auto& y = entries_[b];
  const auto kx = sort_value(x.row, x.name_key, key);
  const auto ky = sort_value(y.row, y.name_key, key);
  return kx != ky ? kx < ky : x.row.id < y.row.id;
}

void directory::put(member_row row, bool keep_orders) {
  entry e;
  e.name_key = core::ascii_lower(profiles::full_name(row.first_name, row.last_name));
  e.row = std::move(row);
  const auto text =
      e.name_key + '\n' + core::ascii_lower(e.row.email) + '\n' + core::ascii_lower(e.row.company);
  const facts f{.joined = day_number(e.row.created_at),
                .text_at = static_cast<std::uint32_t>(text_.size()),
                .text_size = static_cast<std::uint32_t>(text.size()),
                .status = code_of(standing_of(e.row)),
                .plan = code_of(e.row.plan),
                .kind = code_of(kind_of(e.row)),
                .verified = e.row.verified,
                .listed = !e.row.stand_in};
  text_ += text;  // a replaced member's old text stays until the next reload

  std::uint32_t slot = 0;
  std::array<bool, k_sort_keys> place{};
  if (const auto found = slots_.find(e.row.id); keep_orders && found != slots_.end()) {
    slot = found->second;
    for (const auto key : k_all_keys) {
      const auto& old = entries_[slot];
      if (sort_value(old.row, old.name_key, key) == sort_value(e.row, e.name_key, key)) continue;
      auto& order = orders_[static_cast<std::size_t>(key)];
      order.erase(std::ranges::find(order, slot));
      place[static_cast<std::size_t>(key)] = true;
    }
    entries_[slot] = std::move(e);
    facts_[slot] = f;
  } else {
    slot = static_cast<std::uint32_t>(entries_.size());
    slots_.emplace(e.row.id, slot);
    entries_.push_back(std::move(e));
    facts_.push_back(f);
    place.fill(true);
  }
  for (const auto key : k_all_keys) {
    if (!keep_orders || !place[static_cast<std::size_t>(key)]) continue;
    auto& order = orders_[static_cast<std::size_t>(key)];
    const auto at = std::ranges::upper_bound(
        order, slot, [&](std::uint32_t a, std::uint32_t b) { return before(key, a, b); });
    order.insert(at, slot);
  }
}

void directory::reload(std::vector<member_row> rows) {
  std::unique_lock write(mutex_);
  entries_.clear();
  facts_.clear();
  text_.clear();
  slots_.clear();
  for (auto& order : orders_) order.clear();
  entries_.reserve(rows.size());
  facts_.reserve(rows.size());
  slots_.reserve(rows.size());
  for (auto& row : rows) put(std::move(row), false);
  // Sorted once, not kept up one by one.
  for (const auto key : k_all_keys) {
    auto& order = orders_[static_cast<std::size_t>(key)];
    order.resize(entries_.size());
    for (std::uint32_t slot = 0; slot < order.size(); ++slot) order[slot] = slot;
    std::ranges::sort(order, [&](std::uint32_t a, std::uint32_t b) { return before(key, a, b); });
  }
}

std::optional<std::uint8_t> directory::known_code(const std::optional<std::string>& value,
                                                  bool& none) const {
  if (!value) return std::nullopt;
  const auto found = std::ranges::find(values_, *value);
  if (found == values_.end()) none = true;
  return static_cast<std::uint8_t>(found - values_.begin());
}

directory_page directory::search(const directory_query& q, std::size_t offset,
                                 std::size_t limit) const {
  std::shared_lock read(mutex_);
  directory_page page;
  bool none = false;
  const auto status = known_code(q.status, none);
  const auto plan = known_code(q.plan, none);
  const auto kind = known_code(q.kind, none);
  if (none) return page;
  const auto from = day_number(q.joined_from);
  const auto to = q.joined_to.empty() ? UINT32_MAX : day_number(q.joined_to);
  const std::string_view text = text_;
  const auto finds = [&](std::uint32_t slot) {
    const auto& f = facts_[slot];
    if (!f.listed || (status && f.status != *status) || (plan && f.plan != *plan) ||
        (kind && f.kind != *kind) || (q.verified && f.verified != *q.verified) || f.joined < from ||
        f.joined > to) {
      return false;
    }
    const auto own = text.substr(f.text_at, f.text_size);
    return std::ranges::all_of(
        q.words, [&](const std::string& word) { return own.find(word) != std::string_view::npos; });
  };
  // First which members it finds, front to back through memory; then, walking the sort order,
  // only as far as the page.
  std::vector<bool> found(facts_.size());
  for (std::uint32_t slot = 0; slot < facts_.size(); ++slot) {
    if (finds(slot)) {
      found[slot] = true;
      ++page.total;
    }
  }
  const auto end = std::min(static_cast<std::size_t>(page.total),
                            offset + std::min(limit, static_cast<std::size_t>(page.total)));
  if (offset >= end) return page;
  page.items.reserve(end - offset);
  std::size_t seen = 0;
  const auto visit = [&](std::uint32_t slot) {
    if (!found[slot]) return true;
    if (seen++ >= offset) page.items.push_back(entries_[slot].row);
    return seen < end;
  };
  const auto& order = orders_[static_cast<std::size_t>(q.sort)];
  if (q.descending) {
    for (auto it = order.rbegin(); it != order.rend() && visit(*it); ++it) {
    }
  } else {
    for (auto it = order.begin(); it != order.end() && visit(*it); ++it) {
    }
  }
  return page;
}

std::optional<member_row> directory::find(std::string_view id) const {
  std::shared_lock read(mutex_);
  const auto found = slots_.find(std::string(id));
  if (found == slots_.end() || !facts_[found->second].listed) return std::nullopt;
  return entries_[found->second].row;
}

}  // namespace sangam::features::members
