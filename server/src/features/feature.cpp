#include "features/feature.hpp"

#include <nlohmann/json.hpp>

#include <fstream>

namespace sangam::features {

nlohmann::json read_demo_file(const std::filesystem::path& dir, std::string_view file) {
  const auto path = dir / file;
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path.string());
  auto parsed = nlohmann::json::parse(in, nullptr, false);
  if (parsed.is_discarded()) throw std::runtime_error(path.string() + " is not valid JSON");
  return parsed;
}

}  // namespace sangam::features
