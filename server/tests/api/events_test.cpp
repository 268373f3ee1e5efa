// Events (issue 13), on both engines: seats are never oversold under concurrency, the waiting list
// keeps arrival order and a freed seat goes to the first in line, a cancelled event refuses
// registration, members cannot create events, and a virtual event's join link is for seat holders.
// Administrators list, change, publish and delete events; seat holders of a virtual event are
// reminded an hour before; a member sees which of their connections hold a seat.
#include <future>
#include <set>
#include <vector>

#include <libical/ical.h>

#include "core/clock.hpp"
#include "features/events/letters.hpp"
#include "features/events/registrations.hpp"
#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;

class events_api : public member_api {
 protected:
  static std::string in(std::chrono::hours from_now) {
    return core::to_iso8601(std::chrono::system_clock::now() + from_now);
  }
  json new_event(const std::string& admin, json fields = json::object()) {
    json body = {{"kind", "startup"},
                 {"title", "Founders' Breakfast"},
                 {"description", "Coffee and intros."},
                 {"type", "networking"},
                 {"startsAt", in(48h)},
                 {"endsAt", in(50h)},
                 {"location", "Bengaluru"},
                 {"capacity", 10},
                 {"priceRupees", 0},
                 {"tags", {"coffee", "intros"}}};
    body.update(fields);
    const auto res = as(admin).post_json("/api/admin/events", body);
    EXPECT_EQ(res.status, 201) << res.body;
    return res.json();
  }
  http_result register_for(const member& m, const std::string& event) {
    return as(m.cookie).post_json("/api/events/" + event + "/registration", json::object());
  }
  http_result unregister_from(const member& m, const std::string& event) {
    return as(m.cookie).send("DELETE", "/api/events/" + event + "/registration", "", "");
  }
  http_result change(const std::string& admin, const std::string& event, const json& patch) {
    return as(admin).send("PATCH", "/api/admin/events/" + event, patch.dump(), "application/json");
  }
  http_result remove(const std::string& cookie, const std::string& event) {
    return as(cookie).send("DELETE", "/api/admin/events/" + event, "", "");
  }
  int mails_to(const member& m, const std::string& subject_like) {
    return count_rows("outbox WHERE to_address = '" + email_of(m) + "' AND subject LIKE '" +
                      subject_like + "'");
  }
  int in_state(const std::string& event, const std::string& state) {
    return count_rows("event_registrations WHERE event_id = '" + event + "' AND state = '" + state +
                      "'");
  }
};

TEST_F(events_api, a_hundred_at_once_for_ten_seats_give_ten_seats_and_ninety_in_line_in_order) {
  const auto admin = admin_cookie();
  const auto id = new_event(admin)["id"].get<std::string>();
  std::vector<member> crowd;
  for (int i = 0; i < 100; ++i) crowd.push_back(add({.name = "M" + std::to_string(i)}, false));
  app_->reload_members();

  std::vector<std::future<int>> calls;
  for (const auto& m : crowd) {
    calls.push_back(std::async(std::launch::async, [&, m] { return register_for(m, id).status; }));
  }
  for (auto& call : calls) EXPECT_EQ(call.get(), 200);
  EXPECT_EQ(in_state(id, "registered"), 10);
  EXPECT_EQ(in_state(id, "waiting"), 90);
  EXPECT_EQ(count_rows("events WHERE id = '" + id + "' AND registered = 10"), 1);
  // Arrival order: numbers 1..100, the first ten hold the seats.
  EXPECT_EQ(count_rows("event_registrations WHERE event_id = '" + id +
                       "' AND state = 'registered' AND queued BETWEEN 1 AND 10"),
            10);
  EXPECT_EQ(
      count_rows("event_registrations WHERE event_id = '" + id + "' AND queued BETWEEN 1 AND 100"),
      100);

  // Each member sees their place; the one who asked 11th is first in line.
  std::string first_in_line, a_seat_holder;
  {
    auto sql = database().open_session();
    *sql << "SELECT member_id FROM event_registrations WHERE event_id = :e AND queued = 11",
        soci::use(id), soci::into(first_in_line);
    *sql << "SELECT member_id FROM event_registrations WHERE event_id = :e AND queued = 3",
        soci::use(id), soci::into(a_seat_holder);
  }
  const auto find = [&](const std::string& who) {
    return *std::find_if(crowd.begin(), crowd.end(), [&](const member& m) { return m.id == who; });
  };
  const auto waiting = as(find(first_in_line).cookie).get("/api/events/" + id).json();
  EXPECT_EQ(waiting["myPlace"], json({{"registered", false}, {"position", 1}}));
  EXPECT_EQ(waiting["attendees"], 10);

  // A freed seat goes to exactly one: the first in line, who is told.
  const auto left = unregister_from(find(a_seat_holder), id);
  ASSERT_EQ(left.status, 200) << left.body;
  EXPECT_TRUE(left.json()["myPlace"].is_null());
  EXPECT_EQ(in_state(id, "registered"), 10);
  EXPECT_EQ(in_state(id, "waiting"), 89);
  const auto promoted = as(find(first_in_line).cookie).get("/api/events/" + id).json();
  EXPECT_EQ(promoted["myPlace"], json({{"registered", true}, {"position", 0}}));
  EXPECT_EQ(count_rows("notifications WHERE profile_id = '" + first_in_line +
                       "' AND type = 'event' AND title = 'You have a seat'"),
            1);
  // Each sees it among their events to come; the one who left does not.
  EXPECT_EQ(as(find(first_in_line).cookie).get("/api/events/mine").json()["events"][0]["id"], id);
  EXPECT_TRUE(as(find(a_seat_holder).cookie).get("/api/events/mine").json()["events"].empty());
  // Asking twice changes nothing.
  EXPECT_EQ(register_for(find(first_in_line), id).status, 200);
  EXPECT_EQ(in_state(id, "registered"), 10);
}

