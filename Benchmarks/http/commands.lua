-- POST /v1/sessions/commands with a new commandId on every request: "<run>-<thread>-<counter>", so each request is
-- a new durable command (a healthSample, which always applies while the session is active).
local common = dofile(os.getenv("FT_LUA_DIR") .. "/common.lua")
local run = os.getenv("FT_RUN") or tostring(os.time())
setup = common.setup

local counter = 0
local prefix

function init(args)
  common.headers()
  prefix = '{"commandId":"' .. run .. "-" .. tostring(thread_id) .. "-"
end

function request()
  counter = counter + 1
  local body = prefix .. counter .. '","deviceId":"bench","type":"healthSample","heartRateBpm":' ..
    (60 + counter % 120) .. "}"
  return wrk.format("POST", nil, nil, body)
end

done = common.done
