import type { ESLint } from 'eslint';

/** The runtime rule's plugin (eslint/runtime-boundaries.mjs), for eslint.config.mjs and its test. */
export declare const runtimeBoundaries: ESLint.Plugin;
export declare function runtimeOf(
  file: string,
  text: string,
): 'browser' | 'edge' | 'server' | 'any';
