import { soonestExpiry } from '@/lib/points/soonest-expiry';

// lib/points/soonest-expiry.ts: the widget's expiry line adds up the brands that expire on the
// same day in the member's time zone, names each, and leaves out later days and what is not due.

const from = Date.parse('2026-11-27T08:00:00Z');
const windowMs = 30 * 86_400_000;
const dayIn = (timeZone: string) => (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium' }).format(new Date(iso));
const dubai = { from, windowMs, dayOf: dayIn('Asia/Dubai') };

it('adds up several brands expiring the same local day, the largest part first', () => {
  const lines = [
    { code: 'AMRX', nextExpiry: { points: 50, date: '2026-12-07T05:00:00Z' } },
    { code: 'TGIF', nextExpiry: { points: 100, date: '2026-12-07T18:30:00Z' } },
    { code: 'KFC', nextExpiry: { points: 70, date: '2026-12-20T10:00:00Z' } },
    { code: 'PHD', nextExpiry: null },
  ];
  expect(soonestExpiry(lines, dubai)).toEqual({
    date: '2026-12-07T05:00:00Z',
    total: 150,
    brands: [
      { code: 'TGIF', points: 100 },
      { code: 'AMRX', points: 50 },
    ],
  });
});

it("counts the day in the member's time zone, not in UTC", () => {
  // 21:30 UTC on 6 Dec is already 7 Dec in Dubai (UTC+4), but still 6 Dec in UTC.
  const lines = [
    { code: 'AMRX', nextExpiry: { points: 50, date: '2026-12-06T21:30:00Z' } },
    { code: 'TGIF', nextExpiry: { points: 100, date: '2026-12-07T10:00:00Z' } },
  ];
  expect(soonestExpiry(lines, dubai)?.total).toBe(150);
  expect(soonestExpiry(lines, { ...dubai, dayOf: dayIn('UTC') })?.total).toBe(50);
});

it('is null when nothing expires within the window', () => {
  const lines = [{ code: 'KFC', nextExpiry: { points: 70, date: '2027-02-01T10:00:00Z' } }];
  expect(soonestExpiry(lines, dubai)).toBeNull();
  expect(soonestExpiry([], dubai)).toBeNull();
});
