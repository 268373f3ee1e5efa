#include "core/metrics/registry.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

namespace sangam::core::metrics {
namespace {

enum family_type { k_counter, k_gauge, k_histogram };
constexpr std::string_view k_type_names[] = {"counter", "gauge", "histogram"};

bool valid_name(std::string_view name, bool colons) {
  if (name.empty()) return false;
  const auto allowed = [colons](char c, bool first) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (colons && c == ':') ||
           (!first && c >= '0' && c <= '9');
  };
  for (std::size_t i = 0; i < name.size(); ++i) {
    if (!allowed(name[i], i == 0)) return false;
  }
  return true;
}

void append_escaped(std::string& out, std::string_view text, bool quotes) {
  for (const char c : text) {
    if (c == '\\') {
      out += "\\\\";
    } else if (c == '\n') {
      out += "\\n";
    } else if (quotes && c == '"') {
      out += "\\\"";
    } else {
      out += c;
    }
  }
}

// `name="value",...` without the braces: the key of a series within its family.
std::string label_text(const labels& series) {
  std::string out;
  for (const auto& [name, value] : series) {
    if (!valid_name(name, false) || name.starts_with("__") || name == "le") {
      throw std::invalid_argument("bad metric label name: " + name);
    }
    if (!out.empty()) out += ',';
    out += name;
    out += "=\"";
    append_escaped(out, value, true);
    out += '"';
  }
  return out;
}

std::string number(double value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "+Inf" : "-Inf";
  return fmt::format("{}", value);
}

void append_sample(std::string& out, std::string_view name, std::string_view suffix,
                   std::string_view label_text, std::string_view extra_label,
                   std::string_view value) {
  out += name;
  out += suffix;
  if (!label_text.empty() || !extra_label.empty()) {
    out += '{';
    out += label_text;
    if (!label_text.empty() && !extra_label.empty()) out += ',';
    out += extra_label;
    out += '}';
  }
  out += ' ';
  out += value;
  out += '\n';
}

}  // namespace

struct registry::family final {
  std::string name;
  std::string help;
  int type;
  std::vector<double> bounds;  // histograms only
  std::map<std::string, std::unique_ptr<counter>> counters;
  std::map<std::string, std::unique_ptr<histogram>> histograms;
  std::map<std::string, std::function<double()>> gauges;
};

registry::registry() = default;
registry::~registry() = default;

registry::family& registry::family_for(std::string_view name, std::string_view help, int type) {
  if (!valid_name(name, true)) throw std::invalid_argument("bad metric name: " + std::string(name));
  auto it = std::ranges::lower_bound(families_, name, {},
                                     [](const auto& f) { return std::string_view(f->name); });
  if (it == families_.end() || (*it)->name != name) {
    auto f = std::make_unique<family>();
    f->name = name;
    f->help = help;
    f->type = type;
    it = families_.insert(it, std::move(f));
  } else if ((*it)->type != type || (*it)->help != help) {
    throw std::logic_error("metric registered twice, differently: " + std::string(name));
  }
  return **it;
}

counter& registry::add_counter(std::string_view name, std::string_view help, const labels& series) {
  auto key = label_text(series);
  std::lock_guard lock(mutex_);
  auto& slot = family_for(name, help, k_counter).counters[std::move(key)];
  if (!slot) slot = std::make_unique<counter>();
  return *slot;
}

histogram& registry::add_histogram(std::string_view name, std::string_view help,
                                   std::span<const double> bounds, const labels& series) {
  auto key = label_text(series);
  std::lock_guard lock(mutex_);
  auto& f = family_for(name, help, k_histogram);
  if (f.histograms.empty()) {
    f.bounds.assign(bounds.begin(), bounds.end());
  } else if (!std::ranges::equal(f.bounds, bounds)) {
    throw std::logic_error("histogram registered with other buckets: " + std::string(name));
  }
  auto& slot = f.histograms[std::move(key)];
  if (!slot) slot = std::make_unique<histogram>(bounds);
  return *slot;
}

void registry::add_gauge(std::string_view name, std::string_view help, std::function<double()> read,
                         const labels& series) {
  auto key = label_text(series);
  std::lock_guard lock(mutex_);
  auto& f = family_for(name, help, k_gauge);
  if (!f.gauges.emplace(key, std::move(read)).second) {
    throw std::logic_error("gauge registered twice: " + std::string(name) + "{" + key + "}");
  }
}

std::string registry::render() const {
  std::string out;
  std::lock_guard lock(mutex_);
  for (const auto& f : families_) {
    out += "# HELP ";
    out += f->name;
    out += ' ';
    append_escaped(out, f->help, false);
    out += "\n# TYPE ";
    out += f->name;
    out += ' ';
    out += k_type_names[f->type];
    out += '\n';
    for (const auto& [key, c] : f->counters) {
      append_sample(out, f->name, "", key, "", fmt::format("{}", c->value()));
    }
    for (const auto& [key, read] : f->gauges)
      append_sample(out, f->name, "", key, "", number(read()));
    for (const auto& [key, h] : f->histograms) {
      const auto snap = h->read();
      for (std::size_t i = 0; i < snap.cumulative.size(); ++i) {
        const auto le = i < f->bounds.size() ? number(f->bounds[i]) : "+Inf";
        append_sample(out, f->name, "_bucket", key, "le=\"" + le + "\"",
                      fmt::format("{}", snap.cumulative[i]));
      }
      append_sample(out, f->name, "_sum", key, "", number(snap.sum));
      append_sample(out, f->name, "_count", key, "", fmt::format("{}", snap.cumulative.back()));
    }
  }
  return out;
}

}  // namespace sangam::core::metrics