TEST_F(events_api, a_cancelled_event_refuses_registration_and_tells_its_registrants) {
  const auto admin = admin_cookie();
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto id = new_event(admin)["id"].get<std::string>();
  ASSERT_EQ(register_for(asha, id).status, 200);
  const auto cancelled = as(admin).post_json("/api/admin/events/" + id + "/cancel", json::object());
  ASSERT_EQ(cancelled.status, 200) << cancelled.body;
  EXPECT_EQ(cancelled.json()["status"], "cancelled");
  const auto refused = register_for(ravi, id);
  EXPECT_EQ(refused.status, 409);
  EXPECT_EQ(refused.json()["error"]["code"], "event_cancelled");
  EXPECT_EQ(count_rows("notifications WHERE profile_id = '" + asha.id +
                       "' AND type = 'event' AND title = 'Event cancelled'"),
            1);
  EXPECT_EQ(count_rows("audit_log WHERE action = 'event.cancelled' AND target_id = '" + id + "'"),
            1);
  // And by e-mail, with the invitation marked cancelled so calendars drop it.
  EXPECT_EQ(count_rows("outbox WHERE to_address = '" + email_of(asha) +
                       "' AND subject = 'Cancelled: Founders'' Breakfast' AND attachment_body LIKE"
                       " '%STATUS:CANCELLED%'"),
            1);
  EXPECT_EQ(as(admin).post_json("/api/admin/events/" + id + "/cancel", json::object()).status, 404);
}

TEST_F(events_api, members_cannot_create_or_cancel_events_and_bad_input_names_its_fields) {
  const auto asha = add({.name = "Asha"});
  const auto as_member = as(asha.cookie).post_json("/api/admin/events", {{"title", "Mine"}});
  EXPECT_EQ(as_member.status, 403) << as_member.body;
  EXPECT_EQ(count_rows("events"), 0);
  const auto admin = admin_cookie();
  const auto bad = as(admin).post_json("/api/admin/events", {{"kind", "virtual"},
                                                             {"title", ""},
                                                             {"type", "workshop"},
                                                             {"startsAt", in(5h)},
                                                             {"endsAt", in(4h)},
                                                             {"capacity", 0},
                                                             {"joinUrl", "javascript:alert(1)"}});
  ASSERT_EQ(bad.status, 400) << bad.body;
  const auto fields = bad.json()["error"]["fields"];
  for (const auto* field : {"title", "description", "type", "endsAt", "capacity", "joinUrl"}) {
    EXPECT_TRUE(fields.contains(field)) << field << " in " << bad.body;
  }
  EXPECT_EQ(count_rows("events"), 0);
}

