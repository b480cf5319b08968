// The reference proxy: node:http with a keep-alive agent and nothing else.
import http from 'node:http';
import { passOn } from './pass-on.mjs';

const target = new URL(process.env.TARGET);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const server = http.createServer((req, res) => {
  passOn(res, {
    host: target.hostname,
    port: target.port,
    path: target.pathname,
    method: 'GET',
    agent,
  }).end();
  req.resume();
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
