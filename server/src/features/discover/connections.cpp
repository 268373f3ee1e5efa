#include "features/discover/connections.hpp"

#include <soci/soci.h>

#include <unordered_map>

#include "features/discover/members_repo.hpp"

namespace sangam::features::discover {
namespace {

using nlohmann::json;

constexpr const char* k_mine =
    "SELECT id, member_a, member_b, created_at FROM connections"
    " WHERE member_a = :me OR member_b = :me2 ORDER BY created_at DESC, id DESC";

}  // namespace

json list_connections(db::pool& db, const std::string& member_id) {
  struct link final {
    std::string id, other, at;
  };
  std::vector<link> links;
  std::vector<std::string> others;
  auto sql = db.acquire();
  {
    soci::rowset<soci::row> rows =
        (sql->prepare << k_mine, soci::use(member_id), soci::use(member_id));
    for (const auto& r : rows) {
      const auto a = r.get<std::string>(1);
      auto other = a == member_id ? r.get<std::string>(2) : a;
      others.push_back(other);
      links.push_back({r.get<std::string>(0), std::move(other), r.get<std::string>(3)});
    }
  }
  std::unordered_map<std::string, json> members;
  for (auto& card : member_cards(*sql, others, false)) {
    const auto id = card["id"].get<std::string>();
    members.emplace(id, std::move(card));
  }
  json list = json::array();
  for (const auto& l : links) {
    const auto it = members.find(l.other);
    if (it == members.end()) continue;
    list.push_back({{"id", l.id}, {"connectedAt", l.at}, {"member", it->second}});
  }
  return {{"connections", std::move(list)}};
}

}  // namespace sangam::features::discover
