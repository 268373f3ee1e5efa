#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <soci/session.h>

#include "db/tx.hpp"

namespace sangam::features::validation {

// SPEC: five steps of four questions.
inline constexpr int k_steps = 5;
inline constexpr int k_questions = 4;
inline constexpr std::size_t k_answer_max = 2000;

using answers = std::array<std::string, k_questions>;

// SPEC section 4 "Idea validation step status": not-started (no answers), in-progress (some),
// ready (all four), completed (by the Complete action, offered only when ready). An answer blank
// after trimming does not count.
enum class status { not_started, in_progress, ready, completed };
status status_of(const answers& a, bool completed);
std::string_view status_name(status s);
int filled(const answers& a);

struct step final {
  int number = 0;  // 1 to 5
  answers given;
  std::optional<std::string> completed_at;
  status state() const { return status_of(given, completed_at.has_value()); }
};

// The validation score: the percent of the twenty answers filled (rounded down).
int score_of(const std::vector<step>& steps);

// The member's five steps, in order (a step never touched has four empty answers).
std::vector<step> load_steps(soci::session& sql, std::string_view member);
// Saves the step's answers. A completed step whose answers are no longer all there is completed
// no more.
step save_answers(db::tx& t, std::string_view member, int number, const answers& given);
// Completes a ready step; 409 not_ready otherwise.
step complete_step(db::tx& t, std::string_view member, int number);

}  // namespace sangam::features::validation
