#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/metrics/counter.hpp"
#include "core/metrics/histogram.hpp"

namespace sangam::core::metrics {

// Label names and values of one series, in the order they are written.
using labels = std::vector<std::pair<std::string, std::string>>;

// The process's metrics, written out in the Prometheus text format (0.0.4). Owned by whoever
// owns the parts that report into it (the app) and passed by reference, never global, so that
// several servers can live in one process.
//
// Registering takes a lock and is for start-up or a new label value; the counter or histogram
// returned stays valid as long as the registry, and using it takes no lock. Registering the same
// name and labels again returns the same series; the same name with another type, help text or
// bucket bounds throws std::logic_error, and names outside the exposition grammar throw
// std::invalid_argument.
class registry final {
 public:
  registry();
  ~registry();
  registry(const registry&) = delete;
  registry& operator=(const registry&) = delete;

  counter& add_counter(std::string_view name, std::string_view help, const labels& series = {});
  histogram& add_histogram(std::string_view name, std::string_view help,
                           std::span<const double> bounds, const labels& series = {});
  // `read` is called on every render, under the registry's lock: it must be quick, must not call
  // back into the registry, and what it reads must outlive every render.
  void add_gauge(std::string_view name, std::string_view help, std::function<double()> read,
                 const labels& series = {});

  // Every family, in name order, each series in label order.
  std::string render() const;

 private:
  struct family;
  family& family_for(std::string_view name, std::string_view help, int type);

  mutable std::mutex mutex_;
  std::vector<std::unique_ptr<family>> families_;  // sorted by name
};

}  // namespace sangam::core::metrics
