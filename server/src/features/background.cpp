#include "features/background.hpp"

#include <memory>
#include <utility>

namespace sangam::features {

void run_once_started(const context& ctx, std::string name,
                      std::function<core::background_loop::clock_time()> pass) {
  auto loop = std::make_shared<std::unique_ptr<core::background_loop>>();
  ctx.events.subscribe(topics::server_started,
                       [loop, name = std::move(name), pass = std::move(pass)](std::string_view) {
                         if (!*loop) *loop = std::make_unique<core::background_loop>(name, pass);
                       });
}

}  // namespace sangam::features
