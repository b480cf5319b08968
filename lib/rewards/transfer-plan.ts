// SPEC §2 Transfer-points popup: with too few points in the reward's brand, offer to move the
// shortfall from another brand the member belongs to, at the posted rate (SPEC §3 exchangeRate).

export type Balances = Record<string, { pointBalance: number; isLoyaltyMember: boolean }>;
/** Per source brand code: points of the target received per point sent, by target code. */
export type Rates = Record<string, Record<string, number>>;

export type TransferOption = {
  source: string;
  balance: number;
  /** Points to send so the target receives at least the shortfall (or all there is). */
  send: number;
  /** Whether this source alone covers the shortfall. */
  covers: boolean;
};

/** Points of the source to send for `receive` points of the target; the ledger rounds down. */
export function pointsToSend(receive: number, rate: number): number {
  if (!(rate > 0)) throw new RangeError('The rate must be positive');
  return Math.max(1, Math.ceil(receive / rate - 1e-9));
}

/** Every other brand with points that could help, the ones that cover the shortfall first. */
export function transferOptions(target: string, shortfall: number, balances: Balances, rates: Rates): TransferOption[] {
  return Object.entries(balances)
    .filter(([code, b]) => code !== target && b.isLoyaltyMember && b.pointBalance > 0 && rates[code]?.[target])
    .map(([code, b]) => {
      const needed = pointsToSend(shortfall, rates[code]![target]!);
      return { source: code, balance: b.pointBalance, send: Math.min(needed, b.pointBalance), covers: needed <= b.pointBalance };
    })
    .sort((a, b) => Number(b.covers) - Number(a.covers) || b.balance - a.balance || a.source.localeCompare(b.source));
}

/** The exchange flow, prefilled (issue 8: the exchange page reads exactly these parameters). */
export function exchangeHref(source: string, target: string, points: number): string {
  const query = new URLSearchParams({ source, target, points: String(points) });
  return `/exchange-points?${query.toString()}`;
}
