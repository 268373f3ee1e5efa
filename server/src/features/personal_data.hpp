#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sangam::features {

// How one table holds what the server knows about a member, declared by the feature that owns
// the table when it is registered (docs/privacy.md). The export and the erasure of an account
// (features/privacy) read these declarations and nothing else, so a table is covered by being
// declared; api test data_rights_test lists the schema's tables and fails on one left out.
//
// Statements may use :member (the profile id) and :email, each at most once (bound by name).
struct personal_table final {
  std::string table;
  // SQL condition picking the rows about the member: what the erasure deletes (unless `erase`
  // says otherwise) and, unless `exported` narrows it, what the export gives the member.
  std::string rows;
  // SQL condition picking the rows the export gives the member, when that is fewer than `rows`:
  // only what the member did and what reached them — never another member's private decision
  // about them (a block, a pass, a skip) nor what was never delivered to them. Empty: `rows`.
  std::string exported = {};
  // Columns left out of the export: hashes of secrets, the secrets themselves, stored files.
  std::vector<std::string> withheld = {};
  // What the erasure runs, in order, before the profile row goes; empty means
  // "DELETE FROM <table> WHERE <rows>".
  std::vector<std::string> erase = {};
};

// The id of the row that stands in for erased members: their messages are re-pointed to it and
// read "Deleted member" (migration 011). It never signs in and is never listed.
inline constexpr const char* k_deleted_member_id = "00000000-0000-0000-0000-000000000000";

class personal_data final {
 public:
  void add(personal_table table) { tables_.push_back(std::move(table)); }
  // A table that holds nothing about any member, and why (the export lists these too).
  void add_unrelated(std::string_view table, std::string_view why) {
    unrelated_.emplace_back(table, why);
  }
  const std::vector<personal_table>& tables() const noexcept { return tables_; }
  const std::vector<std::pair<std::string, std::string>>& unrelated() const noexcept {
    return unrelated_;
  }

 private:
  std::vector<personal_table> tables_;
  std::vector<std::pair<std::string, std::string>> unrelated_;
};

}  // namespace sangam::features
