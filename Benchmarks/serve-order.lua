-- wrk: POST one order of `lime` per request (Benchmarks/serve.sh). With STOP_AFTER set, each
-- thread stops after that many requests, for the memory checks at 1,000 and 100,000 orders.
wrk.method = "POST"
wrk.body = '{"lines":[{"juice":"lime"}]}'
wrk.headers["Content-Type"] = "application/json"
local limit = tonumber(os.getenv("STOP_AFTER") or "0")
local count = 0
function response(status, headers, body)
  if status ~= 201 then error("status " .. status .. ": " .. body) end
  count = count + 1
  if limit > 0 and count >= limit then wrk.thread:stop() end
end
