#include "support/pg_cluster.hpp"

#include <pwd.h>
#include <unistd.h>
#include <boost/asio/ip/tcp.hpp>

#include <cstdlib>
#include <stdexcept>

namespace sangam::testing {
namespace {

std::filesystem::path find_pg_bin() {
  std::filesystem::path best;
  const std::filesystem::path root = "/usr/lib/postgresql";
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(root, ec)) {
    const auto candidate = entry.path() / "bin";
    if (std::filesystem::exists(candidate / "initdb") && candidate > best) best = candidate;
  }
  if (best.empty())
    throw std::runtime_error("PostgreSQL server binaries not found under " + root.string());
  return best;
}

}  // namespace

unsigned short free_port() {
  boost::asio::io_context ioc;
  boost::asio::ip::tcp::acceptor acceptor(ioc, {boost::asio::ip::make_address("127.0.0.1"), 0});
  return acceptor.local_endpoint().port();
}

pg_cluster::pg_cluster() : bin_(find_pg_bin()), port_(free_port()) {
  char pattern[] = "/tmp/sangam-pg-XXXXXX";
  if (!mkdtemp(pattern)) throw std::runtime_error("mkdtemp failed");
  dir_ = pattern;
  if (geteuid() == 0) {
    const passwd* pg = getpwnam("postgres");
    if (!pg) throw std::runtime_error("user postgres not found (install postgresql)");
    if (chown(dir_.c_str(), pg->pw_uid, pg->pw_gid) != 0) throw std::runtime_error("chown failed");
    as_user_ = "runuser -u postgres -- ";
  }
  run((bin_ / "initdb").string() + " -D " + (dir_ / "data").string() +
      " -A trust -U sangam -E UTF8 --no-sync --locale=C.UTF-8 > " + (dir_ / "initdb.log").string() +
      " 2>&1");
  start();
  run((bin_ / "createdb").string() + " -h 127.0.0.1 -p " + std::to_string(port_) +
      " -U sangam sangam_test");
}

pg_cluster::~pg_cluster() {
  try {
    stop();
  } catch (...) {
  }
  std::error_code ec;
  std::filesystem::remove_all(dir_, ec);
}

std::string pg_cluster::url() const {
  return "postgresql://sangam@127.0.0.1:" + std::to_string(port_) + "/sangam_test";
}

void pg_cluster::start() {
  if (running_) return;
  run((bin_ / "pg_ctl").string() + " -D " + (dir_ / "data").string() + " -l " +
      (dir_ / "server.log").string() + " -w -o \"-p " + std::to_string(port_) + " -k " +
      dir_.string() + " -h 127.0.0.1 -c fsync=off -c full_page_writes=off\" start > /dev/null");
  running_ = true;
}

void pg_cluster::stop() {
  if (!running_) return;
  run((bin_ / "pg_ctl").string() + " -D " + (dir_ / "data").string() +
      " -m immediate -w stop > /dev/null");
  running_ = false;
}

void pg_cluster::run(const std::string& command) const {
  const std::string full = as_user_ + command;
  if (std::system(full.c_str()) != 0) throw std::runtime_error("failed: " + full);
}

}  // namespace sangam::testing