TEST_F(events_api, the_join_link_of_a_virtual_event_is_for_seat_holders_only) {
  const auto admin = admin_cookie();
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto id = new_event(admin, {{"kind", "virtual"},
                                    {"type", "masterclass"},
                                    {"capacity", 1},
                                    {"joinUrl", "https://meet.sangam.test/abc"}})["id"]
                      .get<std::string>();
  const auto listed = as(ravi.cookie).get("/api/events?kind=virtual").json()["events"];
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_TRUE(listed[0]["joinUrl"].is_null());
  EXPECT_EQ(listed[0].dump().find("meet.sangam.test"), std::string::npos);
  ASSERT_EQ(register_for(asha, id).status, 200);
  ASSERT_EQ(register_for(ravi, id).status, 200);  // the seat is taken: in line
  EXPECT_EQ(as(asha.cookie).get("/api/events/" + id).json()["joinUrl"],
            "https://meet.sangam.test/abc");
  const auto waiting = as(ravi.cookie).get("/api/events/" + id).body;
  EXPECT_EQ(waiting.find("meet.sangam.test"), std::string::npos) << waiting;
}

TEST_F(events_api, search_and_type_filter_and_past_events) {
  const auto admin = admin_cookie();
  const auto asha = add({.name = "Asha"});
  new_event(admin, {{"title", "Pitch Night"}, {"type", "pitch"}, {"tags", {"seed"}}});
  new_event(admin,
            {{"title", "Growth Workshop"}, {"type", "workshop"}, {"description", "SEO and ads"}});
  const auto list = [&](const std::string& query) {
    std::vector<std::string> titles;
    const auto body = as(asha.cookie).get("/api/events?kind=startup" + query).json();
    for (const auto& e : body["events"]) titles.push_back(e["title"].get<std::string>());
    return titles;
  };
  EXPECT_EQ(list("").size(), 2u);
  EXPECT_EQ(list("&q=PITCH"), std::vector<std::string>{"Pitch Night"});
  EXPECT_EQ(list("&q=seo"), std::vector<std::string>{"Growth Workshop"});
  EXPECT_EQ(list("&q=SEED"), std::vector<std::string>{"Pitch Night"});
  EXPECT_EQ(list("&type=workshop"), std::vector<std::string>{"Growth Workshop"});
  EXPECT_TRUE(list("&q=nothing-like-it").empty());
  EXPECT_TRUE(list("&when=past").empty());
  EXPECT_EQ(as(asha.cookie).get("/api/events?kind=other").status, 400);
}

TEST_F(events_api, a_seat_is_confirmed_by_mail_with_an_invitation_a_calendar_can_read) {
  const auto admin = admin_cookie();
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto e = new_event(admin, {{"capacity", 1}, {"title", "Founders' Breakfast, Pune"}});
  const auto id = e["id"].get<std::string>();
  ASSERT_EQ(register_for(asha, id).status, 200);
  ASSERT_EQ(register_for(ravi, id).status, 200);  // in line: no seat, no invitation yet
  const auto invitation_for = [&](const member& m) {
    std::string body;
    const auto address = email_of(m);
    soci::indicator ind = soci::i_null;
    auto sql = database().open_session();
    *sql << "SELECT attachment_body FROM outbox WHERE to_address = :to AND attachment_name ="
            " 'invite.ics' AND attachment_type LIKE 'text/calendar%'",
        soci::use(address), soci::into(body, ind);
    return ind == soci::i_ok ? body : std::string();
  };
  EXPECT_EQ(invitation_for(ravi), "");
  const auto mail = latest_mail_to(email_of(asha));
  EXPECT_NE(mail.find("You have a seat at Founders' Breakfast, Pune."), std::string::npos) << mail;
  EXPECT_NE(mail.find(" IST\nWhere: Bengaluru\n"), std::string::npos) << mail;
  EXPECT_NE(mail.find("/events/" + id), std::string::npos) << mail;
  const auto ics = invitation_for(asha);
  ASSERT_FALSE(ics.empty());

  // Read back with libical's parser: one VEVENT with the title, the start and the end.
  icalcomponent* calendar = icalparser_parse_string(ics.c_str());
  ASSERT_NE(calendar, nullptr);
  EXPECT_EQ(icalcomponent_isa(calendar), ICAL_VCALENDAR_COMPONENT);
  icalcomponent* vevent = icalcomponent_get_first_component(calendar, ICAL_VEVENT_COMPONENT);
  ASSERT_NE(vevent, nullptr);
  EXPECT_STREQ(icalcomponent_get_summary(vevent), "Founders' Breakfast, Pune");
  EXPECT_STREQ(icalcomponent_get_uid(vevent), (id + "@sangam").c_str());
  const auto seconds = [](const json& iso) {
    return std::chrono::system_clock::to_time_t(*core::from_iso8601(iso.get<std::string>()));
  };
  EXPECT_EQ(icaltime_as_timet(icalcomponent_get_dtstart(vevent)), seconds(e["startsAt"]));
  EXPECT_EQ(icaltime_as_timet(icalcomponent_get_dtend(vevent)), seconds(e["endsAt"]));
  icalcomponent_free(calendar);

  // The seat passing on sends Ravi his.
  ASSERT_EQ(unregister_from(asha, id).status, 200);
  EXPECT_FALSE(invitation_for(ravi).empty());
}

