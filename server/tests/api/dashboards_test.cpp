// The target's side of pitches and applications, the mentor and the investor dashboards
// (docs/pitches.md). Delivered pitches and applications are written straight into the database:
// the sending side is another feature's.
#include <algorithm>
#include <string>
#include <vector>

#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

class dashboards_api : public member_api {
 protected:
  // An application (kind mentor or cofounder) an administrator has approved, so delivered.
  std::string deliver_application(const member& from, const member& to, const std::string& kind,
                                  const std::string& message) {
    const auto id = core::new_uuid_v7();
    const auto at = core::now_iso8601();
    const auto email = email_of(from);  // bound by reference: must outlive the statement
    auto sql = database().open_session();
    *sql << "INSERT INTO applications (id, founder_email, target_type, target_id, message,"
            " status, created_at, updated_at, sender_id) VALUES (:id, :email, :kind, :target,"
            " :message, 'approved', :at, :at2, :sender)",
        soci::use(id), soci::use(email), soci::use(kind), soci::use(to.id), soci::use(message),
        soci::use(at), soci::use(at), soci::use(from.id);
    return id;
  }
  std::string deliver_pitch(const member& from, const member& to, const std::string& message) {
    const auto id = core::new_uuid_v7();
    const auto at = core::now_iso8601();
    const auto email = email_of(from);
    auto sql = database().open_session();
    *sql << "INSERT INTO pitches (id, founder_email, target_type, target_id, message,"
            " pitch_deck_link, status, created_at, updated_at, sender_id) VALUES (:id, :email,"
            " 'investor', :target, :message, 'https://deck.example/1', 'approved', :at, :at2,"
            " :sender)",
        soci::use(id), soci::use(email), soci::use(to.id), soci::use(message), soci::use(at),
        soci::use(at), soci::use(from.id);
    return id;
  }
  std::string response_of(const std::string& table, const std::string& id) {
    std::string response;
    soci::indicator ind = soci::i_null;
    auto sql = database().acquire();
    *sql << "SELECT response FROM " + table + " WHERE id = :id", soci::use(id),
        soci::into(response, ind);
    return ind == soci::i_ok ? response : "null";
  }
  void set_details(const member& m, const json& details) {
    const auto text = details.dump();
    auto sql = database().open_session();
    *sql << "UPDATE profiles SET details = :d WHERE id = :id", soci::use(text), soci::use(m.id);
  }
  json get_ok(const member& who, const std::string& path) {
    const auto res = as(who.cookie).get(path);
    EXPECT_EQ(res.status, 200) << path << ": " << res.body;
    return res.status == 200 ? res.json() : json::object();
  }
  http_result post(const member& who, const std::string& path, const json& body = json::object()) {
    return as(who.cookie).post_json(path, body);
  }
  http_result patch(const member& who, const std::string& path, const json& body) {
    return as(who.cookie).send("PATCH", path, body.dump(), "application/json");
  }
  // The titles of the member's notifications, newest first.
  std::vector<std::string> notice_titles(const member& who) {
    std::vector<std::string> titles;
    const auto list = get_ok(who, "/api/notifications");
    for (const auto& n : list["notifications"]) {
      titles.push_back(n["title"]);
    }
    return titles;
  }
  json notice(const member& who, const std::string& title) {
    const auto list = get_ok(who, "/api/notifications");
    for (const auto& n : list["notifications"]) {
      if (n["title"] == title) return n;
    }
    ADD_FAILURE() << "no notification " << title;
    return json::object();
  }
  std::vector<std::string> connection_ids(const member& who) {
    std::vector<std::string> ids;
    const auto list = get_ok(who, "/api/connections");
    for (const auto& c : list["connections"]) {
      ids.push_back(c["member"]["id"]);
    }
    return ids;
  }
  std::vector<std::string> startup_ids(const member& investor) {
    std::vector<std::string> ids;
    const auto list = get_ok(investor, "/api/investor/startups");
    for (const auto& s : list["items"]) {
      ids.push_back(s["founderId"]);
    }
    return ids;
  }
};

