#pragma once

// What other features use of signing in is in sign_in.hpp; this header stays for those that
// still include it (admin, profiles, privacy) until they name sign_in.hpp.
#include "features/auth/sessions.hpp"
#include "features/auth/sign_in.hpp"
