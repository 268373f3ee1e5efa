// A text frame from a member's socket through read_frame, which member_socket runs on every frame
// before any work is done for it: a JSON object with a known type and that type's fields, or
// core::api_error 400 naming what is wrong. Whatever the input, nothing else is thrown, and what
// is read is what the socket relies on: a send has a client id of 1 to 64 characters and a
// trimmed body of 1 to 2000; a resume names at most 100 conversations at positions from 0; a
// read's seq is from 0.
//
// Input: the frame's text.

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "check.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
#include "features/messaging/frames.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace messaging = sangam::features::messaging;
  using kind = messaging::client_frame::kind;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  nlohmann::json client_id;
  try {
    const auto frame = messaging::read_frame(text, client_id);
    FUZZ_CHECK(frame.client_id == client_id);
    switch (frame.type) {
      case kind::send: {
        const auto& m = frame.message;
        FUZZ_CHECK(!m.client_id.empty());
        FUZZ_CHECK(sangam::core::utf8_length(m.client_id) <= messaging::k_client_id_max);
        FUZZ_CHECK(!m.body.empty());
        FUZZ_CHECK(sangam::core::trim(m.body).size() == m.body.size());
        FUZZ_CHECK(sangam::core::utf8_length(m.body) <= messaging::k_body_max);
        FUZZ_CHECK(m.to.conversation_id == frame.conversation_id);
        break;
      }
      case kind::resume:
        FUZZ_CHECK(frame.after.size() <= messaging::k_resume_max_positions);
        for (const auto& [conversation, seq] : frame.after) FUZZ_CHECK(seq >= 0);
        break;
      case kind::read:
        FUZZ_CHECK(frame.seq >= 0);
        break;
      case kind::typing:
        break;
    }
  } catch (const sangam::core::api_error& e) {
    FUZZ_CHECK(e.status() == 400);
  }
  return 0;
}
