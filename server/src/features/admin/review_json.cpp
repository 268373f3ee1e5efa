#include "features/admin/review_json.hpp"

#include <nlohmann/json.hpp>

#include "http/json_body.hpp"

namespace sangam::features::admin {
namespace {

using http::or_null;
using nlohmann::json;

json item_json(const profile_row& p) {
  return {{"id", p.id},
          {"firstName", or_null(p.first_name)},
          {"lastName", or_null(p.last_name)},
          {"email", p.email},
          {"profileUrl", or_null(p.profile_url)},
          {"company", or_null(p.company)},
          {"role", or_null(p.role)},
          {"industry", or_null(p.industry)},
          {"bio", or_null(p.bio)},
          {"interests", p.interests},
          {"goals", p.goals},
          {"plan", or_null(p.plan)},
          {"status", p.status},
          {"createdAt", p.created_at},
          {"updatedAt", p.updated_at},
          {"testData", p.test_data}};
}

json founder_request_json(const founder_request& r) {
  return {{"id", r.id},
          {"founderEmail", r.founder_email},
          {"senderId", or_null(r.sender_id)},
          {"senderName", or_null(r.sender_name)},
          {"targetType", r.target_type},
          {"targetId", or_null(r.target_id)},
          {"targetName", or_null(r.target_name)},
          {"message", r.message},
          {"status", r.status},
          {"createdAt", r.created_at},
          {"updatedAt", r.updated_at},
          {"testData", r.test_data}};
}

json item_json(const pitch_row& p) {
  auto item = founder_request_json(p);
  item["pitchDeckLink"] = or_null(p.pitch_deck_link);
  return item;
}

json item_json(const application_row& a) {
  return founder_request_json(a);
}

}  // namespace

json to_json(const audit_row& a) {
  return {{"id", a.id},
          {"actorEmail", a.actor_email},
          {"action", a.action},
          {"targetKind", a.target_kind},
          {"targetId", a.target_id},
          {"fromStatus", or_null(a.from_status)},
          {"toStatus", or_null(a.to_status)},
          {"note", or_null(a.note)},
          {"createdAt", a.created_at}};
}

json to_json(const review_item& item) {
  return std::visit([](const auto& row) { return item_json(row); }, item);
}

json to_json(const review_page& page) {
  json items = json::array();
  for (const auto& item : page.items) items.push_back(to_json(item));
  const auto& counts = page.counts;
  return {{"items", std::move(items)},
          {"page", page.page},
          {"pageSize", page.page_size},
          {"total", page.total},
          {"counts",
           {{"pending", counts.pending},
            {"approved", counts.approved},
            {"rejected", counts.rejected},
            {"total", counts.total}}}};
}

json to_json(const audit_page& page) {
  json items = json::array();
  for (const auto& entry : page.items) items.push_back(to_json(entry));
  return {{"items", std::move(items)},
          {"page", page.page},
          {"pageSize", page.page_size},
          {"total", page.total}};
}

json to_json(const test_account& account) {
  return {{"profile", item_json(account.profile)}, {"pitch", item_json(account.pitch)}};
}

}  // namespace sangam::features::admin
