// The few parts of autocannon (no bundled types) the ledger bench uses.
declare module 'autocannon' {
  interface Result {
    '2xx': number;
    non2xx: number;
    errors: number;
    duration: number;
  }
  function autocannon(opts: Record<string, unknown>): Promise<Result>;
  export default autocannon;
}
