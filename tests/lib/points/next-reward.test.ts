import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import ar from '@/messages/ar.json';
import type { Reward } from '@/lib/contract/loyalty';
import { nextReward, rewardSteps, stepsNear } from '@/lib/points/next-reward';
import { serviceReward } from '@/tests/support/rewards';

// lib/points/next-reward.ts: a brand's line in the points widget names the cheapest reward of that
// brand the member cannot afford yet, and how many points it still needs (docs/product.md §2
// Points widget).

const reward = (id: string, brand: string, pointsCost: number, titleEn: string, titleAr = '') =>
  serviceReward({ id, brand, pointsCost, titleEn, titleAr: titleAr || `${titleEn} (ar)` });

// In the catalogue's own order (sort order), not by cost, with another brand's rewards among them.
const CATALOGUE: Reward[] = [
  reward('kfc-zinger-meal', 'KFC', 150, 'Free Zinger meal', 'وجبة زنجر مجانية'),
  reward('phd-garlic-bread', 'PHD', 25, 'Cheesy garlic bread'),
  reward('kfc-welcome-fries', 'KFC', 20, 'Welcome fries'),
  reward('kfc-family-feast', 'KFC', 400, 'Family feast at 30% off'),
  reward('kfc-coleslaw', 'KFC', 30, 'Coleslaw', 'سلطة كول سلو مجانًا'),
  reward('kfc-popcorn-chicken', 'KFC', 60, 'Free popcorn chicken'),
  reward('kfc-sauces', 'KFC', 30, 'Two dipping sauces'),
];

const next = (brand: string, balance: number, rewards: Reward[] = CATALOGUE) =>
  nextReward(rewardSteps(rewards, brand, 'en'), balance);

describe('the nearest reward within reach', () => {
  it('is the cheapest reward of the brand the balance does not reach, with the points missing', () => {
    expect(next('KFC', 0)).toEqual({
      reward: { id: 'kfc-welcome-fries', title: 'Welcome fries', cost: 20 },
      missing: 20,
    });
    expect(next('KFC', 25)).toEqual({
      reward: { id: 'kfc-coleslaw', title: 'Coleslaw', cost: 30 },
      missing: 5,
    });
    expect(next('KFC', 120)?.reward.id).toBe('kfc-zinger-meal');
    expect(next('KFC', 120)?.missing).toBe(30);
  });

  it('counts a reward costing exactly the balance as affordable', () => {
    expect(next('KFC', 30)?.reward.id).toBe('kfc-popcorn-chicken');
    expect(next('KFC', 150)).toEqual({
      reward: { id: 'kfc-family-feast', title: 'Family feast at 30% off', cost: 400 },
      missing: 250,
    });
  });

  it('takes the catalogue’s first of two rewards at one cost', () => {
    expect(next('KFC', 20)?.reward.id).toBe('kfc-coleslaw');
  });

  it('is nothing when every reward of the brand is affordable', () => {
    expect(next('KFC', 400)).toBeNull();
    expect(next('KFC', 10_000)).toBeNull();
  });

  it('is nothing for a brand with no reward, and never another brand’s reward', () => {
    expect(next('TGIF', 0)).toBeNull();
    expect(next('PHD', 0)?.reward.id).toBe('phd-garlic-bread');
    expect(next('PHD', 25)).toBeNull();
    expect(next('KFC', 0, [])).toBeNull();
  });

  it('sends the browser one step per cost, cheapest first, titled in the page’s language', () => {
    expect(rewardSteps(CATALOGUE, 'KFC', 'ar')).toEqual([
      { id: 'kfc-welcome-fries', title: 'Welcome fries (ar)', cost: 20 },
      { id: 'kfc-coleslaw', title: 'سلطة كول سلو مجانًا', cost: 30 },
      { id: 'kfc-popcorn-chicken', title: 'Free popcorn chicken (ar)', cost: 60 },
      { id: 'kfc-zinger-meal', title: 'وجبة زنجر مجانية', cost: 150 },
      { id: 'kfc-family-feast', title: 'Family feast at 30% off (ar)', cost: 400 },
    ]);
  });
});

describe('the nearest reward in words (PointsWidget.nextReward)', () => {
  const tEn = createTranslator({ locale: 'en', messages: en, namespace: 'PointsWidget' });
  const tAr = createTranslator({ locale: 'ar', messages: ar, namespace: 'PointsWidget' });

  it('says how many more points, in English', () => {
    expect(tEn('nextReward', { points: 30, reward: 'Coleslaw' })).toBe(
      '30 more points to Coleslaw',
    );
    expect(tEn('nextReward', { points: 1, reward: 'Coleslaw' })).toBe('1 more point to Coleslaw');
  });

  it('counts the points in Arabic by each form, with Western digits', () => {
    const say = (points: number) => tAr('nextReward', { points, reward: 'سلطة كول سلو مجانًا' });
    expect(say(1)).toBe('نقطة إضافية واحدة للحصول على سلطة كول سلو مجانًا');
    expect(say(2)).toBe('نقطتان إضافيتان للحصول على سلطة كول سلو مجانًا');
    expect(say(5)).toBe('5 نقاط إضافية للحصول على سلطة كول سلو مجانًا');
    expect(say(30)).toBe('30 نقطة إضافية للحصول على سلطة كول سلو مجانًا');
    expect(say(250)).toBe('250 نقطة إضافية للحصول على سلطة كول سلو مجانًا');
  });
});

describe('the steps a page carries', () => {
  const steps = [15, 20, 30, 50, 60, 70, 110].map((cost) => ({ id: `r${cost}`, title: '', cost }));
  it('are the two below the balance and the three above, not the whole catalogue', () => {
    expect(stepsNear(steps, 45).map((s) => s.cost)).toEqual([20, 30, 50, 60, 70]);
    expect(stepsNear(steps, 0).map((s) => s.cost)).toEqual([15, 20, 30]);
    expect(stepsNear(steps, 500).map((s) => s.cost)).toEqual([70, 110]);
  });
  it('still name the next reward after a small move either way', () => {
    const kept = stepsNear(steps, 45);
    expect(nextReward(kept, 45)?.reward.cost).toBe(50);
    expect(nextReward(kept, 25)?.reward.cost).toBe(30);
    expect(nextReward(kept, 65)?.reward.cost).toBe(70);
  });
});
