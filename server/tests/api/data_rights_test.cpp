// Data rights (issue 12, docs/privacy.md), on both engines: the consent of an application is
// recorded, the export holds every table that mentions the member (the tables come from the
// schema, so a new table nobody declared fails here), and after erasure no row names the member
// but the audit entry of the erasure.
#include <zip.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/totp.hpp"
#include "features/auth/passwords.hpp"
#include "features/auth/two_factor.hpp"
#include "features/personal_data.hpp"
#include "support/exif.hpp"
#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

class data_rights_api : public member_api {
 protected:
  std::vector<std::string> schema_tables() {
    auto sql = database().open_session();
    std::vector<std::string> names(200);
    if (engine_environment::postgresql()) {
      *sql << "SELECT table_name FROM information_schema.tables WHERE table_schema ="
              " current_schema() AND table_type = 'BASE TABLE'",
          soci::into(names);
    } else {
      *sql << "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
          soci::into(names);
    }
    return names;
  }

  std::vector<std::string> columns_of(const std::string& table) {
    auto sql = database().open_session();
    std::vector<std::string> names(100);
    if (engine_environment::postgresql()) {
      *sql << "SELECT column_name FROM information_schema.columns WHERE table_schema ="
              " current_schema() AND table_name = :t",
          soci::use(table), soci::into(names);
    } else {
      *sql << "SELECT name FROM pragma_table_info(:t)", soci::use(table), soci::into(names);
    }
    return names;
  }

  // Rows of `table` with `needle` anywhere in any column.
  int rows_mentioning(const std::string& table, const std::string& needle) {
    std::string condition;
    for (const auto& column : columns_of(table)) {
      if (!condition.empty()) condition += " OR ";
      condition += "CAST(" + column + " AS TEXT) LIKE '%" + needle + "%'";
    }
    return count_rows(table + " WHERE " + condition);
  }

  // Every table with a row naming the member by id or e-mail.
  std::map<std::string, int> tables_naming(const member& m) {
    std::map<std::string, int> found;
    for (const auto& table : schema_tables()) {
      const int n = rows_mentioning(table, m.id) + rows_mentioning(table, email_of(m));
      if (n > 0) found[table] = n;
    }
    return found;
  }

  // The entries of a zip file, by name.
  static std::map<std::string, std::string> unzip(const std::string& bytes) {
    std::map<std::string, std::string> entries;
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* source = zip_source_buffer_create(bytes.data(), bytes.size(), 0, &error);
    zip_t* archive = source ? zip_open_from_source(source, ZIP_RDONLY, &error) : nullptr;
    zip_error_fini(&error);
    if (archive == nullptr) {
      if (source) zip_source_free(source);
      ADD_FAILURE() << "not a zip file";
      return entries;
    }
    for (zip_int64_t i = 0; i < zip_get_num_entries(archive, 0); ++i) {
      zip_stat_t stat;
      zip_stat_index(archive, i, 0, &stat);
      std::string data(stat.size, '\0');
      zip_file_t* file = zip_fopen_index(archive, i, 0);
      zip_fread(file, data.data(), data.size());
      zip_fclose(file);
      entries[stat.name] = std::move(data);
    }
    zip_close(archive);
    return entries;
  }

  // Asks for an export, waits for it, downloads it.
  std::map<std::string, std::string> export_of(const member& m) {
    const auto started = as(m.cookie).post_json("/api/me/exports", json::object());
    EXPECT_EQ(started.status, 202) << started.body;
    const auto id = started.json()["id"].get<std::string>();
    json status;
    EXPECT_TRUE(eventually([&] {
      status = as(m.cookie).get("/api/me/exports/" + id).json();
      return status["status"] == "ready";
    }));
    EXPECT_EQ(status["progress"], 100);
    EXPECT_EQ(status["downloadUrl"], "/api/me/exports/" + id + "/download");
    const auto zip = as(m.cookie).get("/api/me/exports/" + id + "/download");
    EXPECT_EQ(zip.status, 200);
    EXPECT_EQ(zip.header("content-type"), "application/zip");
    EXPECT_NE(zip.header("content-disposition").find("attachment; filename=\"sangam-export-"),
              std::string::npos);
    return unzip(zip.body);
  }

