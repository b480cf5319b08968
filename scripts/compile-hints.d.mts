// Types for scripts/compile-hints.mjs (plain JavaScript: next.config.ts runs it in every build).
export const COMPILE_HINT: string;
export function addCompileHints(dir: string): number;
