#pragma once

#include <string_view>

#include "features/members/directory.hpp"

namespace sangam::features::members {

// The directory's query from the address's parameters: q, kind, status, plan, verified,
// joinedFrom, joinedTo (YYYY-MM-DD), sort (joined, name, email, company), order (asc, desc);
// api_error 400 naming the parameter for a value it cannot be.
directory_query query_from(std::string_view query_string);

}  // namespace sangam::features::members
