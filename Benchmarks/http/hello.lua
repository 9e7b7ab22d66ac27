-- GET / on the Hummingbird hello-world (the yardstick); only the summary line is added.
local common = dofile(os.getenv("FT_LUA_DIR") .. "/common.lua")
done = common.done
