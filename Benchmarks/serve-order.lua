-- wrk: POST one order of `lime` per request (Benchmarks/serve.sh); any answer but 201 stops the run.
wrk.method = "POST"
wrk.body = '{"lines":[{"juice":"lime"}]}'
wrk.headers["Content-Type"] = "application/json"
function response(status, headers, body)
  if status ~= 201 then error("status " .. status .. ": " .. body) end
end
