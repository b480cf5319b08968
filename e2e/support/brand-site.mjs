// A brand's own web page, on an origin of its own, that embeds the app's fingerprint route
// (e2e/fingerprint.spec.ts). It is a real server on this machine rather than a page the test
// fulfils: Chromium's local-network checks treat a fulfilled page as public and refuse its frame
// to a local app, and switching those checks off would take Playwright's own feature flags with
// it (Chromium reads only the last --disable-features it is given).
import { createServer } from 'node:http';

const port = Number(process.env.BRAND_SITE_PORT);
const appURL = process.env.APP_URL;

const page = `<!doctype html><title>Brand site</title><script>
  window.received = [];
  addEventListener('message', (e) => window.received.push({ origin: e.origin, data: e.data }));
</script><iframe src="${appURL}/en/fingerprint"></iframe>`;

createServer((request, response) => {
  if (request.url === '/health') return response.end('ok');
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(page);
}).listen(port);
