#include "features/messaging/removal.hpp"

#include <soci/soci.h>

namespace sangam::features::messaging {
namespace {

constexpr const char* k_select = "SELECT sender_id, body FROM messages WHERE id = :id";
constexpr const char* k_replace = "UPDATE messages SET body = :body WHERE id = :id";

}  // namespace

std::optional<posted_message> posted_message_of(db::tx& t, std::string_view message_id) {
  const std::string id(message_id);
  posted_message m;
  if (!t.fetch(k_select, soci::use(id), soci::into(m.sender_id), soci::into(m.body))) {
    return std::nullopt;
  }
  return m;
}

void replace_message_text(db::tx& t, std::string_view message_id, const std::string& body) {
  const std::string id(message_id);
  t.execute(k_replace, soci::use(body), soci::use(id));
}

}  // namespace sangam::features::messaging