TEST_F(dashboards_api,
       a_mentor_accepts_a_request_and_the_founder_becomes_a_mentee_and_a_connection) {
  const auto mentor = add({.name = "Meera", .role = "Mentor"});
  const auto founder = add({.name = "Farhan"});
  const auto id = deliver_application(founder, mentor, "mentor", "Help us price our SaaS plan.");

  auto requests = get_ok(mentor, "/api/mentor/requests")["items"];
  ASSERT_EQ(requests.size(), 1u);
  EXPECT_EQ(requests[0]["id"], id);
  EXPECT_EQ(requests[0]["founderId"], founder.id);
  EXPECT_EQ(requests[0]["founderName"], "Farhan Test");
  EXPECT_EQ(requests[0]["startupName"], "Co");
  EXPECT_EQ(requests[0]["stage"], "Seed");
  EXPECT_EQ(requests[0]["experience"], 5);
  EXPECT_EQ(requests[0]["request"], "Help us price our SaaS plan.");

  // Only the mentor it was sent to answers it.
  const auto other = add({.name = "Omkar", .role = "Mentor"});
  EXPECT_EQ(post(other, "/api/mentor/requests/" + id + "/accept").status, 404);
  EXPECT_EQ(post(other, "/api/mentor/requests/" + id + "/decline").status, 404);

  const auto accepted = post(mentor, "/api/mentor/requests/" + id + "/accept");
  ASSERT_EQ(accepted.status, 200) << accepted.body;
  const auto mentee = accepted.json()["mentee"];
  EXPECT_EQ(mentee["founderId"], founder.id);
  EXPECT_EQ(mentee["progress"], 0);
  EXPECT_TRUE(mentee["nextMeeting"].is_null());
  ASSERT_TRUE(mentee["conversationId"].is_string());
  EXPECT_EQ(response_of("applications", id), "accepted");

  EXPECT_TRUE(get_ok(mentor, "/api/mentor/requests")["items"].empty());
  const auto mentees = get_ok(mentor, "/api/mentor/mentees")["items"];
  ASSERT_EQ(mentees.size(), 1u);
  EXPECT_EQ(mentees[0], mentee);
  EXPECT_EQ(connection_ids(founder), std::vector<std::string>{mentor.id});
  EXPECT_EQ(connection_ids(mentor), std::vector<std::string>{founder.id});
  const auto told = notice(founder, "Mentorship accepted");
  EXPECT_EQ(told["message"], "Meera Test accepted your mentorship application. Say hello!");
  EXPECT_EQ(told["link"], "/inbox/" + mentee["conversationId"].get<std::string>());
  EXPECT_TRUE(notice_titles(mentor).empty());  // no "It's a match!" either side
  // The conversation is open to both.
  EXPECT_EQ(post(founder,
                 "/api/conversations/" + mentee["conversationId"].get<std::string>() + "/messages",
                 {{"clientId", "f-1"}, {"body", "Thank you!"}})
                .status,
            201);

  const auto again = post(mentor, "/api/mentor/requests/" + id + "/accept");
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(again.json()["error"]["code"], "already_answered");
  EXPECT_EQ(post(mentor, "/api/mentor/requests/" + id + "/decline").status, 409);
}

TEST_F(dashboards_api, a_mentor_declines_with_a_note_the_founder_reads) {
  const auto mentor = add({.name = "Meera", .role = "Mentor"});
  const auto founder = add({.name = "Farhan"});
  const auto id = deliver_application(founder, mentor, "mentor", "Please mentor us.");

  auto res =
      post(mentor, "/api/mentor/requests/" + id + "/decline", {{"note", std::string(501, 'n')}});
  EXPECT_EQ(res.status, 400);
  EXPECT_EQ(res.json()["error"]["fields"]["note"], "A note can be at most 500 characters.");
  res = post(mentor, "/api/mentor/requests/" + id + "/decline",
             {{"note", "  I only mentor hardware startups.  "}});
  ASSERT_EQ(res.status, 204) << res.body;
  EXPECT_EQ(response_of("applications", id), "declined");
  EXPECT_TRUE(get_ok(mentor, "/api/mentor/requests")["items"].empty());
  EXPECT_TRUE(get_ok(mentor, "/api/mentor/mentees")["items"].empty());
  EXPECT_TRUE(connection_ids(founder).empty());
  EXPECT_EQ(notice(founder, "Mentorship application declined")["message"],
            "Meera Test declined your mentorship application. Their note: \u201cI only mentor "
            "hardware startups.\u201d");
  EXPECT_EQ(post(mentor, "/api/mentor/requests/" + id + "/decline").status, 409);

  // Without a note (and without a body at all).
  const auto second = add({.name = "Gauri"});
  const auto other = deliver_application(second, mentor, "mentor", "Hello");
  EXPECT_EQ(as(mentor.cookie).post("/api/mentor/requests/" + other + "/decline", "", "").status,
            204);
  EXPECT_EQ(notice(second, "Mentorship application declined")["message"],
            "Meera Test declined your mentorship application.");
}

