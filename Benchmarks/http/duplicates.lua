-- POST /v1/sessions/commands with the same body (same commandId) every time: the stored reply, nothing applied.
local common = dofile(os.getenv("FT_LUA_DIR") .. "/common.lua")
wrk.method = "POST"
wrk.body = '{"commandId":"' .. (os.getenv("FT_DUPLICATE_ID") or "bench-duplicate") ..
  '","deviceId":"bench","type":"healthSample","heartRateBpm":99}'
common.headers()
done = common.done
