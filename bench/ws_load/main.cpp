// sangam_ws_load: the WebSocket load of bench/messaging.sh. Members in connected pairs open
// /api/ws, sit idle while the server's memory is read, then each sends at a steady rate; every
// message's delivery time is its partner's receive time minus its send time (one clock, one
// process). Prints one line "WS_RESULT key=value …" on stdout; progress goes to stderr.
#include <sys/resource.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/address.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iostream>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "chat_client.hpp"
#include "tally.hpp"

namespace {

namespace net = boost::asio;
using sangam::bench::chat_client;
using sangam::bench::clock;
using sangam::bench::member_line;
using sangam::bench::server_address;
using sangam::bench::tally;
using seconds = std::chrono::duration<double>;

struct options final {
  std::string clients_file;
  std::string host = "127.0.0.1";
  unsigned short port = 0;
  std::string origin;
  std::size_t clients = 0;  // 0: every line of the file
  double rate = 1.0;        // messages per second per client
  double warmup = 5;        // seconds of sending before the measured window
  double duration = 30;     // seconds of the measured window
  double settle = 5;        // seconds idle before the server's memory is read
  double drain = 10;        // at most this long for the last messages after the sending stops
  std::size_t warmup_clients = 20;
  std::size_t open_at_once = 64;
  int server_pid = 0;
  int db_pid = 0;  // PostgreSQL's postmaster: its CPU time and its backends'
  // The last N clients send `resume` frames of `resume_keys` conversations at `resume_rate` a
  // second instead of messages: what a flood of resumes does to the others' writes.
  std::size_t resume_flooders = 0;
  std::size_t resume_keys = 100;
  double resume_rate = 0.9;
};

std::vector<member_line> read_members(const std::string& path, std::size_t limit) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::vector<member_line> members;
  std::string text;
  while (std::getline(in, text) && (limit == 0 || members.size() < limit)) {
    std::istringstream fields(text);
    member_line m{.index = members.size()};
    if (!(fields >> m.token >> m.conversation_id >> m.partner >> m.member_id)) {
      throw std::runtime_error(path + ": a line is not <token> <conversation> <partner> <member>");
    }
    members.push_back(std::move(m));
  }
  for (const auto& m : members) {
    if (m.partner >= members.size()) {
      throw std::runtime_error("client " + std::to_string(m.index) +
                               "'s partner is not in the run");
    }
  }
  return members;
}

// The server's resident memory in KB (VmRSS), 0 when it cannot be read.
long rss_kb(int pid) {
  if (pid <= 0) return 0;
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  std::string key;
  long value = 0;
  while (status >> key) {
    if (key == "VmRSS:" && status >> value) return value;
    status.ignore(1 << 10, '\n');
  }
  return 0;
}

// Descriptors for every socket: the soft limit up to the hard one.
void raise_descriptor_limit(std::size_t needed) {
  rlimit limit{};
  getrlimit(RLIMIT_NOFILE, &limit);
  limit.rlim_cur = limit.rlim_max;
  setrlimit(RLIMIT_NOFILE, &limit);
  if (limit.rlim_cur != RLIM_INFINITY && limit.rlim_cur < needed + 64) {
    throw std::runtime_error("ulimit -n allows " + std::to_string(limit.rlim_cur) +
                             " descriptors; " + std::to_string(needed + 64) + " are needed");
  }
}

// Runs the io_context until `done()` or the deadline; false on the deadline.
bool run_until(net::io_context& io, const std::function<bool()>& done, clock::time_point deadline) {
  while (!done()) {
    if (clock::now() >= deadline) return false;
    io.run_one_until(std::min(deadline, clock::now() + std::chrono::milliseconds(50)));
  }
  return true;
}

void run_for(net::io_context& io, seconds length) {
  const auto until = clock::now() + std::chrono::duration_cast<clock::duration>(length);
  run_until(
      io, [] { return false; }, until);
}

