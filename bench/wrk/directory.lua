-- An administrator's searches of the member directory: WRK_PATHS, paths separated by ";", taken
-- in turn (each thread from its own starting point), with the session cookie WRK_COOKIE.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(here .. "report.lua")

local cookie = os.getenv("WRK_COOKIE") or error("WRK_COOKIE is not set")
local paths = {}
for path in (os.getenv("WRK_PATHS") or error("WRK_PATHS is not set")):gmatch("[^;]+") do
  paths[#paths + 1] = path
end

local requests, next_one = {}, 1
function init(args)
  for i, path in ipairs(paths) do
    requests[i] = "GET " .. path .. " HTTP/1.1\r\nHost: " .. wrk.host .. ":" .. wrk.port ..
      "\r\nCookie: " .. cookie .. "\r\n\r\n"
  end
  next_one = math.random(#requests)
end

function request()
  local r = requests[next_one]
  next_one = next_one % #requests + 1
  return r
end
