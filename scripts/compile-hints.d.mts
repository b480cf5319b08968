// Types for scripts/compile-hints.mjs (a plain Node script: the build runs it without a compiler).
export const COMPILE_HINT: string;
export const CLIENT_CHUNKS_DIR: string;
export function addCompileHints(dir?: string): number;