// Opens the clients, `at_once` connections in flight at a time; returns when every one has got
// its `hello` or failed, or after a minute plus a few ms per client.
void open_all(net::io_context& io, const std::vector<std::shared_ptr<chat_client>>& clients,
              std::size_t at_once) {
  std::size_t next = 0, finished = 0;
  std::function<void()> launch = [&] {
    if (next == clients.size()) return;
    clients[next++]->open([&](bool) {
      ++finished;
      launch();
    });
  };
  for (std::size_t i = 0; i < std::min(at_once, clients.size()); ++i) launch();
  const auto deadline = clock::now() + std::chrono::seconds(60) +
                        std::chrono::milliseconds(5) * static_cast<long>(clients.size());
  if (!run_until(
          io, [&] { return finished == clients.size(); }, deadline)) {
    throw std::runtime_error("only " + std::to_string(finished) + " of " +
                             std::to_string(clients.size()) + " sockets opened in time");
  }
}

std::vector<std::shared_ptr<chat_client>> make_clients(net::io_context& io,
                                                       const server_address& server,
                                                       const std::vector<member_line>& members,
                                                       tally& totals) {
  std::vector<std::shared_ptr<chat_client>> clients;
  clients.reserve(members.size());
  for (const auto& m : members) {
    clients.push_back(std::make_shared<chat_client>(io, server, m, totals));
  }
  return clients;
}

// The fields of /proc/<pid>/stat after the command name (which may hold spaces), from the state
// on; empty when the process is gone.
std::vector<long long> stat_fields(int pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string text;
  std::getline(stat, text);
  const auto after_name = text.rfind(')');
  std::vector<long long> fields;
  if (after_name == std::string::npos) return fields;
  std::istringstream words(text.substr(after_name + 2));
  std::string word;
  words >> word;  // the state, a letter
  fields.push_back(0);
  while (words >> word) fields.push_back(std::atoll(word.c_str()));
  return fields;
}

// User + system CPU time used so far, in µs, by process `pid`; with `children`, also by its
// children, live ones and those it has reaped (PostgreSQL's backends), as bench/lib.sh's cpu_us.
long long cpu_us(int pid, bool children = false) {
  if (pid <= 0) return 0;
  constexpr std::size_t utime = 11, stime = 12, cutime = 13, cstime = 14;  // fields 14 to 17
  long long ticks = 0;
  if (const auto f = stat_fields(pid); f.size() > cstime) {
    ticks += f[utime] + f[stime];
    if (children) ticks += f[cutime] + f[cstime];
  }
  if (children) {
    std::ifstream list("/proc/" + std::to_string(pid) + "/task/" + std::to_string(pid) +
                       "/children");
    for (int child = 0; list >> child;) {
      if (const auto f = stat_fields(child); f.size() > stime) ticks += f[utime] + f[stime];
    }
  }
  return ticks * 1000000 / sysconf(_SC_CLK_TCK);
}

// What the measured window cost: CPU time per message acknowledged in it, the server's and
// (PostgreSQL) the database's.
struct window_cost final {
  long long server_cpu_us = 0;
  long long db_cpu_us = 0;
  std::uint64_t messages = 0;
};

// Every client sends from `start` at the rate, the clients' first sends spread evenly over one
// interval so the load is steady; then the last messages are waited for.
window_cost send_all(net::io_context& io, const std::vector<std::shared_ptr<chat_client>>& clients,
                     const options& o, tally& totals) {
  const auto interval = std::chrono::duration_cast<clock::duration>(seconds(1.0 / o.rate));
  const auto start = clock::now() + std::chrono::milliseconds(200);
  totals.measure_from = start + std::chrono::duration_cast<clock::duration>(seconds(o.warmup));
  const auto until =
      totals.measure_from + std::chrono::duration_cast<clock::duration>(seconds(o.duration));
  const auto senders = clients.size() - std::min(o.resume_flooders, clients.size());
  for (std::size_t i = 0; i < senders; ++i) {
    clients[i]->send_every(start + interval * i / senders, interval, until);
  }
  const auto resume_interval =
      std::chrono::duration_cast<clock::duration>(seconds(1.0 / o.resume_rate));
  for (std::size_t i = senders; i < clients.size(); ++i) {
    clients[i]->resume_every(start + resume_interval * (i - senders) / (clients.size() - senders),
                             resume_interval, until, o.resume_keys);
  }
  const auto forever = [] { return false; };
  run_until(io, forever, totals.measure_from);
  window_cost cost{.server_cpu_us = -cpu_us(o.server_pid),
                   .db_cpu_us = -cpu_us(o.db_pid, true),
                   .messages = totals.acked};
  run_until(io, forever, until);
  cost.server_cpu_us += cpu_us(o.server_pid);
  cost.db_cpu_us += cpu_us(o.db_pid, true);
  cost.messages = totals.acked - cost.messages;
  run_until(
      io,
      [&] {
        return totals.acked + totals.refused >= totals.sent && totals.received >= totals.acked;
      },
      until + std::chrono::duration_cast<clock::duration>(seconds(o.drain)));
  return cost;
}