TEST_F(events_api, administrators_list_change_publish_and_delete_events_and_members_cannot) {
  const auto admin = admin_cookie();
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto id = new_event(admin, {{"capacity", 1}})["id"].get<std::string>();
  const auto draft = new_event(admin, {{"title", "Not yet"}, {"publish", false}});
  EXPECT_EQ(draft["status"], "draft");
  ASSERT_EQ(register_for(asha, id).status, 200);
  ASSERT_EQ(register_for(ravi, id).status, 200);  // in line

  const auto listed = as(admin).get("/api/admin/events");
  ASSERT_EQ(listed.status, 200) << listed.body;
  const auto events = listed.json()["events"];
  ASSERT_EQ(events.size(), 2U);
  for (const auto& e : events) {
    if (e["id"] == id) {
      EXPECT_EQ(e["attendees"], 1);
      EXPECT_EQ(e["waiting"], 1);
    }
  }
  EXPECT_EQ(as(asha.cookie).get("/api/admin/events").status, 403);
  EXPECT_EQ(change(asha.cookie, id, {{"title", "Mine"}}).status, 403);
  EXPECT_EQ(remove(asha.cookie, id).status, 403);
  EXPECT_EQ(as(asha.cookie).get("/api/events/" + draft["id"].get<std::string>()).status, 404);

  // Bad changes name their fields and change nothing.
  auto bad = change(admin, id, {{"title", ""}, {"capacity", 0}, {"kind", "virtual"}});
  ASSERT_EQ(bad.status, 400) << bad.body;
  for (const auto* field : {"title", "capacity", "kind"}) {
    EXPECT_TRUE(bad.json()["error"]["fields"].contains(field)) << field << " in " << bad.body;
  }
  EXPECT_EQ(count_rows("events WHERE title = 'Founders'' Breakfast' AND id = '" + id + "'"), 1);
  // A member holds a place: it cannot become a draft, nor be deleted while published.
  EXPECT_EQ(change(admin, id, {{"status", "draft"}}).json()["error"]["code"],
            "members_hold_places");
  EXPECT_EQ(remove(admin, id).status, 409);

  // A second seat goes to the first in line at once, who is told.
  const auto grown = change(admin, id, {{"capacity", 2}, {"title", "Founders' Breakfast II"}});
  ASSERT_EQ(grown.status, 200) << grown.body;
  EXPECT_EQ(grown.json()["attendees"], 2);
  EXPECT_EQ(grown.json()["waiting"], 0);
  EXPECT_EQ(grown.json()["title"], "Founders' Breakfast II");
  EXPECT_EQ(in_state(id, "registered"), 2);
  EXPECT_EQ(count_rows("notifications WHERE profile_id = '" + ravi.id +
                       "' AND title = 'You have a seat'"),
            1);
  // Capacity cannot fall below the seats taken.
  bad = change(admin, id, {{"capacity", 1}});
  ASSERT_EQ(bad.status, 400);
  EXPECT_EQ(bad.json()["error"]["fields"]["capacity"], "2 members already hold a seat.");

  // A new time reaches the seat holders' calendars: the same UID with a higher SEQUENCE.
  ASSERT_EQ(change(admin, id, {{"startsAt", in(72h)}, {"endsAt", in(74h)}}).status, 200);
  EXPECT_EQ(mails_to(asha, "Changed: Founders'' Breakfast II"), 1);
  EXPECT_EQ(count_rows("outbox WHERE subject LIKE 'Changed:%' AND attachment_body LIKE "
                       "'%SEQUENCE:2%'"),
            2);

  // Publishing the draft shows it to members.
  const auto draft_id = draft["id"].get<std::string>();
  ASSERT_EQ(change(admin, draft_id, {{"status", "published"}}).status, 200);
  EXPECT_EQ(as(asha.cookie).get("/api/events/" + draft_id).status, 200);
  // Deleting: the published one once cancelled, the other at once; the places go with it.
  ASSERT_EQ(as(admin).post_json("/api/admin/events/" + id + "/cancel", json::object()).status, 200);
  EXPECT_EQ(change(admin, id, {{"title", "Back"}}).json()["error"]["code"], "event_cancelled");
  EXPECT_EQ(remove(admin, id).status, 204);
  EXPECT_EQ(remove(admin, draft_id).status, 204);
  EXPECT_EQ(remove(admin, id).status, 404);
  EXPECT_EQ(count_rows("events"), 0);
  EXPECT_EQ(count_rows("event_registrations"), 0);
  for (const auto* action : {"event.created", "event.updated", "event.deleted"}) {
    EXPECT_GE(count_rows(std::string("audit_log WHERE action = '") + action + "'"), 2) << action;
  }
}

