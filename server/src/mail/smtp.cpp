#include "mail/smtp.hpp"

#include "core/clock.hpp"

#include <curl/curl.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <memory>
#include <mutex>
#include <stdexcept>

namespace sangam::mail {
namespace {

constexpr long k_connect_timeout_seconds = 15;
constexpr long k_total_timeout_seconds = 60;

struct curl_deleter final {
  void operator()(CURL* c) const { curl_easy_cleanup(c); }
  void operator()(curl_slist* l) const { curl_slist_free_all(l); }
};

struct upload final {
  std::string_view remaining;
};

std::size_t read_upload(char* buffer, std::size_t size, std::size_t count, void* user) {
  auto* u = static_cast<upload*>(user);
  const std::size_t n = std::min(size * count, u->remaining.size());
  std::memcpy(buffer, u->remaining.data(), n);
  u->remaining.remove_prefix(n);
  return n;
}

void init_curl_once() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
      throw std::runtime_error("libcurl could not be initialised");
    }
  });
}

// An address as the SMTP envelope needs it; anything that could break out of "<...>" is refused
// rather than sent.
std::string envelope_address(std::string_view address) {
  const bool bad = address.empty() || std::any_of(address.begin(), address.end(), [](char c) {
                     return c == '<' || c == '>' || c == '\r' || c == '\n' || c == ' ';
                   });
  if (bad) throw std::runtime_error("invalid address: " + std::string(address));
  return "<" + std::string(address) + ">";
}

template <typename T>
void set(CURL* c, CURLoption option, T value) {
  if (curl_easy_setopt(c, option, value) != CURLE_OK) {
    throw std::runtime_error("libcurl rejected an SMTP option");
  }
}

}  // namespace

void send_smtp(const smtp_settings& settings, const message& m, const std::string& message_id) {
  init_curl_once();
  const std::string mail_from = envelope_address(parse_mailbox(settings.from).address);
  const std::string rcpt_to = envelope_address(m.to);
  const std::string data = format_message(m, settings.from, core::now(), message_id);

  std::unique_ptr<CURL, curl_deleter> c(curl_easy_init());
  if (!c) throw std::runtime_error("libcurl could not start a transfer");
  std::unique_ptr<curl_slist, curl_deleter> recipients(curl_slist_append(nullptr, rcpt_to.c_str()));
  if (!recipients) throw std::runtime_error("out of memory");
  upload body{data};
  char error[CURL_ERROR_SIZE] = {};

  set(c.get(), CURLOPT_URL, settings.smtp_url.c_str());
  set(c.get(), CURLOPT_PROTOCOLS_STR, "smtp,smtps");
  // Plain smtp:// upgrades with STARTTLS whenever the server offers it.
  set(c.get(), CURLOPT_USE_SSL, static_cast<long>(CURLUSESSL_TRY));
  set(c.get(), CURLOPT_MAIL_FROM, mail_from.c_str());
  set(c.get(), CURLOPT_MAIL_RCPT, recipients.get());
  set(c.get(), CURLOPT_UPLOAD, 1L);
  set(c.get(), CURLOPT_READFUNCTION, &read_upload);
  set(c.get(), CURLOPT_READDATA, &body);
  set(c.get(), CURLOPT_INFILESIZE, static_cast<long>(data.size()));
  set(c.get(), CURLOPT_CONNECTTIMEOUT, k_connect_timeout_seconds);
  set(c.get(), CURLOPT_TIMEOUT, k_total_timeout_seconds);
  set(c.get(), CURLOPT_NOSIGNAL, 1L);
  set(c.get(), CURLOPT_ERRORBUFFER, error);

  const CURLcode result = curl_easy_perform(c.get());
  if (result != CURLE_OK) {
    throw std::runtime_error(error[0] ? std::string(error) : curl_easy_strerror(result));
  }
}

}  // namespace sangam::mail
