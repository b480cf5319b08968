import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startHarness, type Harness } from './harness';
import { ledgerViolations } from './invariants';
import { LEDGER_SETTINGS } from './ledger-flows';

/**
 * One service per ledger test file, with the docs/quality.md §1 invariants checked after every test.
 * The harness starts in beforeAll, so the returned object forwards to it once it exists.
 */
export function useLedgerHarness(driver: Parameters<typeof startHarness>[0]): Harness {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startHarness(driver, { settings: LEDGER_SETTINGS });
  }, 60_000);
  afterEach(async () => {
    expect(await ledgerViolations(harness!.db, harness!.clock.now())).toEqual([]);
  });
  afterAll(async () => {
    await harness?.close();
  }, 30_000);
  return new Proxy({} as Harness, {
    get(_, property) {
      if (!harness) throw new Error('The ledger harness is used before beforeAll started it');
      const value = Reflect.get(harness, property);
      return typeof value === 'function' ? value.bind(harness) : value;
    },
  });
}
