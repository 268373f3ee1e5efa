#include "features/privacy/archive.hpp"

#include <zip.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace sangam::features::privacy {

// The archive is written into `source` (a growing memory buffer) when it is closed.
struct zip_builder::state {
  zip_source_t* source = nullptr;
  zip_t* archive = nullptr;
};

namespace {

[[noreturn]] void fail(const char* what, zip_error_t* error) {
  std::string message = std::string(what) + ": " + zip_error_strerror(error);
  zip_error_fini(error);
  throw std::runtime_error(message);
}

}  // namespace

zip_builder::zip_builder() : state_(std::make_unique<state>()) {
  zip_error_t error;
  zip_error_init(&error);
  state_->source = zip_source_buffer_create(nullptr, 0, 0, &error);
  if (state_->source == nullptr) fail("zip buffer", &error);
  zip_source_keep(state_->source);  // outlives the archive, which closes into it
  state_->archive = zip_open_from_source(state_->source, ZIP_TRUNCATE, &error);
  if (state_->archive == nullptr) {
    zip_source_free(state_->source);
    state_->source = nullptr;
    fail("zip open", &error);
  }
  zip_error_fini(&error);
}

zip_builder::~zip_builder() {
  if (state_->archive != nullptr) zip_discard(state_->archive);
  if (state_->source != nullptr) zip_source_free(state_->source);
}

void zip_builder::add(std::string_view name, std::string_view bytes) {
  // libzip frees the copy when the archive is written (freep = 1).
  void* copy = std::malloc(bytes.empty() ? 1 : bytes.size());
  if (copy == nullptr) throw std::bad_alloc();
  if (!bytes.empty()) std::memcpy(copy, bytes.data(), bytes.size());
  zip_source_t* entry = zip_source_buffer(state_->archive, copy, bytes.size(), 1);
  if (entry == nullptr) {
    std::free(copy);
    throw std::runtime_error(std::string("zip entry: ") + zip_strerror(state_->archive));
  }
  const std::string entry_name(name);
  if (zip_file_add(state_->archive, entry_name.c_str(), entry,
                   ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE) < 0) {
    zip_source_free(entry);
    throw std::runtime_error(std::string("zip add: ") + zip_strerror(state_->archive));
  }
}

std::string zip_builder::finish() {
  if (zip_close(state_->archive) < 0) {
    throw std::runtime_error(std::string("zip close: ") + zip_strerror(state_->archive));
  }
  state_->archive = nullptr;
  zip_source_t* source = state_->source;
  if (zip_source_open(source) < 0) throw std::runtime_error("zip source open");
  zip_source_seek(source, 0, SEEK_END);
  const zip_int64_t size = zip_source_tell(source);
  zip_source_seek(source, 0, SEEK_SET);
  std::string bytes(static_cast<std::size_t>(size < 0 ? 0 : size), '\0');
  const zip_int64_t read = zip_source_read(source, bytes.data(), bytes.size());
  zip_source_close(source);
  if (read != size) throw std::runtime_error("zip source read");
  return bytes;
}

}  // namespace sangam::features::privacy