// A few pairs open, exchange a message and close, so that what the server builds once
// (database connections, statements, thread arenas) is not counted per socket. Returns the
// server's VmRSS after.
long warm_up(net::io_context& io, const server_address& server,
             const std::vector<member_line>& members, const options& o, std::string tag) {
  tally warm{.client_id_prefix = std::move(tag)};
  {
    const auto pairs = std::min(o.warmup_clients, members.size()) / 2;
    const std::vector<member_line> few(members.begin(),
                                       members.begin() + static_cast<long>(2 * pairs));
    auto clients = make_clients(io, server, few, warm);
    open_all(io, clients, o.open_at_once);
    for (auto& c : clients) c->send_every(clock::now(), std::chrono::hours(1), clock::now());
    run_until(
        io, [&] { return warm.sent + warm.unsent >= warm.opened && warm.received >= warm.sent; },
        clock::now() + std::chrono::seconds(10));
    for (auto& c : clients) c->close();
  }
  run_for(io, seconds(2));
  const long rss = rss_kb(o.server_pid);
  std::cerr << "warm-up: " << warm.opened << " sockets, " << warm.received
            << " messages; server VmRSS " << rss << " KB with no socket open\n";
  return rss;
}

std::uint32_t percentile(const std::vector<std::uint32_t>& sorted, double p) {
  if (sorted.empty()) return 0;
  const auto rank = static_cast<std::size_t>(std::ceil(p * static_cast<double>(sorted.size())));
  return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
}

struct memory final {
  long before_kb = 0;  // after the warm-up, no socket open
  long idle_kb = 0;    // every socket open and idle
  std::uint64_t idle_sockets = 0;
};

void print_result(const tally& totals, std::size_t clients, seconds open_time, const memory& m,
                  const window_cost& cost) {
  // Sent but neither acknowledged nor refused when the drain ended: the server fell behind.
  const auto answered = totals.acked + totals.refused;
  const auto unanswered = totals.sent > answered ? totals.sent - answered : 0;
  // Acknowledged but not (yet) delivered to the partner when the drain ended.
  const auto undelivered = totals.acked > totals.received ? totals.acked - totals.received : 0;
  const auto& samples = totals.delivery_us;
  const auto per_socket = m.idle_sockets ? static_cast<double>(m.idle_kb - m.before_kb) /
                                               static_cast<double>(m.idle_sockets)
                                         : 0.0;
  const auto per_message = [&](long long us) {
    return cost.messages ? static_cast<double>(us) / static_cast<double>(cost.messages) : 0.0;
  };
  std::cout << "WS_RESULT clients=" << clients << " opened=" << totals.opened
            << " open_failed=" << totals.open_failed << " open_s=" << open_time.count()
            << " rss_before_kb=" << m.before_kb << " rss_idle_kb=" << m.idle_kb
            << " idle_sockets=" << m.idle_sockets << " kb_per_socket=" << per_socket
            << " sent=" << totals.sent << " acked=" << totals.acked << " refused=" << totals.refused
            << " unanswered=" << unanswered << " received=" << totals.received
            << " undelivered=" << undelivered << " dropped=" << totals.dropped
            << " unsent=" << totals.unsent << " samples=" << samples.size()
            << " p50_us=" << percentile(samples, 0.50) << " p99_us=" << percentile(samples, 0.99)
            << " max_us=" << (samples.empty() ? 0 : samples.back())
            << " p90_us=" << percentile(samples, 0.90) << " acks=" << totals.ack_us.size()
            << " ack_p50_us=" << percentile(totals.ack_us, 0.50)
            << " ack_p90_us=" << percentile(totals.ack_us, 0.90)
            << " ack_p99_us=" << percentile(totals.ack_us, 0.99) << " resumes=" << totals.resumes
            << " resumed=" << totals.resumed
            << " server_cpu_us_per_message=" << per_message(cost.server_cpu_us)
            << " db_cpu_us_per_message=" << per_message(cost.db_cpu_us) << "\n";
  if (!totals.first_problem.empty()) std::cerr << "first problem: " << totals.first_problem << "\n";
}

