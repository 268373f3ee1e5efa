#pragma once

#include <spdlog/spdlog.h>

#include <exception>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

#include "db/writer.hpp"
#include "http/response.hpp"
#include "http/router.hpp"

namespace sangam::features {

namespace commit_detail {
struct nothing_after final {
  template <typename... Result>
  void operator()(const Result&...) const noexcept {}
};

// What follows a reply (announcing a message, say) never changes the answer already sent.
template <typename After, typename... Result>
void run_after(After& after, const Result&... result) noexcept {
  try {
    after(result...);
  } catch (const std::exception& e) {
    spdlog::error("after a committed write: {}", e.what());
  } catch (...) {
    spdlog::error("after a committed write: unknown error");
  }
}
}  // namespace commit_detail

// The write-then-reply of a route declared database_use::queued: runs `work(tx&)` in the writer's
// next batch and, once that commits, answers with `respond(result)` (`respond()` for work that
// returns nothing), then runs `after(result)` — what others are told of the write, once its
// author has the answer. What `work` or `respond` throws is answered in the one error shape. No
// thread waits for the commit. Throws core::api_error 503 at once when the writer's queue is full.
template <typename Work, typename Respond, typename After = commit_detail::nothing_after>
void commit_then_reply(db::writer& writer, http::reply reply, Work work, Respond respond,
                       After after = {}) {
  using result = std::invoke_result_t<Work&, db::tx&>;
  if constexpr (std::is_void_v<result>) {
    writer.post(std::move(work), [reply = std::move(reply), respond = std::move(respond),
                                  after = std::move(after)](std::exception_ptr error) mutable {
      if (error) return reply.fail(std::move(error));
      try {
        reply(respond());
      } catch (...) {
        return reply.fail(std::current_exception());
      }
      commit_detail::run_after(after);
    });
  } else {
    auto made = std::make_shared<std::optional<result>>();
    writer.post([work = std::move(work), made](db::tx& t) mutable { made->emplace(work(t)); },
                [reply = std::move(reply), respond = std::move(respond), after = std::move(after),
                 made](std::exception_ptr error) mutable {
                  if (error) return reply.fail(std::move(error));
                  try {
                    reply(respond(std::as_const(**made)));
                  } catch (...) {
                    return reply.fail(std::current_exception());
                  }
                  commit_detail::run_after(after, **made);
                });
  }
}

}  // namespace sangam::features