TEST_F(dashboards_api, a_mentor_sets_the_next_meeting_and_progress_and_bad_values_are_named) {
  const auto mentor = add({.name = "Meera", .role = "Mentor"});
  const auto founder = add({.name = "Farhan"});
  const auto id = deliver_application(founder, mentor, "mentor", "Please mentor us.");
  const auto accepted = post(mentor, "/api/mentor/requests/" + id + "/accept");
  ASSERT_EQ(accepted.status, 200) << accepted.body;
  const auto path = "/api/mentor/mentees/" + accepted.json()["mentee"]["id"].get<std::string>();

  for (const auto& bad : {json(101), json(-1), json("50"), json(2.5), json(nullptr)}) {
    const auto res = patch(mentor, path, {{"progress", bad}});
    EXPECT_EQ(res.status, 400) << bad;
    EXPECT_EQ(res.json()["error"]["fields"]["progress"],
              "Progress is a whole number from 0 to 100.");
  }
  for (const auto& bad :
       {json("tomorrow"), json("2026-12-01T10:30:00"), json("2026-02-30T10:00Z"), json(5)}) {
    const auto res = patch(mentor, path, {{"nextMeeting", bad}});
    EXPECT_EQ(res.status, 400) << bad;
    EXPECT_TRUE(res.json()["error"]["fields"].contains("nextMeeting")) << res.body;
  }
  auto res = patch(mentor, path, {{"nextMeeting", "2026-12-01T16:00+05:30"}, {"progress", 40}});
  ASSERT_EQ(res.status, 200) << res.body;
  EXPECT_EQ(res.json()["mentee"]["nextMeeting"], "2026-12-01T10:30:00.000Z");
  EXPECT_EQ(res.json()["mentee"]["progress"], 40);
  res = patch(mentor, path, {{"nextMeeting", nullptr}});
  ASSERT_EQ(res.status, 200) << res.body;
  EXPECT_TRUE(res.json()["mentee"]["nextMeeting"].is_null());
  EXPECT_EQ(res.json()["mentee"]["progress"], 40);  // left as it was
  EXPECT_EQ(get_ok(mentor, "/api/mentor/mentees")["items"][0]["progress"], 40);

  const auto other = add({.name = "Omkar", .role = "Mentor"});
  EXPECT_EQ(patch(other, path, {{"progress", 10}}).status, 404);
  EXPECT_EQ(patch(mentor, "/api/mentor/mentees/nobody", {{"progress", 10}}).status, 404);
}

