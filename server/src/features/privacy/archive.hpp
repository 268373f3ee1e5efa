#pragma once

#include <memory>
#include <string>
#include <string_view>

namespace sangam::features::privacy {

// A zip file built in memory with libzip: add entries, then take the bytes.
class zip_builder final {
 public:
  zip_builder();
  ~zip_builder();
  zip_builder(const zip_builder&) = delete;
  zip_builder& operator=(const zip_builder&) = delete;

  // Copies `bytes` into the archive (deflated) under `name`.
  void add(std::string_view name, std::string_view bytes);
  // Finishes the archive and returns it; the builder is spent.
  std::string finish();

 private:
  struct state;
  std::unique_ptr<state> state_;
};

}  // namespace sangam::features::privacy
