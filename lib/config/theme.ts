import type { CSSProperties } from 'react';

// docs/product.md §3 Theme and §9 defaults. The server config may override any colour; the app paints with
// CSS variables so an override needs no rebuild (tailwind.config.ts maps the tokens to them).

export const DEFAULT_THEME = {
  primary: '#E6353A',
  secondary: '#000000',
  success: '#1DA81B',
  error: '#FA4D4B',
  warning: '#FFD233',
  info: '#007AFF',
  surface: '#F6F6F6',
  muted: '#6B6B6B',
  line: '#E4E4E4',
} as const;

export type ThemeName = keyof typeof DEFAULT_THEME;
export type ThemePalette = Record<ThemeName, string>;

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Merges a server palette over the defaults, ignoring anything that is not a hex colour. */
export function resolveTheme(overrides: Partial<Record<string, unknown>> = {}): ThemePalette {
  const palette: ThemePalette = { ...DEFAULT_THEME };
  for (const name of Object.keys(DEFAULT_THEME) as ThemeName[]) {
    const value = overrides[name];
    if (typeof value === 'string' && HEX_COLOUR.test(value)) palette[name] = value;
  }
  return palette;
}

export function themeStyle(palette: ThemePalette): CSSProperties {
  return Object.fromEntries(
    Object.entries(palette).map(([name, value]) => [`--theme-${name}`, value]),
  ) as CSSProperties;
}
