#include "http/connection_limits.hpp"

#include <algorithm>
#include <functional>
#include <string_view>
#include <utility>

namespace sangam::http {
namespace {
constexpr auto k_refused = "sangam_http_connections_refused_total";
constexpr auto k_refused_help = "Connections closed at once because a connection cap was reached.";
}  // namespace

connection_limits::ticket::ticket(ticket&& other) noexcept
    : owner_(std::exchange(other.owner_, nullptr)), client_(other.client_) {}

connection_limits::ticket& connection_limits::ticket::operator=(ticket&& other) noexcept {
  if (this != &other) {
    if (owner_) owner_->release(client_);
    owner_ = std::exchange(other.owner_, nullptr);
    client_ = other.client_;
  }
  return *this;
}

connection_limits::ticket::~ticket() {
  if (owner_) owner_->release(client_);
}

connection_limits::connection_limits(std::size_t max_total, std::size_t max_per_client,
                                     core::metrics::registry& metrics)
    : max_total_(max_total),
      max_per_client_(max_per_client),
      refused_total_(metrics.add_counter(k_refused, k_refused_help, {{"reason", "total"}})),
      refused_per_client_(
          metrics.add_counter(k_refused, k_refused_help, {{"reason", "per_client"}})) {
  metrics.add_gauge("sangam_http_connections_open", "Open client connections.",
                    [this] { return static_cast<double>(open()); });
}

connection_limits::client_key connection_limits::key_of(const boost::asio::ip::address& client) {
  namespace ip = boost::asio::ip;
  const auto v6 =
      client.is_v4() ? ip::make_address_v6(ip::v4_mapped, client.to_v4()) : client.to_v6();
  client_key key = v6.to_bytes();
  if (!v6.is_v4_mapped()) std::fill(key.begin() + 8, key.end(), 0);  // the /64
  return key;
}

std::size_t connection_limits::key_hash::operator()(const client_key& key) const noexcept {
  return std::hash<std::string_view>{}(
      std::string_view(reinterpret_cast<const char*>(key.data()), key.size()));
}

std::optional<connection_limits::ticket> connection_limits::admit(
    const boost::asio::ip::address& client) {
  const auto key = key_of(client);
  std::lock_guard lock(mutex_);
  if (open_.load(std::memory_order_relaxed) >= max_total_) {
    refused_total_.inc();
    return std::nullopt;
  }
  auto& count = per_client_[key];
  if (count >= max_per_client_) {
    if (count == 0) per_client_.erase(key);
    refused_per_client_.inc();
    return std::nullopt;
  }
  ++count;
  open_.fetch_add(1, std::memory_order_relaxed);
  return ticket(this, key);
}

void connection_limits::release(const client_key& client) {
  std::lock_guard lock(mutex_);
  open_.fetch_sub(1, std::memory_order_relaxed);
  const auto it = per_client_.find(client);
  if (it != per_client_.end() && --it->second == 0) per_client_.erase(it);
}

}  // namespace sangam::http
