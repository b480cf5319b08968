// A member's browser for the scripts that run the product over HTTP (scripts/scale-out.mjs,
// scripts/operator-journey.mjs): it keeps its cookies, sends the BFF's calls as the app's pages
// do, and signs up a new number through the codes a messaging gateway received
// (scripts/sms-gateway.mjs).

/** `headers` are added to every call; `dispatcher` (undici) picks the connection's own address. */
export function memberBrowser(web, { headers = {}, dispatcher } = {}) {
  const cookies = new Map();
  return {
    async call(name, body = {}) {
      const res = await fetch(`${web}/api/amr-loyalty/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: web,
          ...headers,
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
        dispatcher,
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const [key, ...rest] = pair.split('=');
        if (rest.join('=')) cookies.set(key, rest.join('='));
        else cookies.delete(key);
      }
      const json = await res.json().catch(() => undefined);
      // A success whose body was cut short (a replica killed mid-answer) is no answer: a browser's
      // read of it fails too, and the caller tries again as it would after a broken connection.
      if (json === undefined && res.ok) return { status: 0 };
      return { status: res.status, data: json?.data };
    },
  };
}

/**
 * A new number through sign-up as the app walks it: code, verification, profile, session, and
 * joining KFC (docs/product.md §2). Throws at the first step that does not answer as expected.
 */
export async function signUp(browser, phone, codeFor, { name = 'Script Member', email } = {}) {
  const expect = (step, status, wanted) => {
    if (status !== wanted) throw new Error(`${step} answered ${status}, expected ${wanted}`);
  };
  expect('login', (await browser.call('login', phone)).status, 201);
  const otp = await codeFor(`${phone.cCode}${phone.phnNo}`);
  // The code alone: the number is the session's (lib/bff/call-behaviour.ts).
  expect('verify-otp', (await browser.call('verify-otp', { otp })).status, 211);
  // The member ticks the box accepting the terms and the privacy policy (docs/product.md §2);
  // the profile signs the session in, the BFF making amr-auth itself.
  const profile = await browser.call('profile', { name, email, acceptTerms: true });
  expect('profile', profile.status, 200);
  const join = await browser.call('register-member', {
    ...phone,
    firstName: name,
    lastName: '',
    brands: [{ brand: 'KFC', extUserId: `${phone.cCode}${phone.phnNo}` }],
    deviceId: '',
    idempotencyKey: `join-${phone.phnNo}`,
  });
  expect('register-member', join.status, 200);
}
