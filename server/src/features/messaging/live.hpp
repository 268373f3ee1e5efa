#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "db/channel.hpp"
#include "db/pool.hpp"
#include "features/messaging/conversations.hpp"
#include "http/socket.hpp"

namespace sangam::features::messaging {

// Live delivery: what happens in conversations reaches the members' open sockets on every
// instance. Each instance announces on the channel (after commit) and every instance, itself
// included, hands what it hears to its own sockets. Presence is which members have a socket open
// on some instance; only a member's conversation partners see it.
class live final {
 public:
  live(db::pool& db, db::channel& channel);
  live(const live&) = delete;
  live& operator=(const live&) = delete;

  // A member's socket on this instance, with the members whose presence it may see; it is sent
  // "hello" (with which of them are online) as it joins.
  void attach(const std::shared_ptr<http::socket_peer>& peer, std::vector<std::string> partners);
  void detach(const http::socket_peer& peer);
  bool online(std::string_view member) const;
  // The member changed whether others see them online (privacy.showOnlineStatus): their sockets
  // on this instance announce them online or offline accordingly.
  void presence_setting_changed(const std::string& member);

  // Announcements, after what they say is committed.
  void message(const message_row& m, std::string_view other_member);
  // In the transaction that stores the message: true when announced there (PostgreSQL: it goes
  // out with the commit); false when message() is still to be called after the commit (SQLite).
  bool message(db::tx& t, const message_row& m, std::string_view other_member);
  void typing(std::string_view conversation, std::string_view from, std::string_view to);
  void read(std::string_view conversation, std::string_view reader, std::string_view other,
            long long seq);
  void notifications(std::string_view member, long long unread);
  // The member blocked someone (after the commit): every instance stops passing presence,
  // typing and read receipts between the two on the sockets it has open.
  void blocks_changed(std::string_view member);

 private:
  struct local_socket {
    std::shared_ptr<http::socket_peer> peer;
    std::unordered_set<std::string> partners;
    std::unordered_set<std::string> cut;  // members on the other side of a block made since
  };

  void hear(std::string_view payload);
  static std::string message_payload(const message_row& m, std::string_view other_member);
  // To the member's sockets here; with `from`, not to those cut off from that member.
  void send_local(std::string_view member, const std::string& text, std::string_view from = {});
  void cut_blocked(const std::string& member);
  void announce_presence(const std::string& member, bool online);
  bool shows_presence(const std::string& member);

  db::pool& db_;
  db::channel& channel_;
  std::string instance_;  // this process, among those on the channel
  mutable std::mutex mutex_;
  std::unordered_map<std::string, std::vector<local_socket>> local_;
  // Members with sockets here who hide their presence: never announced online.
  std::unordered_set<std::string> hidden_;
  // member → instances with a socket of theirs open
  std::unordered_map<std::string, std::unordered_set<std::string>> online_;
};

// A message sent over REST or a socket: stored (and on PostgreSQL announced) in one unit of work,
// the rest announced once it has committed.
struct stored_send final {
  sent result;
  long long unread = 0;  // the recipient's bell, when the message raised a notification
  bool announced = false;
};
// The unit of work: the sender must be a member of the conversation (404/403), which must be open.
void store_send(db::tx& t, outgoing message, live& hub, stored_send& out);
// After the commit.
void announce_send(live& hub, const stored_send& s);

}  // namespace sangam::features::messaging
