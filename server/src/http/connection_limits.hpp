#pragma once

#include <boost/asio/ip/address.hpp>

#include <array>
#include <atomic>
#include <cstddef>
#include <mutex>
#include <optional>
#include <unordered_map>

#include "core/metrics/registry.hpp"

namespace sangam::http {

// Caps open connections in total and per client. A client is an IPv4 address or an IPv6 /64
// (one host usually holds a whole /64, so counting single IPv6 addresses would cap nothing).
class connection_limits final {
 public:
  using client_key = std::array<unsigned char, 16>;

  // A connection's place under the caps, given back when the ticket is destroyed.
  class ticket final {
   public:
    ticket() = default;
    ticket(ticket&& other) noexcept;
    ticket& operator=(ticket&& other) noexcept;
    ticket(const ticket&) = delete;
    ticket& operator=(const ticket&) = delete;
    ~ticket();

   private:
    friend class connection_limits;
    ticket(connection_limits* owner, const client_key& client) : owner_(owner), client_(client) {}

    connection_limits* owner_ = nullptr;
    client_key client_{};
  };

  connection_limits(std::size_t max_total, std::size_t max_per_client,
                    core::metrics::registry& metrics);

  // A ticket, or nothing (and the refusal counted) when a cap is reached.
  std::optional<ticket> admit(const boost::asio::ip::address& client);

  std::size_t open() const noexcept { return open_.load(std::memory_order_relaxed); }

  static client_key key_of(const boost::asio::ip::address& client);

 private:
  struct key_hash {
    std::size_t operator()(const client_key& key) const noexcept;
  };

  void release(const client_key& client);

  std::size_t max_total_;
  std::size_t max_per_client_;
  std::mutex mutex_;
  std::unordered_map<client_key, std::size_t, key_hash> per_client_;
  std::atomic<std::size_t> open_{0};
  core::metrics::counter& refused_total_;
  core::metrics::counter& refused_per_client_;
};

}  // namespace sangam::http
