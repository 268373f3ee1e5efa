#include "features/background.hpp"

#include <memory>
#include <utility>

namespace sangam::features {

void run_once_started(const context& ctx, std::string name,
                      std::function<core::background_loop::clock_time()> pass,
                      std::chrono::milliseconds retry) {
  ctx.background.add([name = std::move(name), pass = std::move(pass), retry] {
    return std::make_shared<core::background_loop>(name, pass, retry);
  });
}

}  // namespace sangam::features
