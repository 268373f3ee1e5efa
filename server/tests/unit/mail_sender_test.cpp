#include "mail/sender.hpp"

#include <gtest/gtest.h>
#include <soci/soci.h>
#include <spdlog/sinks/ringbuffer_sink.h>
#include <spdlog/spdlog.h>
#include <stdlib.h>

#include <algorithm>
#include <atomic>
#include <boost/asio.hpp>
#include <filesystem>
#include <mutex>
#include <set>
#include <thread>

#include "db/migrations.hpp"
#include "db/writer.hpp"
#include "mail/outbox.hpp"

namespace sangam::mail {
namespace {

using namespace std::chrono_literals;
namespace asio = boost::asio;
using asio::ip::tcp;

// Just enough of an SMTP server on 127.0.0.1 to receive what curl sends: every command is
// accepted, every message kept.
class smtp_sink final {
 public:
  explicit smtp_sink(unsigned short port = 0)
      : acceptor_(io_, {asio::ip::make_address("127.0.0.1"), port}, /*reuse_address=*/true),
        port_(acceptor_.local_endpoint().port()),
        thread_([this] { serve(); }) {}

  ~smtp_sink() {
    stopping_ = true;
    // Unblocks accept() with a connection of our own.
    boost::system::error_code ec;
    tcp::socket poke(io_);
    poke.connect({asio::ip::make_address("127.0.0.1"), port_}, ec);
    thread_.join();
  }

  unsigned short port() const { return port_; }

  std::vector<std::string> messages() {
    std::lock_guard lock(mutex_);
    return messages_;
  }
  std::vector<std::string> commands() {
    std::lock_guard lock(mutex_);
    return commands_;
  }

 private:
  void serve() {
    while (!stopping_) {
      tcp::socket socket(io_);
      boost::system::error_code ec;
      acceptor_.accept(socket, ec);
      if (ec || stopping_) continue;
      converse(socket, ec);
    }
  }

  void converse(tcp::socket& socket, boost::system::error_code& ec) {
    asio::streambuf in;
    auto reply = [&](std::string_view line) { asio::write(socket, asio::buffer(line), ec); };
    reply("220 sink ESMTP\r\n");
    while (!ec) {
      const std::size_t n = asio::read_until(socket, in, "\r\n", ec);
      if (ec) return;
      std::string line(asio::buffers_begin(in.data()), asio::buffers_begin(in.data()) + n - 2);
      in.consume(n);
      {
        std::lock_guard lock(mutex_);
        commands_.push_back(line);
      }
      const std::string verb = line.substr(0, 4);
      if (verb == "DATA") {
        reply("354 go ahead\r\n");
        const std::size_t m = asio::read_until(socket, in, "\r\n.\r\n", ec);
        if (ec) return;
        std::string data(asio::buffers_begin(in.data()), asio::buffers_begin(in.data()) + m - 3);
        in.consume(m);
        {
          std::lock_guard lock(mutex_);
          messages_.push_back(std::move(data));
        }
        reply("250 queued\r\n");
      } else if (verb == "QUIT") {
        reply("221 bye\r\n");
        return;
      } else {
        reply("250 ok\r\n");
      }
    }
  }

  asio::io_context io_;
  tcp::acceptor acceptor_;
  unsigned short port_;
  std::atomic<bool> stopping_{false};
  std::mutex mutex_;
  std::vector<std::string> messages_;
  std::vector<std::string> commands_;
  std::thread thread_;
};

template <typename Condition>
bool eventually(Condition condition, std::chrono::milliseconds timeout = 10s) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (std::chrono::steady_clock::now() < deadline) {
    if (condition()) return true;
    std::this_thread::sleep_for(20ms);
  }
  return condition();
}

struct outbox_row final {
  std::string id;
  int attempts = 0;
  std::optional<std::string> sent_at;
  std::optional<std::string> last_error;
};

class mail_sender : public ::testing::Test {
 protected:
  void SetUp() override {
    char pattern[] = "/tmp/sangam-mail-XXXXXX";
    ASSERT_NE(mkdtemp(pattern), nullptr);
    dir_ = pattern;
    db_ = std::make_unique<db::pool>((dir_ / "mail.db").string(), 2);
    db::migrate(*db_, db::embedded_migrations());
    writer_ = std::make_unique<db::writer>(*db_);
  }
  void TearDown() override {
    writer_.reset();
    db_.reset();
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }

  void queue(const message& m) {
    writer_->run([&](db::tx& t) { enqueue(t, m); });
  }

  std::vector<outbox_row> rows() {
    auto sql = db_->acquire();
    soci::rowset<soci::row> result = (sql->prepare << "SELECT id, attempts, sent_at, last_error"
                                                      " FROM outbox ORDER BY id");
    std::vector<outbox_row> out;
    for (const auto& r : result) {
      outbox_row row{r.get<std::string>(0), r.get<int>(1)};
      if (r.get_indicator(2) == soci::i_ok) row.sent_at = r.get<std::string>(2);
      if (r.get_indicator(3) == soci::i_ok) row.last_error = r.get<std::string>(3);
      out.push_back(std::move(row));
    }
    return out;
  }

  bool all_sent() {
    const auto all = rows();
    return std::all_of(all.begin(), all.end(), [](const auto& r) { return r.sent_at.has_value(); });
  }

