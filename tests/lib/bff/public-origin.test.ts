import { publicHost, publicOrigin } from '@/lib/bff/public-origin';
import { CLIENT_PROTOCOL_HEADER, stampClientAddresses } from '@/lib/server/client-address';

// lib/bff/public-origin.ts: the address a client reached the app at is its Host and the scheme
// the server process resolved, never the request URL Next builds from the server's own address.
// The stamp itself, through a real HTTP server, is tests/server/client-address.test.ts's.

const SERVER_URL = 'http://0.0.0.0:3000/api/wallet/apple';
const request = (headers: Record<string, string>, url = SERVER_URL) =>
  new Request(url, { headers });

describe('publicOrigin', () => {
  it('is the Host the request was sent to, with the request’s scheme in a process that does not stamp', () => {
    expect(publicOrigin(request({ host: 'loyalty.example' }))).toBe('http://loyalty.example');
    expect(publicOrigin(request({ host: 'LOYALTY.example:8443' }))).toBe(
      'http://loyalty.example:8443',
    );
    expect(publicOrigin(request({ host: '[::1]:3000' }))).toBe('http://[::1]:3000');
    // The stamp's header is anyone's while nothing stamps.
    expect(publicOrigin(request({ host: 'a.example', [CLIENT_PROTOCOL_HEADER]: 'https' }))).toBe(
      'http://a.example',
    );
    expect(publicOrigin(request({ host: 'a.example' }, 'https://0.0.0.0:3000/'))).toBe(
      'https://a.example',
    );
  });

  it('falls back to the request’s own host without a well-formed Host', () => {
    for (const host of ['evil.example/path', 'a b', 'user@evil.example', ''])
      expect(publicHost(request({ host }))).toBeNull();
    expect(publicOrigin(request({ host: 'evil.example/path' }))).toBe('http://0.0.0.0:3000');
    expect(publicOrigin(request({}))).toBe('http://0.0.0.0:3000');
  });

  it('takes the scheme the server process stamped', () => {
    stampClientAddresses([]);
    const stamped = (protocol: string) =>
      publicOrigin(request({ host: 'loyalty.example', [CLIENT_PROTOCOL_HEADER]: protocol }));
    expect(stamped('https')).toBe('https://loyalty.example');
    expect(stamped('http')).toBe('http://loyalty.example');
    expect(
      publicOrigin(request({ host: 'loyalty.example:443', [CLIENT_PROTOCOL_HEADER]: 'https' })),
    ).toBe('https://loyalty.example');
  });
});
