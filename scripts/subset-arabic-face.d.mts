// Types for scripts/subset-arabic-face.mjs (a plain Node script, run without a compiler).
export const ARABIC_CORE_RANGES: ReadonlyArray<readonly [number, number]>;
export function arabicCoreUnicodeRange(): string;
export function packageVersion(): Promise<string>;
export function subsetArabicCore(): Promise<Buffer>;