  static smtp_settings smtp_at(unsigned short port) {
    return {.smtp_url = "smtp://127.0.0.1:" + std::to_string(port),
            .from = "Sangam <no-reply@sangam.test>"};
  }

  std::filesystem::path dir_;
  std::unique_ptr<db::pool> db_;
  std::unique_ptr<db::writer> writer_;
};

const message k_invitation{.to = "asha@example.in",
                           .subject = "Your Sangam invitation",
                           .body_text = "Hello Asha,\n\nhttps://sangam.test/password-setup?t=1\n"};

TEST_F(mail_sender, delivers_a_queued_message_over_smtp_and_marks_it_sent) {
  smtp_sink sink;
  queue(k_invitation);
  {
    sender s(*db_, *writer_, smtp_at(sink.port()), 50ms);
    ASSERT_TRUE(eventually([&] { return all_sent(); }));
  }
  const auto row = rows().at(0);
  EXPECT_EQ(row.attempts, 0);
  EXPECT_FALSE(row.last_error);

  const auto received = sink.messages();
  ASSERT_EQ(received.size(), 1u);
  const std::string& text = received[0];
  EXPECT_NE(text.find("From: Sangam <no-reply@sangam.test>\r\n"), std::string::npos);
  EXPECT_NE(text.find("To: asha@example.in\r\n"), std::string::npos);
  EXPECT_NE(text.find("Subject: Your Sangam invitation\r\n"), std::string::npos);
  EXPECT_NE(text.find("Message-ID: <" + row.id + "@sangam.test>\r\n"), std::string::npos);
  EXPECT_NE(text.find("Content-Type: text/plain; charset=utf-8\r\n"), std::string::npos);
  EXPECT_NE(text.find("\r\n\r\nHello Asha,\r\n\r\nhttps://sangam.test/password-setup?t=1\r\n"),
            std::string::npos);

  const auto commands = sink.commands();
  EXPECT_NE(std::find(commands.begin(), commands.end(), "MAIL FROM:<no-reply@sangam.test>"),
            commands.end());
  EXPECT_NE(std::find(commands.begin(), commands.end(), "RCPT TO:<asha@example.in>"),
            commands.end());
}

TEST_F(mail_sender, without_smtp_the_whole_message_goes_to_the_log_and_counts_as_sent) {
  auto log = std::make_shared<spdlog::sinks::ringbuffer_sink_mt>(64);
  spdlog::default_logger()->sinks().push_back(log);
  queue(k_invitation);
  {
    sender s(*db_, *writer_, {.smtp_url = ""}, 50ms);
    EXPECT_TRUE(eventually([&] { return all_sent(); }));
  }
  spdlog::default_logger()->sinks().pop_back();
  std::string logged;
  for (const auto& line : log->last_formatted()) logged += line;
  EXPECT_NE(logged.find("asha@example.in"), std::string::npos);
  EXPECT_NE(logged.find("Your Sangam invitation"), std::string::npos);
  EXPECT_NE(logged.find("https://sangam.test/password-setup?t=1"), std::string::npos);
}

TEST_F(mail_sender, keeps_a_message_while_the_server_is_down_and_delivers_it_when_it_is_back) {
  unsigned short port = 0;
  { port = smtp_sink().port(); }  // a port nobody listens on
  queue(k_invitation);
  sender s(*db_, *writer_, smtp_at(port), 50ms, 200ms);
  ASSERT_TRUE(eventually([&] { return rows().at(0).attempts >= 1; }));
  const auto failed = rows().at(0);
  EXPECT_FALSE(failed.sent_at);
  ASSERT_TRUE(failed.last_error);
  EXPECT_FALSE(failed.last_error->empty());

  smtp_sink sink(port);
  s.wake();
  ASSERT_TRUE(eventually([&] { return all_sent(); }));
  EXPECT_EQ(sink.messages().size(), 1u);
}

TEST_F(mail_sender, two_senders_on_one_database_send_each_message_once) {
  smtp_sink sink;
  constexpr int k_count = 12;
  for (int i = 0; i < k_count; ++i) {
    queue({.to = "m" + std::to_string(i) + "@example.in", .subject = "n", .body_text = "b"});
  }
  db::pool other_instance((dir_ / "mail.db").string(), 2);
  db::writer other_writer(other_instance);
  {
    sender a(*db_, *writer_, smtp_at(sink.port()), 10ms);
    sender b(other_instance, other_writer, smtp_at(sink.port()), 10ms);
    ASSERT_TRUE(eventually([&] { return all_sent(); }));
  }
  const auto received = sink.messages();
  EXPECT_EQ(received.size(), static_cast<std::size_t>(k_count));
  std::set<std::string> recipients;
  for (const auto& text : received) {
    const auto to = text.find("\r\nTo: ");
    recipients.insert(text.substr(to, text.find("\r\n", to + 2) - to));
  }
  EXPECT_EQ(recipients.size(), static_cast<std::size_t>(k_count));
}

TEST_F(mail_sender, a_message_queued_in_a_rolled_back_transaction_is_never_sent) {
  struct rolled_back final {};
  EXPECT_THROW(writer_->run([&](db::tx& t) {
    enqueue(t, k_invitation);
    throw rolled_back{};
  }),
               rolled_back);
  EXPECT_TRUE(rows().empty());
}

}  // namespace
}  // namespace sangam::mail