  // Asha does a bit of everything with Ravi: photo, settings, connection, messages, a profile
  // view, a report, two-factor.
  std::pair<member, member> busy_pair() {
    auto asha = with_password("Asha");
    auto ravi = add({.name = "Ravi"});
    EXPECT_EQ(
        as(asha.cookie).send("PUT", "/api/me/photo", sample_jpeg(64, 64), "image/jpeg").status,
        200);
    EXPECT_EQ(as(asha.cookie)
                  .send("PATCH", "/api/me/settings",
                        json({{"preferences", {{"theme", "light"}}}}).dump(), "application/json")
                  .status,
              200);
    const auto conversation = connect(asha, ravi);
    for (const auto& [who, text, client_id] :
         {std::tuple{asha, "Namaste Ravi", "a1"}, {ravi, "Hello Asha", "r1"}}) {
      EXPECT_EQ(as(who.cookie)
                    .post_json("/api/conversations/" + conversation + "/messages",
                               {{"clientId", client_id}, {"body", text}})
                    .status,
                201);
    }
    EXPECT_EQ(as(ravi.cookie).get("/api/members/" + asha.id).status, 200);
    EXPECT_EQ(as(asha.cookie).get("/api/members/" + ravi.id).status, 200);
    EXPECT_EQ(as(asha.cookie).post_json("/api/me/two-factor/setup", json::object()).status, 200);
    return {asha, ravi};
  }
};

TEST_F(data_rights_api, an_application_records_the_consent_to_the_notice_in_force) {
  const json application = {{"firstName", "Meera"},
                            {"lastName", "Iyer"},
                            {"email", "meera@sangam.test"},
                            {"company", "Kisan Co"},
                            {"role", "Founder"},
                            {"industry", "AI/ML"},
                            {"interests", {"Technology"}},
                            {"goals", {"Find Co-founder"}},
                            {"plan", "core"}};
  const auto res = client().post_json("/api/applications", application);
  ASSERT_EQ(res.status, 201) << res.body;
  EXPECT_EQ(count_rows("consents c JOIN profiles p ON p.id = c.profile_id WHERE p.email ="
                       " 'meera@sangam.test' AND c.notice_version = '2026-11-26' AND c.purpose ="
                       " 'membership application' AND c.given_at <> ''"),
            1);
}

TEST_F(data_rights_api, the_export_holds_every_table_that_mentions_the_member) {
  const auto [asha, ravi] = busy_pair();
  EXPECT_EQ(client().post_json("/api/me/exports", json::object()).status, 401);

  const auto files = export_of(asha);
  ASSERT_TRUE(files.contains("manifest.json"));
  const auto manifest = json::parse(files.at("manifest.json"));
  EXPECT_EQ(manifest["member"], asha.id);
  EXPECT_EQ(manifest["photo"], "photo.jpg");
  EXPECT_EQ(files.at("photo.jpg").substr(0, 2), "\xFF\xD8");  // a JPEG

  // Each table of the schema is either exported or said to hold nothing about members.
  std::set<std::string> accounted;
  for (const auto& [table, rows] : manifest["tables"].items()) {
    accounted.insert(table);
    EXPECT_TRUE(files.contains(table + ".json")) << table;
  }
  for (const auto& [table, why] : manifest["notAboutMembers"].items()) accounted.insert(table);
  for (const auto& table : schema_tables()) {
    EXPECT_TRUE(accounted.contains(table))
        << "table " << table << " is neither exported nor declared unrelated to members";
  }
  // And every table that names her gives her its rows.
  for (const auto& [table, n] : tables_naming(asha)) {
    if (manifest["notAboutMembers"].contains(table)) continue;
    EXPECT_GT(manifest["tables"].value(table, 0), 0) << table << " names her in " << n << " rows";
  }
  const auto messages = json::parse(files.at("messages.json"));
  ASSERT_EQ(messages.size(), 2u);
  EXPECT_EQ(messages[0]["body"], "Namaste Ravi");
  EXPECT_EQ(json::parse(files.at("member_settings.json"))[0]["theme"], "light");
  // Secrets and hashes stay out.
  const auto profile = json::parse(files.at("profiles.json"));
  EXPECT_FALSE(profile[0].contains("password_hash"));
  EXPECT_EQ(profile[0]["email"], email_of(asha));
  EXPECT_FALSE(json::parse(files.at("two_factor.json"))[0].contains("secret"));
  EXPECT_FALSE(json::parse(files.at("sessions.json"))[0].contains("token_hash"));
  EXPECT_FALSE(json::parse(files.at("profile_photos.json"))[0].contains("data_base64"));

  // Another member cannot see or take it.
  const auto mine = as(asha.cookie).post_json("/api/me/exports", json::object()).json();
  EXPECT_EQ(as(ravi.cookie).get("/api/me/exports/" + mine["id"].get<std::string>()).status, 404);
  EXPECT_EQ(
      as(ravi.cookie).get("/api/me/exports/" + mine["id"].get<std::string>() + "/download").status,
      404);
}

