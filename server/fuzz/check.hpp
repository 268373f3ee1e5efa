#pragma once

#include <cstdio>
#include <cstdlib>

// A property a fuzz target checks on what the code under test returned: broken, it is reported
// and the process aborts, which libFuzzer records as a crash (with the input that caused it).
#define FUZZ_CHECK(condition)                                                               \
  do {                                                                                      \
    if (!(condition)) {                                                                     \
      std::fprintf(stderr, "%s:%d: property broken: %s\n", __FILE__, __LINE__, #condition); \
      std::abort();                                                                         \
    }                                                                                       \
  } while (false)
