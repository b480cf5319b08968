import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// An Apple Wallet pass card as the service gives it, and a throwaway signing chain made with
// openssl at test time: a CA playing Apple's WWDR and a signer certificate it issued, whose key
// has a passphrase (tests/lib/wallet/apple-pass.test.ts, tests/app/api/wallet/apple.test.ts).

export const PASS = {
  card: {
    cardId: 3007,
    memberNumber: '10000077',
    secret: 'q3Jx1kq3m0m6hS2XwqjvR1bOqK3E0n5v8Yf2mZ7tC1A',
    validUntil: '2027-11-28T12:00:00.000Z',
  },
  memberName: 'عمر الحربي',
  totalPoints: 1250,
  asOf: '2026-11-28T12:00:00.000Z',
  timeZone: 'Asia/Riyadh',
  apple: {
    code: 'M3.3007.AAAAAAAAAAAAAAAAAAAAAA',
    authenticationToken: 't'.repeat(43),
  },
};

/** A CA (as WWDR) and a signer it issued, made with openssl in `dir`; the key has a passphrase. */
export function throwawayChain(dir: string, passTypeId: string) {
  const ssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  ssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '2',
    '-subj',
    '/CN=Throwaway WWDR',
  );
  ssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-keyout',
    'signer.key',
    '-passout',
    'pass:pkpass-test',
    '-out',
    'signer.csr',
    '-subj',
    `/CN=Pass Type ID: ${passTypeId}/UID=${passTypeId}`,
  );
  ssl(
    'x509',
    '-req',
    '-in',
    'signer.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-out',
    'signer.pem',
  );
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  return {
    wwdr: read('ca.pem'),
    signerCert: read('signer.pem'),
    signerKey: read('signer.key'),
    signerKeyPassphrase: 'pkpass-test',
  };
}
