import { apiKey } from '@/lib/api/api-key';
import { RewardSchema, type Reward } from '@/lib/contract/loyalty';
import { detailKey, rewardInLanguage } from '@/lib/rewards/in-language';
import { REWARD_SEEDS } from '@/services/loyalty/seed/rewards';

// A reward as a page in one language is seeded with it, and the key its detail is held under
//: lib/rewards/in-language.ts.
describe('a reward in the page’s language', () => {
  const zinger = REWARD_SEEDS.find((seed) => seed.id === 'kfc-zinger-meal')!;
  const reward: Reward = {
    ...zinger,
    status: 'activated',
    couponCode: 'KFC-AB12-CD34',
    expiresAt: '2026-11-30T10:00:00Z',
    redeemedAt: null,
  };

  it('keeps the page’s language’s words and everything else, and leaves the other language’s empty', () => {
    const arabic = rewardInLanguage(reward, 'ar');
    expect(arabic).toEqual({ ...reward, titleEn: '', descriptionEn: '', termsEn: '' });
    expect(rewardInLanguage(reward, 'en')).toEqual({
      ...reward,
      titleAr: '',
      descriptionAr: '',
      termsAr: '',
    });
    expect(RewardSchema.parse(arabic)).toEqual(arabic);
    expect(reward.titleEn).toBe('Free Zinger meal');
  });

  it('holds a detail per language, under a key that starts with its call’s', () => {
    const input = { brand: 'kfc', id: 'kfc-zinger-meal' };
    expect(detailKey('voucher-details', input, 'ar')).toEqual(['voucher-details', input, 'ar']);
    expect(detailKey('voucher-details', input, 'ar').slice(0, 2)).toEqual(
      apiKey('voucher-details', input),
    );
    expect(detailKey('reward-details', input, 'en')).not.toEqual(
      detailKey('reward-details', input, 'ar'),
    );
  });
});
