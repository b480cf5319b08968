import type { Config } from 'tailwindcss';

// Theme tokens point at CSS variables so the server config can override the docs/product.md §9 defaults
// (set in app/globals.css) per request without a rebuild.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        primary: 'var(--theme-primary)',
        secondary: 'var(--theme-secondary)',
        success: 'var(--theme-success)',
        error: 'var(--theme-error)',
        warning: 'var(--theme-warning)',
        info: 'var(--theme-info)',
        surface: 'var(--theme-surface)',
        muted: 'var(--theme-muted)',
        line: 'var(--theme-line)',
        // The docs/product.md §9 brand colours are too light for text on white (WCAG AA needs 4.5:1): text
        // and filled buttons use a darker mix of whatever the theme's colour is.
        'primary-ink': 'color-mix(in srgb, var(--theme-primary) 84%, black)',
        'success-ink': 'color-mix(in srgb, var(--theme-success) 68%, black)',
        'error-ink': 'color-mix(in srgb, var(--theme-error) 72%, black)',
        'warning-ink': 'color-mix(in srgb, var(--theme-warning) 40%, black)',
      },
      fontFamily: {
        // Both Rubik faces before the stand-ins (app/globals.css), each face and stand-in
        // limited to its script, so Arabic text is never set in the Latin stand-in.
        sans: [
          'var(--font-rubik-latin)',
          "'Rubik Arabic'",
          "'Rubik Latin Fallback'",
          "'Rubik Arabic Fallback'",
          "'Rubik Arabic Naskh Fallback'",
          'system-ui',
          'sans-serif',
        ],
      },
      maxWidth: { dialog: '40rem' },
    },
  },
};

export default config;
