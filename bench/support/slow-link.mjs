// A link to the loyalty service with a round trip's latency, set while the bench runs: each
// request waits `delayMs` before it is passed on, as a request to a service in another data centre
// would. In the bench's own process, with a keep-alive agent, so it adds no work of the app's.
import http from 'node:http';
import { passOn } from './pass-on.mjs';

export function slowLink(target, port) {
  const link = { delayMs: 0, close: () => server.close() };
  const { hostname, port: targetPort } = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((req, res) => {
    const { url: path, method, headers } = req;
    const pass = () =>
      req.pipe(passOn(res, { host: hostname, port: targetPort, path, method, headers, agent }));
    if (link.delayMs > 0) setTimeout(pass, link.delayMs);
    else pass();
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(link)));
}
