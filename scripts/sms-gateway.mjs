// A stand-in for the messaging gateway (services/loyalty/README.md, "Messaging gateway"), for the
// scripts that run the production build, which has no demo outbox: it answers each POST 200 and
// keeps the message, so a script reads a member's one-time code from it as a phone would. `hold()`
// keeps the sends that arrive waiting until released, as a slow gateway does.
import { createServer } from 'node:http';

const ARABIC_DIGITS = /[٠-٩]/g;

export async function startSmsGateway() {
  /** @type {{ to: string, text: string, messageId: string }[]} */
  const messages = [];
  let gate = null;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      if (gate) {
        gate.arrived();
        await gate.released;
      }
      messages.push(JSON.parse(body));
      res.writeHead(200).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/sms`,
    messages,
    /** The one-time code in the latest message to this number, waiting up to `timeoutMs`. */
    async codeFor(phoneE164, timeoutMs = 10_000) {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        const text = messages.findLast((m) => m.to === phoneE164)?.text ?? '';
        const code = /\d{6}/.exec(text.replace(ARABIC_DIGITS, (d) => d.charCodeAt(0) - 0x660))?.[0];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no code for ${phoneE164}`);
    },
    /** Holds the sends from now on; `arrived` settles when one is waiting. */
    hold() {
      let arrived, release;
      const arrival = new Promise((resolve) => (arrived = resolve));
      const released = new Promise((resolve) => (release = resolve));
      gate = { arrived, released };
      return {
        arrived: arrival,
        release() {
          gate = null;
          release();
        },
      };
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
