// One request passed on through a keep-alive agent and its answer piped back, as the reference
// proxy (./raw-proxy.mjs) and the delayed link to the service (./slow-link.mjs) both do.
import http from 'node:http';

/** `options`: node:http request options (host, port, path, method, headers, agent). */
export function passOn(res, options) {
  const upstream = http.request(options, (reply) => {
    res.writeHead(reply.statusCode ?? 502, reply.headers);
    reply.pipe(res);
  });
  upstream.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  return upstream;
}
