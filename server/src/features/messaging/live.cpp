#include "features/messaging/live.hpp"

#include <spdlog/spdlog.h>
#include <nlohmann/json.hpp>

#include <algorithm>

#include "core/ids.hpp"
#include "features/messaging/wire.hpp"
#include "features/moderation/blocks.hpp"
#include "features/notifications/notifications.hpp"
#include "features/profiles/settings.hpp"

namespace sangam::features::messaging {
namespace {

using nlohmann::json;

}  // namespace

live::live(db::pool& db, db::channel& channel)
    : db_(db), channel_(channel), instance_(core::new_uuid_v7()) {
  channel_.subscribe([this](std::string_view payload) { hear(payload); });
}

void live::attach(const std::shared_ptr<http::socket_peer>& peer,
                  std::vector<std::string> partners) {
  const auto& member = peer->subject();
  const bool shown = shows_presence(member);
  bool first = false;
  {
    std::lock_guard lock(mutex_);
    // The greeting goes out as the socket joins, under the same lock as every delivery's list of
    // sockets: nothing reaches the socket before it, and everything announced after it does (a
    // client that reads "hello" and then acts misses nothing).
    std::vector<std::string> online;
    for (const auto& m : partners) {
      const auto it = online_.find(m);
      if (it != online_.end() && !it->second.empty()) online.push_back(m);
    }
    peer->send(json{{"type", "hello"}, {"memberId", member}, {"online", online}}.dump());
    auto& sockets = local_[member];
    first = sockets.empty();
    sockets.push_back(
        {peer,
         {std::make_move_iterator(partners.begin()), std::make_move_iterator(partners.end())}});
    if (first && !shown) hidden_.insert(member);
  }
  if (first && shown) announce_presence(member, true);
}

bool live::shows_presence(const std::string& member) {
  auto sql = db_.acquire();
  return profiles::presence_privacy_of(*sql, member).show_online;
}

void live::presence_setting_changed(const std::string& member) {
  const bool shown = shows_presence(member);
  bool announce = false;
  {
    std::lock_guard lock(mutex_);
    if (!local_.contains(member)) return;
    announce = shown ? hidden_.erase(member) > 0 : hidden_.insert(member).second;
  }
  if (announce) announce_presence(member, shown);
}

void live::detach(const http::socket_peer& peer) {
  const auto& member = peer.subject();
  bool last = false;
  bool was_hidden = false;
  {
    std::lock_guard lock(mutex_);
    const auto it = local_.find(member);
    if (it == local_.end()) return;
    std::erase_if(it->second, [&](const local_socket& s) { return s.peer.get() == &peer; });
    last = it->second.empty();
    if (last) {
      local_.erase(it);
      was_hidden = hidden_.erase(member) > 0;
    }
  }
  if (last && !was_hidden) announce_presence(member, false);
}

bool live::online(std::string_view member) const {
  std::lock_guard lock(mutex_);
  const auto it = online_.find(std::string(member));
  return it != online_.end() && !it->second.empty();
}

void live::announce_presence(const std::string& member, bool online) {
  channel_.publish(
      json{{"t", "presence"}, {"member", member}, {"instance", instance_}, {"online", online}}
          .dump());
}

std::string live::message_payload(const message_row& m, std::string_view other_member) {
  auto payload = json{{"t", "message"},
                      {"to", {m.sender_id, other_member}},
                      {"message", to_json(m, m.sender_id)}}
                     .dump();
  if (payload.size() > db::channel::k_max_payload) {
    // Too long for a notice: a reference, which each instance reads back.
    payload = json{
        {"t", "message_at"},
        {"to", {m.sender_id, other_member}},
        {"conversation", m.conversation_id},
        {"seq",
         m.seq}}.dump();
  }
  return payload;
}

void live::message(const message_row& m, std::string_view other_member) {
  channel_.publish(message_payload(m, other_member));
}

bool live::message(db::tx& t, const message_row& m, std::string_view other_member) {
  return channel_.publish(t, message_payload(m, other_member));
}

void live::typing(std::string_view conversation, std::string_view from, std::string_view to) {
  channel_.publish(
      json{{"t", "typing"}, {"to", to}, {"conversation", conversation}, {"member", from}}.dump());
}

void live::read(std::string_view conversation, std::string_view reader, std::string_view other,
                long long seq) {
  channel_.publish(json{
      {"t", "read"},
      {"to", {reader, other}},
      {"conversation", conversation},
      {"member", reader},
      {"seq", seq}}.dump());
}

void live::notifications(std::string_view member, long long unread) {
  channel_.publish(json{{"t", "notifications"}, {"to", member}, {"unread", unread}}.dump());
}

void live::send_local(std::string_view member, const std::string& text, std::string_view from) {
  std::vector<std::shared_ptr<http::socket_peer>> peers;
  {
    std::lock_guard lock(mutex_);
    const auto it = local_.find(std::string(member));
    if (it == local_.end()) return;
    for (const auto& s : it->second) {
      if (!from.empty() && s.cut.contains(std::string(from))) continue;
      peers.push_back(s.peer);
    }
  }
  for (const auto& peer : peers) peer->send(text);
}

void live::blocks_changed(std::string_view member) {
  channel_.publish(json{{"t", "blocks"}, {"member", member}}.dump());
}

// The member and everyone on the other side of a block with them stop seeing each other on the
// sockets open here: no more presence (each is told the other is offline), typing or receipts.
void live::cut_blocked(const std::string& member) {
  std::vector<std::string> others;
  {
    auto sql = db_.acquire();
    others = moderation::blocked_either_way(*sql, member);
  }
  if (others.empty()) return;
  std::vector<std::pair<std::shared_ptr<http::socket_peer>, std::string>> offline;
  {
    std::lock_guard lock(mutex_);
    const auto cut = [&](local_socket& s, const std::string& other) {
      if (!s.cut.insert(other).second) return;
      if (s.partners.erase(other) > 0) offline.emplace_back(s.peer, other);
    };
    if (const auto mine = local_.find(member); mine != local_.end()) {
      for (auto& s : mine->second) {
        for (const auto& other : others) cut(s, other);
      }
    }
    for (const auto& other : others) {
      const auto theirs = local_.find(other);
      if (theirs == local_.end()) continue;
      for (auto& s : theirs->second) cut(s, member);
    }
  }
  for (const auto& [peer, other] : offline) {
    peer->send(json{{"type", "presence"}, {"memberId", other}, {"online", false}}.dump());
  }
}

// What an instance (maybe this one) announced, to this instance's sockets.
void live::hear(std::string_view payload) {
  const auto event = json::parse(payload, nullptr, false);
  if (!event.is_object()) return;
  const auto kind = event.value("t", "");
  if (kind == "presence") {
    const auto member = event.value("member", "");
    const bool now_online = event.value("online", false);
    std::vector<std::shared_ptr<http::socket_peer>> watchers;
    {
      std::lock_guard lock(mutex_);
      auto& where = online_[member];
      const bool was = !where.empty();
      if (now_online) {
        where.insert(event.value("instance", ""));
      } else {
        where.erase(event.value("instance", ""));
      }
      if (was == !where.empty()) return;  // no change seen from outside
      if (where.empty()) online_.erase(member);
      for (const auto& [who, sockets] : local_) {
        for (const auto& s : sockets) {
          if (s.partners.contains(member)) watchers.push_back(s.peer);
        }
      }
    }
    const auto text =
        json{{"type", "presence"}, {"memberId", member}, {"online", now_online}}.dump();
    for (const auto& peer : watchers) peer->send(text);
    return;
  }
  if (kind == "message" || kind == "message_at") {
    message_row m;
    if (kind == "message") {
      m = message_from_json(event.at("message"));
    } else {
      auto sql = db_.acquire();
      auto found = message_at(*sql, event.value("conversation", ""), event.value("seq", 0LL));
      if (!found) return;
      m = std::move(*found);
    }
    for (const auto& member : event.at("to")) {
      const auto& id = member.get_ref<const std::string&>();
      send_local(id, json{{"type", "message"}, {"message", to_json(m, id)}}.dump());
    }
    return;
  }
  if (kind == "typing") {
    const auto from = event.value("member", "");
    send_local(event.value("to", ""),
               json{{"type", "typing"},
                    {"conversationId", event.value("conversation", "")},
                    {"memberId", from}}
                   .dump(),
               from);
    return;
  }
  if (kind == "blocks") {
    cut_blocked(event.value("member", ""));
    return;
  }
  if (kind == "read") {
    const auto text = json{{"type", "read"},
                           {"conversationId", event.value("conversation", "")},
                           {"memberId", event.value("member", "")},
                           {"seq", event.value("seq", 0LL)}}
                          .dump();
    const auto reader = event.value("member", "");
    for (const auto& member : event.at("to")) send_local(member.get<std::string>(), text, reader);
    return;
  }
  if (kind == "notifications") {
    send_local(event.value("to", ""),
               json{{"type", "notifications"}, {"unread", event.value("unread", 0LL)}}.dump());
  }
}

void store_send(db::tx& t, outgoing message, live& hub, stored_send& out) {
  message.to = member_of(t, message.to.conversation_id, message.to.member_id);
  out.result = send_message_to(t, message);
  if (!out.result.created) return;
  if (out.result.notified) out.unread = notifications::unread_count(t.sql(), out.result.recipient);
  out.announced = hub.message(t, out.result.message, out.result.recipient);
}

void announce_send(live& hub, const stored_send& s) {
  if (!s.result.created) return;
  if (!s.announced) hub.message(s.result.message, s.result.recipient);
  if (s.result.notified) hub.notifications(s.result.recipient, s.unread);
}

}  // namespace sangam::features::messaging