TEST_F(events_api, seat_holders_of_a_virtual_event_are_reminded_once_an_hour_before) {
  const auto admin = admin_cookie();
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto starts = std::chrono::system_clock::now() + 90min;
  const auto id = new_event(admin, {{"kind", "virtual"},
                                    {"type", "masterclass"},
                                    {"capacity", 1},
                                    {"startsAt", core::to_iso8601(starts)},
                                    {"endsAt", core::to_iso8601(starts + 1h)},
                                    {"joinUrl", "https://meet.example/room"}})["id"]
                      .get<std::string>();
  ASSERT_EQ(register_for(asha, id).status, 200);
  ASSERT_EQ(register_for(ravi, id).status, 200);  // in line: no reminder
  const auto remind_at = [&](std::chrono::system_clock::time_point at) {
    app_->writer().run(
        [&](db::tx& t) { features::events::send_reminders(t, at, "https://sangam.test"); });
  };
  remind_at(starts - 61min);  // too early
  EXPECT_EQ(mails_to(asha, "Starting in an hour:%"), 0);
  remind_at(starts - 59min);
  remind_at(starts - 58min);  // once only
  EXPECT_EQ(mails_to(asha, "Starting in an hour:%"), 1);
  EXPECT_EQ(mails_to(ravi, "Starting in an hour:%"), 0);
  EXPECT_NE(latest_mail_to(email_of(asha)).find("https://meet.example/room"), std::string::npos);
}

TEST_F(events_api, a_member_sees_which_of_their_connections_hold_a_seat) {
  const auto admin = admin_cookie();
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto vikram = add({.name = "Vikram"});
  const auto meera = add({.name = "Meera"});
  connect(asha, ravi);
  connect(asha, meera);
  const auto id = new_event(admin, {{"capacity", 2}})["id"].get<std::string>();
  ASSERT_EQ(register_for(ravi, id).status, 200);
  ASSERT_EQ(register_for(vikram, id).status, 200);  // not Asha's connection
  ASSERT_EQ(register_for(meera, id).status, 200);   // in line: not going (yet)
  const auto going = as(asha.cookie).get("/api/events/" + id + "/going");
  ASSERT_EQ(going.status, 200) << going.body;
  const auto body = going.json();
  EXPECT_EQ(body["total"], 1);
  ASSERT_EQ(body["connections"].size(), 1U);
  EXPECT_EQ(body["connections"][0]["id"], ravi.id);
  EXPECT_NE(body["connections"][0]["name"].get<std::string>().find("Ravi"), std::string::npos);
  EXPECT_EQ(as(asha.cookie).get("/api/events/nothing/going").status, 404);
}

TEST_F(events_api, attended_means_a_seat_at_an_event_that_ended_and_was_not_cancelled) {
  const auto admin = admin_cookie();
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto held = new_event(admin, {{"capacity", 1}})["id"].get<std::string>();
  const auto called_off = new_event(admin)["id"].get<std::string>();
  ASSERT_EQ(register_for(asha, held).status, 200);
  ASSERT_EQ(register_for(ravi, held).status, 200);  // in line: never attended
  ASSERT_EQ(register_for(asha, called_off).status, 200);
  ASSERT_EQ(
      as(admin).post_json("/api/admin/events/" + called_off + "/cancel", json::object()).status,
      200);
  const auto attended = [&](const member& m, std::chrono::hours from_now) {
    auto sql = database().acquire();
    return features::events::attended_count(*sql, m.id,
                                            std::chrono::system_clock::now() + from_now);
  };
  EXPECT_EQ(attended(asha, 0h), 0);   // not over yet
  EXPECT_EQ(attended(asha, 51h), 1);  // over: the cancelled one does not count
  EXPECT_EQ(attended(ravi, 51h), 0);
}

}  // namespace
}  // namespace sangam::testing
