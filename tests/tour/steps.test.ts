import { describe, expect, it } from 'vitest';
import {
  MAX_STEPS,
  escapeHtml,
  hasSeenTour,
  markTourSeen,
  tourAnchor,
  tourSteps,
  type TourEntry,
} from '@/lib/tour/steps';

const entry = (target: string): TourEntry => ({
  target,
  heading: `${target} title`,
  content: `${target} text`,
});
const SIX = ['home', 'rewards', 'exchange-points', 'brands', 'profile', 'points-widget'].map(entry);

describe('tour steps (docs/product.md §2 Guided tour)', () => {
  it('gives small screens all six steps, anchored to the small-screen marks', () => {
    const steps = tourSteps(SIX, 'small');
    expect(steps).toHaveLength(6);
    expect(steps[0]).toEqual({
      selector: '[data-tour-sm="home"]',
      title: 'home title',
      text: 'home text',
    });
    expect(steps[5]!.selector).toBe('[data-tour-sm="points-widget"]');
  });

  it('drops the last step on larger screens: Home, Rewards, Exchange Points, Brands, Profile', () => {
    const steps = tourSteps(SIX, 'large');
    expect(steps.map((s) => s.selector)).toEqual([
      '[data-tour-lg="home"]',
      '[data-tour-lg="rewards"]',
      '[data-tour-lg="exchange-points"]',
      '[data-tour-lg="brands"]',
      '[data-tour-lg="profile"]',
    ]);
  });

  it('never exceeds the maximum, and skips entries that cannot name an element', () => {
    const many = [...SIX, ...SIX];
    expect(tourSteps(many, 'small')).toHaveLength(MAX_STEPS.small);
    const odd = [
      entry('home'),
      { target: 'x"] , body', heading: 'bad', content: '' },
      { target: 'brands', heading: ' ', content: 'no title' },
    ];
    expect(tourSteps(odd, 'small').map((s) => s.selector)).toEqual(['[data-tour-sm="home"]']);
    expect(tourSteps([], 'large')).toEqual([]);
  });

  it('marks match the selectors', () => {
    expect(tourAnchor('small', 'home')).toEqual({ 'data-tour-sm': 'home' });
    expect(tourAnchor('large', 'profile')).toEqual({ 'data-tour-lg': 'profile' });
  });
});

describe('tour memory (docs/product.md §4 Tour)', () => {
  it('is seen only once the flag is the string true', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(hasSeenTour(storage)).toBe(false);
    store.set('hasSeenTour', 'false');
    expect(hasSeenTour(storage)).toBe(false);
    markTourSeen(storage);
    expect(store.get('hasSeenTour')).toBe('true');
    expect(hasSeenTour(storage)).toBe(true);
  });
});

describe('escapeHtml', () => {
  it('keeps server words from becoming markup', () => {
    expect(escapeHtml('<img src=x onerror="a()"> & \'b\'')).toBe(
      '&#60;img src=x onerror=&#34;a()&#34;&#62; &#38; &#39;b&#39;',
    );
    expect(escapeHtml('نقاطك 100')).toBe('نقاطك 100');
  });
});
