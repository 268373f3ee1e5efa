#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace sangam::bench {

using clock = std::chrono::steady_clock;

// What all the clients of a run saw. The load runs on one thread: plain counters.
struct tally final {
  // Starts every clientId: a repeated one would be answered with the stored message, unsent.
  std::string client_id_prefix;
  std::uint64_t opened = 0;       // sockets that got their `hello`
  std::uint64_t open_failed = 0;  // connect, upgrade or `hello` failed
  std::uint64_t dropped = 0;      // open sockets that ended before the run did
  std::uint64_t sent = 0;         // `send` frames written
  std::uint64_t acked = 0;        // `ack` frames
  std::uint64_t refused = 0;      // `error` frames (e.g. rate limited)
  std::uint64_t received = 0;     // partners' messages, as `message` events
  std::uint64_t unsent = 0;       // a send came due on a socket that was not open
  // Delivery times (send → the partner's `message`) of messages sent inside the measured window.
  std::vector<std::uint32_t> delivery_us;
  // Write times (send → its `ack`, the message committed) of messages sent inside the window.
  std::vector<std::uint32_t> ack_us;
  std::uint64_t resumes = 0;  // `resume` frames written by the flooding clients
  std::uint64_t resumed = 0;  // `resumed` answers
  clock::time_point measure_from = clock::time_point::max();
  std::string first_problem;

  void problem(std::string what) {
    if (first_problem.empty()) first_problem = std::move(what);
  }
};

}  // namespace sangam::bench
