// Types for scripts/subset-arabic-face.mjs (a plain Node script, run without a compiler).
export const ARABIC_RANGES: ReadonlyArray<readonly [number, number]>;
export const ARABIC_SOURCE: string;
export function arabicTextFiles(): string[];
export function subsetArabicFace(): Promise<Buffer>;
export function arabicFaceUrl(face: Uint8Array): string;