TEST_F(dashboards_api, pitched_startups_come_first_then_those_that_fit_the_investor) {
  const auto investor = add({.name = "Ishaan", .role = "Investor"});
  set_details(investor, {{"focusAreas", {"Fintech", "SaaS"}}, {"investmentStage", "Seed"}});
  const auto fit = add({.name = "Fit", .industry = "Fintech", .stage = "Seed"});
  const auto near = add({.name = "Near", .industry = "SaaS", .stage = "Series A"});
  const auto far = add({.name = "Far", .industry = "Healthcare", .stage = "Series B"});
  const auto older = add({.name = "Older", .industry = "Healthcare", .stage = "Idea"});
  const auto older_pitch = deliver_pitch(older, investor, "We digitise clinics.");
  const auto newer = add({.name = "Newer", .industry = "Gaming", .stage = "MVP"});
  const auto newer_pitch = deliver_pitch(newer, investor, "Games for learning.");
  add({.name = "Mentor", .role = "Mentor"});
  add({.name = "Other investor", .role = "Investor"});

  const auto startups = get_ok(investor, "/api/investor/startups")["items"];
  ASSERT_EQ(startups.size(), 5u) << startups;
  EXPECT_EQ(startup_ids(investor),
            (std::vector<std::string>{newer.id, older.id, fit.id, near.id, far.id}));
  EXPECT_TRUE(startups[0]["pitched"].get<bool>());
  EXPECT_EQ(startups[0]["pitch"]["id"], newer_pitch);
  EXPECT_EQ(startups[0]["pitch"]["message"], "Games for learning.");
  EXPECT_EQ(startups[0]["pitch"]["pitchDeckLink"], "https://deck.example/1");
  EXPECT_FALSE(startups[2]["pitched"].get<bool>());
  EXPECT_TRUE(startups[2]["pitch"].is_null());
  EXPECT_EQ(startups[2]["matchPercentage"], 100);
  EXPECT_EQ(startups[3]["matchPercentage"], 80);
  EXPECT_EQ(startups[4]["matchPercentage"], 0);
  EXPECT_EQ(startups[2]["startupName"], "Co");
  EXPECT_EQ(startups[2]["teamSize"], 8);
  EXPECT_EQ(get_ok(investor, "/api/investor/startups?limit=2")["items"].size(), 2u);
  EXPECT_EQ(as(investor.cookie).get("/api/investor/startups?limit=0").status, 400);

  // Skip declines a pitch; Like moves a startup to the liked list.
  EXPECT_EQ(post(investor, "/api/investor/startups/" + older.id + "/skip").status, 204);
  EXPECT_EQ(response_of("pitches", older_pitch), "declined");
  EXPECT_EQ(post(investor, "/api/investor/startups/" + fit.id + "/like").status, 204);
  EXPECT_EQ(post(investor, "/api/investor/startups/" + newer.id + "/like").status, 204);
  EXPECT_EQ(startup_ids(investor), (std::vector<std::string>{near.id, far.id}));
  EXPECT_EQ(response_of("pitches", newer_pitch), "null");  // a Like does not answer it
  auto liked = get_ok(investor, "/api/investor/liked")["items"];
  ASSERT_EQ(liked.size(), 2u);
  EXPECT_TRUE(liked[0]["founderId"] == newer.id || liked[1]["founderId"] == newer.id);
  EXPECT_TRUE(liked[0]["introduction"].is_null());
  EXPECT_EQ(post(investor, "/api/investor/startups/" + investor.id + "/like").status, 404);
  EXPECT_EQ(post(investor, "/api/investor/startups/nobody/skip").status, 404);

  // Contacting the pitched founder accepts the pitch.
  const auto contacted = post(investor, "/api/investor/startups/" + newer.id + "/contact");
  ASSERT_EQ(contacted.status, 201) << contacted.body;
  EXPECT_EQ(response_of("pitches", newer_pitch), "accepted");
  EXPECT_EQ(notice(newer, "An investor wants to meet you")["link"], "/connections");
}

