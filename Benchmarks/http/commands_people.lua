-- POST /v1/sessions/commands for many people at once, as a user base does: each request is a new durable command
-- (a healthSample) of the next person in turn, with that person's token. FT_TOKENS: the tokens, comma-separated,
-- each with an active session. Commands of one person are serialized (their lock); of different people, not.
local common = dofile(os.getenv("FT_LUA_DIR") .. "/common.lua")
local run = os.getenv("FT_RUN") or tostring(os.time())
setup = common.setup

local tokens = {}
local counter = 0
local prefix

function init(args)
  for token in string.gmatch(os.getenv("FT_TOKENS") or "", "[^,]+") do
    tokens[#tokens + 1] = { ["Authorization"] = "Bearer " .. token, ["Content-Type"] = "application/json" }
  end
  prefix = '{"commandId":"' .. run .. "-" .. tostring(thread_id) .. "-"
end

function request()
  counter = counter + 1
  local headers = tokens[(counter + thread_id) % #tokens + 1]
  local body = prefix .. counter .. '","deviceId":"bench","type":"healthSample","heartRateBpm":' ..
    (60 + counter % 120) .. "}"
  return wrk.format("POST", nil, headers, body)
end

done = common.done