int run(const options& o) {
  const auto members = read_members(o.clients_file, o.clients);
  raise_descriptor_limit(members.size());
  const server_address server{
      {net::ip::make_address(o.host), o.port}, o.host + ":" + std::to_string(o.port), o.origin};
  net::io_context io(1);
  auto guard = net::make_work_guard(io);
  // Client ids unique to this run: rounds share a database.
  const auto run_tag = std::to_string(std::chrono::system_clock::now().time_since_epoch().count());

  memory m{.before_kb = warm_up(io, server, members, o, run_tag + "w")};
  tally totals{.client_id_prefix = run_tag + "m"};
  auto clients = make_clients(io, server, members, totals);
  const auto open_started = clock::now();
  open_all(io, clients, o.open_at_once);
  const seconds open_time = clock::now() - open_started;
  std::cerr << totals.opened << " of " << clients.size() << " sockets open in " << open_time.count()
            << " s; idle for " << o.settle << " s\n";
  run_for(io, seconds(o.settle));
  m.idle_kb = rss_kb(o.server_pid);
  m.idle_sockets = totals.opened - totals.dropped;
  std::cerr << "server VmRSS " << m.idle_kb << " KB with " << m.idle_sockets << " idle sockets\n"
            << "sending " << o.rate << "/s per client: " << o.warmup << " s warm-up, " << o.duration
            << " s measured\n";
  const auto cost = send_all(io, clients, o, totals);
  for (auto& c : clients) c->close();
  std::sort(totals.delivery_us.begin(), totals.delivery_us.end());
  std::sort(totals.ack_us.begin(), totals.ack_us.end());
  print_result(totals, clients.size(), open_time, m, cost);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  options o;
  CLI::App app{"WebSocket load for bench/messaging.sh: connected pairs on /api/ws"};
  app.add_option("--clients-file", o.clients_file, "lines from bench/messaging_seed.py")
      ->required();
  app.add_option("--host", o.host, "the server's IPv4 or IPv6 address");
  app.add_option("--port", o.port)->required();
  app.add_option("--origin", o.origin, "the Origin header (the server's public URL)")->required();
  app.add_option("--clients", o.clients, "use the first N lines (even); 0: all");
  app.add_option("--rate", o.rate, "messages per second per client")->check(CLI::PositiveNumber);
  app.add_option("--warmup", o.warmup, "seconds of sending before the measured window");
  app.add_option("--duration", o.duration, "seconds of the measured window");
  app.add_option("--settle", o.settle, "seconds idle before the server's memory is read");
  app.add_option("--drain", o.drain, "seconds to wait for the last messages");
  app.add_option("--warmup-clients", o.warmup_clients, "sockets of the warm-up");
  app.add_option("--open-at-once", o.open_at_once, "connections being opened at a time")
      ->check(CLI::PositiveNumber);
  app.add_option("--server-pid", o.server_pid, "the server whose VmRSS and CPU time are read");
  app.add_option("--db-pid", o.db_pid, "PostgreSQL's postmaster, whose CPU time is read");
  app.add_option("--resume-flooders", o.resume_flooders,
                 "the last N clients send resume frames instead of messages");
  app.add_option("--resume-keys", o.resume_keys, "conversations named in each resume frame")
      ->check(CLI::Range(1, 100));
  app.add_option("--resume-rate", o.resume_rate, "resume frames per second per flooding client")
      ->check(CLI::PositiveNumber);
  CLI11_PARSE(app, argc, argv);
  try {
    return run(o);
  } catch (const std::exception& e) {
    std::cerr << "sangam_ws_load: " << e.what() << "\n";
    return 1;
  }
}
