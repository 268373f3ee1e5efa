#pragma once

#include <string>

#include "mail/message.hpp"

namespace sangam::mail {

struct smtp_settings final {
  // smtp://host:587 (STARTTLS when the server offers it) or smtps://user:password@host:465; empty:
  // no delivery, messages are written to the log instead.
  std::string smtp_url;
  std::string from = "Sangam <no-reply@sangam.local>";
};

// Hands one message to the SMTP server; throws std::runtime_error saying why it could not.
// message_id is "left@right", stable across attempts so that receivers can drop duplicates.
void send_smtp(const smtp_settings& settings, const message& m, const std::string& message_id);

}  // namespace sangam::mail
