-- Shared by the wrk scripts of Scripts/benchmark-http.sh: the bearer token and JSON headers (from the environment),
-- and a one-line JSON summary at the end (prefixed "WRK-JSON ") that the shell script collects.
local common = {}

function common.headers()
  wrk.headers["Content-Type"] = "application/json"
  local token = os.getenv("FT_TOKEN")
  if token and token ~= "" then wrk.headers["Authorization"] = "Bearer " .. token end
end

-- Numbers wrk's threads 1, 2, …: `setup = common.setup` in a script gives each thread a global `thread_id`, so the
-- command ids of two threads never meet.
local next_thread = 0
function common.setup(thread)
  next_thread = next_thread + 1
  thread:set("thread_id", next_thread)
end

function common.done(summary, latency, requests)
  local seconds = summary.duration / 1e6
  local e = summary.errors
  local socket_errors = e.connect + e.read + e.write + e.timeout
  io.write(string.format(
    'WRK-JSON {"requests":%d,"seconds":%.3f,"rps":%.1f,"non2xx":%d,"socketErrors":%d,' ..
    '"latencyMs":{"mean":%.3f,"p50":%.3f,"p90":%.3f,"p99":%.3f,"max":%.3f}}\n',
    summary.requests, seconds, summary.requests / seconds, e.status, socket_errors,
    latency.mean / 1000, latency:percentile(50) / 1000, latency:percentile(90) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000))
end

return common