TEST_F(dashboards_api, contact_makes_an_introduction_the_founder_accepts_into_a_connection) {
  const auto investor = add({.name = "Ishaan", .role = "Investor"});
  const auto founder = add({.name = "Farhan"});
  const auto unliked = add({.name = "Unliked"});
  const auto contact = "/api/investor/startups/" + founder.id + "/contact";

  auto res = post(investor, "/api/investor/startups/" + unliked.id + "/contact");
  EXPECT_EQ(res.status, 409);
  EXPECT_EQ(res.json()["error"]["code"], "not_liked");
  ASSERT_EQ(post(investor, "/api/investor/startups/" + founder.id + "/like").status, 204);
  res = post(investor, contact, {{"message", std::string(1001, 'm')}});
  EXPECT_EQ(res.status, 400);
  EXPECT_TRUE(res.json()["error"]["fields"].contains("message"));
  res = post(investor, contact, {{"message", "Can we meet in Bengaluru next week?"}});
  ASSERT_EQ(res.status, 201) << res.body;
  const auto introduction = res.json()["introduction"];
  EXPECT_EQ(introduction["status"], "pending");
  res = post(investor, contact);
  EXPECT_EQ(res.status, 409);
  EXPECT_EQ(res.json()["error"]["code"], "already_open");
  EXPECT_EQ(get_ok(investor, "/api/investor/liked")["items"][0]["introduction"], introduction);

  auto requests = get_ok(founder, "/api/requests");
  EXPECT_TRUE(requests["applications"].empty());
  ASSERT_EQ(requests["introductions"].size(), 1u);
  EXPECT_EQ(requests["introductions"][0]["id"], introduction["id"]);
  EXPECT_EQ(requests["introductions"][0]["investor"]["id"], investor.id);
  EXPECT_EQ(requests["introductions"][0]["investor"]["name"], "Ishaan Test");
  EXPECT_EQ(requests["introductions"][0]["message"], "Can we meet in Bengaluru next week?");
  EXPECT_EQ(requests["introductions"][0]["status"], "pending");
  EXPECT_EQ(notice(founder, "An investor wants to meet you")["message"],
            "Ishaan Test would like to meet you. Answer on Connections.");

  // Only the founder answers it.
  const auto path = "/api/requests/introductions/" + introduction["id"].get<std::string>();
  EXPECT_EQ(post(unliked, path + "/accept").status, 404);
  EXPECT_EQ(post(investor, path + "/accept").status, 404);
  res = post(founder, path + "/accept");
  ASSERT_EQ(res.status, 200) << res.body;
  const auto connection = res.json()["connectionId"].get<std::string>();
  EXPECT_EQ(connection_ids(investor), std::vector<std::string>{founder.id});
  EXPECT_EQ(notice(investor, "Introduction accepted")["link"], "/inbox/" + connection);
  EXPECT_EQ(post(founder, path + "/accept").status, 409);
  EXPECT_EQ(post(founder, path + "/decline").status, 409);
  EXPECT_TRUE(get_ok(founder, "/api/requests")["introductions"].empty());
  EXPECT_EQ(get_ok(investor, "/api/investor/liked")["items"][0]["introduction"]["status"],
            "accepted");
}

TEST_F(dashboards_api, a_founder_declines_an_introduction_and_the_investor_hears) {
  const auto investor = add({.name = "Ishaan", .role = "Investor"});
  const auto founder = add({.name = "Farhan"});
  ASSERT_EQ(post(investor, "/api/investor/startups/" + founder.id + "/like").status, 204);
  const auto made = post(investor, "/api/investor/startups/" + founder.id + "/contact");
  ASSERT_EQ(made.status, 201) << made.body;
  const auto id = made.json()["introduction"]["id"].get<std::string>();
  EXPECT_EQ(post(founder, "/api/requests/introductions/" + id + "/decline").status, 204);
  EXPECT_EQ(notice(investor, "Introduction declined")["message"],
            "Farhan Test declined your introduction.");
  EXPECT_TRUE(connection_ids(founder).empty());
  // A new one may be asked for once none is pending.
  EXPECT_EQ(post(investor, "/api/investor/startups/" + founder.id + "/contact").status, 201);
}

