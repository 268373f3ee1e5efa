// The contract covers everything the server answers: every route of the route table is an
// operation of the contract (api/openapi.yaml and api/features/*.yaml), and every operation there
// is a route.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "support/api_fixture.hpp"

namespace sangam::testing {
namespace {

// Routes the contract leaves out on purpose, each with its reason.
const std::map<std::string, std::string> k_not_in_contract = {
    {"GET /metrics",
     "Prometheus text for the operator's scraper (docs/operations.md), outside the API's "
     "servers[0].url; the web app never calls it"},
};

struct contract final {
  std::string base;                  // servers[0].url
  std::set<std::string> operations;  // "GET /api/me/sessions/{id}"
};

std::string_view trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(' ');
  if (first == std::string_view::npos) return {};
  const auto last = text.find_last_not_of(" \r");
  return text.substr(first, last - first + 1);
}

std::size_t indent_of(std::string_view line) {
  const auto first = line.find_first_not_of(' ');
  return first == std::string_view::npos ? line.size() : first;
}

// A key of a block mapping ("  /me/role:" → "/me/role"); empty when the line is not just a key.
std::string key_of(std::string_view line) {
  auto text = trimmed(line);
  if (!text.ends_with(':')) return {};
  text.remove_suffix(1);
  if (text.size() >= 2 && (text.front() == '\'' || text.front() == '"') &&
      text.back() == text.front()) {
    text = text.substr(1, text.size() - 2);
  }
  return std::string(text);
}

// Not a YAML parser: a scanner of the block style the contract is written in — `servers:` with
// its `- url:` items, and under `paths:` each path two spaces in with its methods four spaces in.
// Operations are added with the base found so far, so the root is read first.
void scan(const std::filesystem::path& file, contract& found) {
  static const std::set<std::string, std::less<>> methods = {"get",     "put",  "post",  "delete",
                                                             "options", "head", "patch", "trace"};
  std::ifstream in(file);
  EXPECT_TRUE(in) << "cannot read " << file;
  std::string section, path, line;
  while (std::getline(in, line)) {
    const auto text = trimmed(line);
    if (text.empty() || text.starts_with('#')) continue;
    const auto indent = indent_of(line);
    if (indent == 0) {
      section = key_of(line);
      continue;
    }
    if (section == "servers" && found.base.empty() && text.starts_with("- url:")) {
      found.base = std::string(trimmed(text.substr(6)));
    } else if (section == "paths" && indent == 2) {
      path = key_of(line);
      EXPECT_TRUE(path.starts_with('/')) << "not a path under paths: " << line;
    } else if (section == "paths" && indent == 4 && methods.contains(key_of(line))) {
      auto verb = key_of(line);
      std::transform(verb.begin(), verb.end(), verb.begin(), ::toupper);
      found.operations.insert(verb + " " + found.base + path);
    }
  }
}

// The root (servers) and every feature's fragment (api/features/*.yaml).
contract read_contract(const std::filesystem::path& dir) {
  contract found;
  scan(dir / "openapi.yaml", found);
  std::vector<std::filesystem::path> fragments;
  for (const auto& entry : std::filesystem::directory_iterator(dir / "features")) {
    if (entry.path().extension() == ".yaml") fragments.push_back(entry.path());
  }
  std::sort(fragments.begin(), fragments.end());
  for (const auto& fragment : fragments) scan(fragment, found);
  return found;
}

// "/api/conversations/:id/messages" → "/api/conversations/{id}/messages".
std::string in_contract_notation(std::string_view pattern) {
  std::string path;
  std::size_t start = 0;
  while (start < pattern.size()) {
    auto end = pattern.find('/', start + 1);
    if (end == std::string_view::npos) end = pattern.size();
    const auto segment = pattern.substr(start, end - start);  // "/:id" or "/messages"
    path += segment.starts_with("/:") ? "/{" + std::string(segment.substr(2)) + "}"
                                      : std::string(segment);
    start = end;
  }
  return path;
}

std::vector<std::string> difference(const std::set<std::string>& from,
                                    const std::set<std::string>& without) {
  std::vector<std::string> rest;
  std::set_difference(from.begin(), from.end(), without.begin(), without.end(),
                      std::back_inserter(rest));
  return rest;
}

class contract_completeness : public api_test {};

TEST_F(contract_completeness, every_route_is_a_contract_operation_and_every_operation_a_route) {
  const auto documented = read_contract(SANGAM_CONTRACT_DIR);
  ASSERT_FALSE(documented.base.empty())
      << "no servers[0].url in " SANGAM_CONTRACT_DIR "/openapi.yaml";

  std::set<std::string> served, excepted;
  app_->routes().for_each(
      [&](http::method verb, std::string_view pattern, const http::route_options&) {
        auto route = std::string(http::method_name(verb)) + " " + in_contract_notation(pattern);
        (k_not_in_contract.contains(route) ? excepted : served).insert(std::move(route));
      });
  EXPECT_GT(served.size(), 100u);

  EXPECT_EQ(difference(served, documented.operations), std::vector<std::string>{})
      << "routes the server answers that the contract does not document";
  EXPECT_EQ(difference(documented.operations, served), std::vector<std::string>{})
      << "operations in the contract that no route answers";
  // An exception for a route that is gone, or that the contract documents after all, is stale.
  std::set<std::string> exceptions;
  for (const auto& [route, reason] : k_not_in_contract) exceptions.insert(route);
  EXPECT_EQ(excepted, exceptions) << "exceptions that are no longer routes";
  for (const auto& route : exceptions) {
    EXPECT_FALSE(documented.operations.contains(route)) << route << " is documented after all";
  }
}

}  // namespace
}  // namespace sangam::testing