// Issue 25, finding 3: the export holds what is about the member and what the member did, never
// another member's private decision about them nor what never reached them; the erasure still
// takes every row that names them.
TEST_F(data_rights_api, the_export_leaves_out_others_decisions_and_what_never_reached_her) {
  const auto vani = with_password("Vani");  // a founder looking for a cofounder
  {
    auto sql = database().open_session();
    *sql << "UPDATE profiles SET goals = '[\"Find Co-founder\"]' WHERE id = :id",
        soci::use(vani.id);
  }
  const auto ishaan = add({.name = "Ishaan", .role = "Investor"});
  const auto blocker = add({.name = "Bhavna"});
  const auto passer = add({.name = "Pranav"});
  const auto skipper = add({.name = "Suresh", .role = "Investor"});
  const auto pending = add({.name = "Pooja"});
  const auto rejected = add({.name = "Rohan"});
  const std::vector<member> actors = {blocker, passer, skipper, pending, rejected};

  ASSERT_EQ(as(blocker.cookie).post_json("/api/blocks", {{"target", vani.id}}).status, 204);
  ASSERT_EQ(swipe(passer, vani, "pass").status, 200);
  ASSERT_EQ(as(passer.cookie).post("/api/matches/cofounders/" + vani.id + "/pass", "", "").status,
            204);
  ASSERT_EQ(as(skipper.cookie)
                .post_json("/api/investor/startups/" + vani.id + "/skip", json::object())
                .status,
            204);
  const auto apply = [&](const member& from, const member& to, const char* kind) {
    const auto res =
        as(from.cookie)
            .post_json("/api/pitches",
                       {{"kind", kind}, {"targetId", to.id}, {"message", "Shall we talk?"}});
    EXPECT_EQ(res.status, 201) << res.body;
    return res.json()["pitch"]["id"].get<std::string>();
  };
  apply(pending, vani, "cofounder");
  apply(pending, ishaan, "investor");
  const auto admin = admin_cookie();
  for (const auto& [table, id] : {std::pair{"applications", apply(rejected, vani, "cofounder")},
                                  {"pitches", apply(rejected, ishaan, "investor")}}) {
    ASSERT_EQ(as(admin)
                  .post_json(std::string("/api/admin/") + table + "/" + id + "/decision",
                             {{"status", "rejected"}})
                  .status,
              200);
  }

  // Nothing in either export names anyone who decided about them or wrote to them.
  for (const auto& [who, name] : {std::pair{vani, "Vani"}, {ishaan, "Ishaan"}}) {
    const auto files = export_of(who);
    ASSERT_TRUE(files.contains("manifest.json")) << name;
    for (const auto& table :
         {"blocks", "swipes", "card_passes", "startup_decisions", "pitches", "applications"}) {
      EXPECT_EQ(json::parse(files.at(std::string(table) + ".json")), json::array())
          << name << ": " << table;
    }
    for (const auto& [file, text] : files) {
      for (const auto& actor : actors) {
        EXPECT_EQ(text.find(actor.id), std::string::npos) << name << ": " << file;
        EXPECT_EQ(text.find(email_of(actor)), std::string::npos) << name << ": " << file;
      }
    }
  }

  // Each one who decided or wrote finds it in their own export.
  const auto rows_in = [&](const member& who, const std::string& table) {
    return json::parse(export_of(who).at(table + ".json"));
  };
  auto blocks = rows_in(blocker, "blocks");
  ASSERT_EQ(blocks.size(), 1u);
  EXPECT_EQ(blocks[0]["blocked_id"], vani.id);
  EXPECT_EQ(rows_in(passer, "swipes")[0]["decision"], "pass");
  EXPECT_EQ(rows_in(passer, "card_passes")[0]["target_id"], vani.id);
  EXPECT_EQ(rows_in(skipper, "startup_decisions")[0]["decision"], "skip");
  const auto sent = export_of(pending);
  EXPECT_EQ(json::parse(sent.at("applications.json"))[0]["status"], "pending");
  EXPECT_EQ(json::parse(sent.at("pitches.json"))[0]["target_id"], ishaan.id);
  EXPECT_FALSE(json::parse(sent.at("pitches.json"))[0].contains("founder_email"));
  EXPECT_EQ(rows_in(rejected, "applications")[0]["status"], "rejected");

  // The erasure still takes every row that names her, the others' decisions included.
  ASSERT_GT(count_rows("blocks WHERE blocked_id = '" + vani.id + "'"), 0);
  const auto erased = as(vani.cookie).post_json("/api/me/erase", {{"password", k_password}});
  ASSERT_EQ(erased.status, 200) << erased.body;
  EXPECT_EQ(tables_naming(vani), (std::map<std::string, int>{{"audit_log", 1}}));
}

