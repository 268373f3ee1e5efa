-- POST /api/waitlist with a valid body and an e-mail address no other request in this run uses
-- (bench+<run>-<thread>-<n>@example.com), so every request is a first signup, not an update.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(here .. "report.lua")

local run = os.getenv("WRK_RUN_TAG") or tostring(os.time())
local origin = os.getenv("WRK_ORIGIN")
local roles = { "Founder", "Mentor", "Investor" }

local next_thread = 0
function setup(thread)
  next_thread = next_thread + 1
  thread:set("thread_id", next_thread)
end

local counter = 0
local headers = { ["Content-Type"] = "application/json" }
if origin then headers["Origin"] = origin end

function request()
  counter = counter + 1
  local body = string.format(
    '{"name":"Bench User %d","email":"bench+%s-%d-%d@example.com","role":"%s","city":"Bengaluru"}',
    counter, run, thread_id, counter, roles[counter % 3 + 1])
  return wrk.format("POST", "/api/waitlist", headers, body)
end
