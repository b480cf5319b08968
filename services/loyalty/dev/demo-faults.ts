import type { CallName } from '@/lib/contract/calls';

/**
 * Demo mode only: calls a tester has set to fail for one member, so a screen's error state can be
 * seen and tested end to end, through the app's own server, not only by cutting the browser's
 * request (a screen whose data the server reads for the first paint never asks from the browser).
 * A call fails until its fault is cleared. Only calls that defineCall signs the member in for can
 * fail (it records them): a fault on any other call would be accepted and never happen.
 */
export class DemoFaults {
  private readonly failable = new Set<CallName>();
  private readonly armed = new Set<string>();

  allow(call: CallName): void {
    this.failable.add(call);
  }

  canFail(call: string): call is CallName {
    return this.failable.has(call as CallName);
  }

  set(call: CallName, memberId: string, failing: boolean): void {
    const key = `${call}|${memberId}`;
    if (failing) this.armed.add(key);
    else this.armed.delete(key);
  }

  fails(call: CallName, memberId: string): boolean {
    return this.armed.has(`${call}|${memberId}`);
  }
}
