#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "db/pool.hpp"
#include "db/writer.hpp"
#include "features/review_marks.hpp"
#include "features/profiles/review_queue.hpp"

namespace sangam::features::admin {

std::optional<review_kind> review_kind_from(std::string_view name);

// Which rows by the test-account button's mark: all, only the marked, or none of them.
enum class test_data_filter { all, only, hidden };

struct page_request final {
  std::optional<std::string> status;  // pending, approved or rejected; all when absent
  int page = 1;
  int page_size = 50;
  test_data_filter test_data = test_data_filter::all;
};

// A profile as reviewed; profiles tells it (features/profiles/review_queue.hpp).
using profile_row = profiles::profile_for_review;

// What a founder sends to an investor (a pitch) or a mentor (an application).
struct founder_request {
  std::string id;
  std::string founder_email;
  std::string target_type;
  std::optional<std::string> target_id;
  std::optional<std::string> target_name;
  std::string message;
  std::string status;
  std::string created_at;
  std::string updated_at;
  std::optional<std::string> sender_id;    // the sending member; absent on rows from before members
  std::optional<std::string> sender_name;  // their full name, as profiles tells it
  bool test_data = false;
};

struct pitch_row final : founder_request {
  std::optional<std::string> pitch_deck_link;
};

struct application_row final : founder_request {};

using review_item = std::variant<profile_row, pitch_row, application_row>;

struct review_counts final {
  int pending = 0;
  int approved = 0;
  int rejected = 0;
  int total = 0;
};

// Newest first.
struct review_page final {
  std::vector<review_item> items;
  int page = 1;
  int page_size = 0;
  int total = 0;  // of the requested status
  review_counts counts;
};

review_page list(db::pool& db, review_kind kind, const page_request& request);

struct decision final {
  review_kind kind;
  std::string id;
  std::string to_status;  // approved or rejected
  std::string admin_id;
  std::optional<std::string> reason = std::nullopt;  // a rejected application's, for the applicant
  unsigned reapply_after_days = 90;                  // a rejected application's wait
};

// Moves a pending item to its new status and writes the audit log (with the reason), in one
// transaction; for an approved profile also queues the invitation e-mail with a single-use
// password link, for a rejected one the rejection mail (applications/answers.hpp).
// Returns the item as decided. api_error 404 when there is no such item, 409 when it is no
// longer pending.
review_item decide(db::writer& writer, const decision& d, std::string_view link_base);

struct audit_row final {
  std::string id;
  std::string actor_email;  // the administrator's id when the administrator is gone
  std::string action;
  std::string target_kind;
  std::string target_id;
  std::optional<std::string> from_status;
  std::optional<std::string> to_status;
  std::optional<std::string> note;
  std::string created_at;
};

// Newest first.
struct audit_page final {
  std::vector<audit_row> items;
  int page = 1;
  int page_size = 0;
  int total = 0;
};

audit_page audit_log(db::pool& db, int page, int page_size);
// The latest `limit` lines about one target (a member, a pitch, …), newest first.
std::vector<audit_row> audit_about(soci::session& sql, std::string_view target_id, int limit);

// A pending test profile and a pending test pitch, as the admin screen's test button makes.
struct test_account final {
  profile_row profile;
  pitch_row pitch;
};

test_account create_test_account(db::writer& writer);

// Removes the test-account button's profiles, pitches and applications (audit-logged).
struct removed_test_data final {
  int profiles = 0;
  int pitches = 0;
  int applications = 0;
};
removed_test_data remove_test_data(db::writer& writer, std::string_view admin_id);

int count_profiles(db::pool& db);

}  // namespace sangam::features::admin
