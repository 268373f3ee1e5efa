#pragma once

#include <filesystem>
#include <string>

namespace sangam::testing {

// A throwaway PostgreSQL cluster: initdb in a temporary directory, listening on 127.0.0.1 and a
// free port, removed when the object goes. Run as the `postgres` user when we are root, since
// PostgreSQL refuses to run as root.
class pg_cluster final {
 public:
  pg_cluster();
  ~pg_cluster();
  pg_cluster(const pg_cluster&) = delete;
  pg_cluster& operator=(const pg_cluster&) = delete;

  // postgresql:// URL of the test database.
  std::string url() const;

  void stop();  // as an outage would
  void start();

 private:
  void run(const std::string& command) const;

  std::filesystem::path dir_;
  std::filesystem::path bin_;
  unsigned short port_ = 0;
  std::string as_user_;  // "runuser -u postgres -- " when root
  bool running_ = false;
};

unsigned short free_port();

}  // namespace sangam::testing
