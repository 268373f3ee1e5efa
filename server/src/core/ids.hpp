#pragma once

#include <string>

namespace sangam::core {

// A UUIDv7 (time-ordered, 74 random bits) in its canonical text form.
std::string new_uuid_v7();

// `bytes` random bytes from the OS CSPRNG, as lowercase hex.
std::string random_hex(std::size_t bytes);

}  // namespace sangam::core