TEST_F(data_rights_api, erasure_asks_for_the_password_and_a_code_then_leaves_no_row_naming_her) {
  const auto [asha, ravi] = busy_pair();
  // Two-factor on, so the erasure needs a code as well.
  const auto pending = as(asha.cookie).get("/api/me/two-factor").json();
  EXPECT_FALSE(pending["enabled"]);
  std::string secret;
  {
    auto sql = database().open_session();
    *sql << "SELECT secret FROM two_factor WHERE member_id = :id", soci::use(asha.id),
        soci::into(secret);
  }
  const auto enabled =
      as(asha.cookie)
          .post_json("/api/me/two-factor/enable",
                     {{"code", core::totp::code_at(secret, std::chrono::system_clock::now())}});
  ASSERT_EQ(enabled.status, 200) << enabled.body;
  const auto recovery = enabled.json()["recoveryCodes"][0].get<std::string>();

  const auto erase = [&](const json& body) {
    return as(asha.cookie).post_json("/api/me/erase", body);
  };
  EXPECT_EQ(erase({{"password", "wrong-password"}, {"code", recovery}}).status, 401);
  const auto no_code = erase({{"password", k_password}});
  EXPECT_EQ(no_code.status, 401);
  EXPECT_EQ(no_code.json()["error"]["code"], "wrong_code");
  ASSERT_FALSE(tables_naming(asha).empty());  // nothing changed

  const auto erased = erase({{"password", k_password}, {"code", recovery}});
  ASSERT_EQ(erased.status, 200) << erased.body;
  EXPECT_NE(erased.header("set-cookie").find("Max-Age=0"), std::string::npos);

  // Only the audit entry of the erasure names her.
  const auto naming = tables_naming(asha);
  EXPECT_EQ(naming, (std::map<std::string, int>{{"audit_log", 1}}));
  EXPECT_EQ(
      count_rows("audit_log WHERE action = 'account.erased' AND target_id = '" + asha.id + "'"), 1);

  // Her session is gone; Ravi keeps the conversation, her message now from "Deleted member".
  EXPECT_EQ(as(asha.cookie).get("/api/me").status, 401);
  EXPECT_EQ(as(ravi.cookie).get("/api/members/" + asha.id).status, 404);
  const auto conversations = as(ravi.cookie).get("/api/conversations").json()["conversations"];
  ASSERT_EQ(conversations.size(), 1u);
  const auto id = conversations[0]["id"].get<std::string>();
  const auto page = as(ravi.cookie).get("/api/conversations/" + id + "/messages").json();
  ASSERT_EQ(page["messages"].size(), 2u);
  EXPECT_EQ(page["messages"][0]["body"], "Namaste Ravi");
  EXPECT_EQ(page["messages"][0]["senderId"], features::k_deleted_member_id);
  EXPECT_EQ(conversations[0]["member"]["name"], "Deleted member");
}

}  // namespace
}  // namespace sangam::testing
