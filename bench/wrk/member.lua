-- A signed-in member's request: WRK_METHOD (GET) to the URL's path with the session cookie
-- WRK_COOKIE ("name=value") and, for a write, the JSON body WRK_BODY. The same bytes each time,
-- built once per thread.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(here .. "report.lua")

local method = os.getenv("WRK_METHOD") or "GET"
local cookie = os.getenv("WRK_COOKIE") or error("WRK_COOKIE is not set")
local body = os.getenv("WRK_BODY") or ""

local raw
function init(args)
  raw = method .. " " .. wrk.path .. " HTTP/1.1\r\nHost: " .. wrk.host .. ":" .. wrk.port ..
    "\r\nCookie: " .. cookie .. "\r\n" ..
    (body ~= "" and ("Content-Type: application/json\r\nContent-Length: " .. #body .. "\r\n") or "") ..
    "\r\n" .. body
end

function request()
  return raw
end
