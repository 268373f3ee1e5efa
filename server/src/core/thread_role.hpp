#pragma once

namespace sangam::core {

// Network threads run the event loops that every connection shares: nothing on them may wait
// (for a pooled connection, a query, a lock held across I/O). The HTTP server marks its threads;
// what must never run there (db::pool::acquire, the session lookup) asks.
void mark_network_thread() noexcept;
bool on_network_thread() noexcept;

}  // namespace sangam::core
