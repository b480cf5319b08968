// One idempotency key per confirmation intent (docs/architecture.md §4, docs/quality.md I4): the same transfer
// confirmed again — a double tap, or Try again after a lost reply — carries the same key, so the
// service applies it once and replays its first answer. Another amount or brand is a new intent.

export type TransferPayload = { sourceBrand: string; targetBrand: string; points: number };
export type Intent = { payload: string; key: string };

const fingerprint = (p: TransferPayload) => `${p.sourceBrand}>${p.targetBrand}:${p.points}`;

export function intentFor(
  previous: Intent | null,
  payload: TransferPayload,
  newKey: () => string,
): Intent {
  const print = fingerprint(payload);
  return previous && previous.payload === print ? previous : { payload: print, key: newKey() };
}
