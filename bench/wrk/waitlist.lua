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
-- The request line and headers are the same for every request: built once per thread, so that
-- the client, which shares the machine with the server, spends its time on the body alone
-- (wrk.format rebuilds the whole request from a table each time).
local head
function init(args)
  head = "POST /api/waitlist HTTP/1.1\r\nHost: " .. wrk.host .. ":" .. wrk.port ..
    "\r\nContent-Type: application/json\r\n" ..
    (origin and ("Origin: " .. origin .. "\r\n") or "") .. "Content-Length: "
end

local format = string.format
function request()
  counter = counter + 1
  local body = format(
    '{"name":"Bench User %d","email":"bench+%s-%d-%d@example.com","role":"%s","city":"Bengaluru"}',
    counter, run, thread_id, counter, roles[counter % 3 + 1])
  return head .. #body .. "\r\n\r\n" .. body
end