TEST_F(dashboards_api, cofounder_applications_are_answered_on_requests_by_their_target_only) {
  const auto asker = add({.name = "Asha"});
  const auto target = add({.name = "Tara"});
  const auto stranger = add({.name = "Stranger"});
  const auto first = deliver_application(asker, target, "cofounder", "Shall we build together?");
  deliver_application(asker, stranger, "mentor", "Not a cofounder one");

  auto requests = get_ok(target, "/api/requests");
  ASSERT_EQ(requests["applications"].size(), 1u);
  const auto& received = requests["applications"][0];
  EXPECT_EQ(received["id"], first);
  EXPECT_EQ(received["kind"], "cofounder");
  EXPECT_EQ(received["from"]["id"], asker.id);
  EXPECT_EQ(received["from"]["name"], "Asha Test");
  EXPECT_EQ(received["from"]["stage"], "Seed");
  EXPECT_EQ(received["message"], "Shall we build together?");
  EXPECT_TRUE(received["pitchDeckLink"].is_null());
  EXPECT_TRUE(get_ok(stranger, "/api/requests")["applications"].empty());  // mentor kind

  const auto path = "/api/requests/applications/" + first;
  EXPECT_EQ(post(stranger, path + "/accept").status, 404);
  EXPECT_EQ(post(asker, path + "/accept").status, 404);
  auto res = post(target, path + "/decline", {{"note", "I am not looking right now."}});
  ASSERT_EQ(res.status, 204) << res.body;
  EXPECT_EQ(notice(asker, "Application declined")["message"],
            "Tara Test declined your cofounder application. Their note: \u201cI am not looking "
            "right now.\u201d");
  EXPECT_EQ(post(target, path + "/accept").status, 409);

  const auto second = deliver_application(asker, target, "cofounder", "Second try?");
  res = post(target, "/api/requests/applications/" + second + "/accept");
  ASSERT_EQ(res.status, 200) << res.body;
  EXPECT_EQ(connection_ids(asker), std::vector<std::string>{target.id});
  EXPECT_EQ(res.json()["connectionId"], get_ok(asker, "/api/connections")["connections"][0]["id"]);
  EXPECT_EQ(notice(asker, "Application accepted")["message"],
            "Tara Test accepted your cofounder application. Say hello!");
  EXPECT_EQ(response_of("applications", second), "accepted");
}

// Issue 25, finding 4: the investor dashboard shows, and lets the investor act on, the founders
// whose profile is open to them (the rule /members/:id follows) and those who pitched them.
TEST_F(dashboards_api, private_and_connections_only_founders_stay_off_other_investors_dashboards) {
  const auto investor = add({.name = "Ishaan", .role = "Investor"});
  const auto connected = add({.name = "Kavya", .role = "Investor"});
  const auto open = add({.name = "Open"});
  const auto hidden = add({.name = "Hidden"});
  const auto friends = add({.name = "Friends"});
  connect(friends, connected);
  const auto set_visibility = [&](const member& who, const char* visibility) {
    ASSERT_EQ(
        patch(who, "/api/me/settings", {{"privacy", {{"profileVisibility", visibility}}}}).status,
        200);
  };
  set_visibility(hidden, "private");
  set_visibility(friends, "connections");

  EXPECT_EQ(startup_ids(investor), std::vector<std::string>{open.id});
  auto seen = startup_ids(connected);
  std::ranges::sort(seen);
  auto expected = std::vector<std::string>{open.id, friends.id};
  std::ranges::sort(expected);
  EXPECT_EQ(seen, expected);
  for (const auto& founder : {hidden, friends}) {
    const auto path = "/api/investor/startups/" + founder.id;
    for (const auto* action : {"/like", "/skip", "/contact"}) {
      EXPECT_EQ(post(investor, path + action).status, 404) << action;
    }
  }
  EXPECT_EQ(post(connected, "/api/investor/startups/" + hidden.id + "/like").status, 404);
  EXPECT_EQ(count_rows("startup_decisions"), 0);
  EXPECT_EQ(count_rows("introductions"), 0);
  EXPECT_EQ(post(connected, "/api/investor/startups/" + friends.id + "/like").status, 204);

  // Liked while open, then private: off the liked list, and no contact.
  ASSERT_EQ(post(investor, "/api/investor/startups/" + open.id + "/like").status, 204);
  ASSERT_EQ(get_ok(investor, "/api/investor/liked")["items"].size(), 1u);
  set_visibility(open, "private");
  EXPECT_TRUE(get_ok(investor, "/api/investor/liked")["items"].empty());
  EXPECT_EQ(post(investor, "/api/investor/startups/" + open.id + "/contact").status, 404);
  EXPECT_TRUE(startup_ids(investor).empty());

  // A private founder who pitched the investor showed them the startup: that investor only.
  const auto pitch = deliver_pitch(hidden, investor, "Private, but pitching you.");
  const auto startups = get_ok(investor, "/api/investor/startups")["items"];
  ASSERT_EQ(startups.size(), 1u);
  EXPECT_EQ(startups[0]["founderId"], hidden.id);
  EXPECT_EQ(startups[0]["pitch"]["id"], pitch);
  EXPECT_TRUE(startup_ids(connected).empty());  // Open is private now, Friends liked
  ASSERT_EQ(post(investor, "/api/investor/startups/" + hidden.id + "/like").status, 204);
  EXPECT_EQ(get_ok(investor, "/api/investor/liked")["items"][0]["founderId"], hidden.id);
  EXPECT_EQ(post(investor, "/api/investor/startups/" + hidden.id + "/contact").status, 201);
}

