-- POST /v1/plans on the local path, a new plan recorded on every request.
local common = dofile(os.getenv("FT_LUA_DIR") .. "/common.lua")
wrk.method = "POST"
wrk.body = '{"profile":"full-gym","new":true,"offline":true}'
common.headers()
done = common.done