TEST_F(dashboards_api, a_liked_founder_who_blocks_the_investor_leaves_the_liked_list) {
  const auto investor = add({.name = "Ishaan", .role = "Investor"});
  const auto founder = add({.name = "Farhan"});
  ASSERT_EQ(post(investor, "/api/investor/startups/" + founder.id + "/like").status, 204);
  ASSERT_EQ(get_ok(investor, "/api/investor/liked")["items"].size(), 1u);

  ASSERT_EQ(post(founder, "/api/blocks", {{"target", investor.id}}).status, 204);
  EXPECT_TRUE(get_ok(investor, "/api/investor/liked")["items"].empty());
  EXPECT_TRUE(startup_ids(investor).empty());
  EXPECT_EQ(post(investor, "/api/investor/startups/" + founder.id + "/contact").status, 404);
  EXPECT_EQ(post(investor, "/api/investor/startups/" + founder.id + "/like").status, 404);
  EXPECT_EQ(count_rows("introductions"), 0);
}

TEST_F(dashboards_api, every_dashboard_route_is_for_its_kind_of_member_and_a_session) {
  const auto founder = add({.name = "Farhan"});
  const auto mentor = add({.name = "Meera", .role = "Mentor"});
  const auto investor = add({.name = "Ishaan", .role = "Investor"});
  struct call {
    std::string method, path;
  };
  const std::vector<call> mentor_routes = {
      {"GET", "/api/mentor/requests"},
      {"POST", "/api/mentor/requests/x/accept"},
      {"POST", "/api/mentor/requests/x/decline"},
      {"GET", "/api/mentor/mentees"},
      {"PATCH", "/api/mentor/mentees/x"},
  };
  const std::vector<call> investor_routes = {
      {"GET", "/api/investor/startups"},
      {"POST", "/api/investor/startups/" + founder.id + "/like"},
      {"POST", "/api/investor/startups/" + founder.id + "/skip"},
      {"GET", "/api/investor/liked"},
      {"POST", "/api/investor/startups/" + founder.id + "/contact"},
  };
  const auto check = [&](const std::vector<call>& calls, const member& who, const char* code,
                         const char* message) {
    for (const auto& c : calls) {
      const auto res = as(who.cookie).send(c.method, c.path, "{}", "application/json");
      EXPECT_EQ(res.status, 403) << c.method << " " << c.path << ": " << res.body;
      if (res.status != 403) continue;
      EXPECT_EQ(res.json()["error"]["code"], code);
      EXPECT_EQ(res.json()["error"]["message"], message);
    }
  };
  // Saying how to ask for the kind (docs/kinds.md).
  constexpr auto not_mentor =
      "This page is for mentors. To act as a mentor, ask in Settings (/settings): an "
      "administrator reviews your request.";
  constexpr auto not_investor =
      "This page is for investors. To act as an investor, ask in Settings (/settings): an "
      "administrator reviews your request.";
  check(mentor_routes, founder, "kind_not_granted", not_mentor);
  check(mentor_routes, investor, "kind_not_granted", not_mentor);
  check(investor_routes, founder, "kind_not_granted", not_investor);
  check(investor_routes, mentor, "kind_not_granted", not_investor);
  EXPECT_EQ(count_rows("startup_decisions"), 0);

  std::vector<call> all = mentor_routes;
  all.insert(all.end(), investor_routes.begin(), investor_routes.end());
  for (const auto& path :
       {"/api/requests/applications/x/accept", "/api/requests/applications/x/decline",
        "/api/requests/introductions/x/accept", "/api/requests/introductions/x/decline"}) {
    all.push_back({"POST", path});
  }
  all.push_back({"GET", "/api/requests"});
  for (const auto& c : all) {
    EXPECT_EQ(client().send(c.method, c.path, "{}", "application/json").status, 401)
        << c.method << " " << c.path;
  }
}

}  // namespace
}  // namespace sangam::testing
