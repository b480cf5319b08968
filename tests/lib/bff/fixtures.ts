// Contract-valid upstream data for the BFF tests.

export const profile = {
  _id: 'm-1',
  name: 'Layla Haddad',
  email: 'layla@example.com',
  cCode: '+971',
  phnNo: '501234567',
  fullPhnNo: '+971501234567',
  country: 'UAE',
  brands: [{ brand: 'AMRX', adpUserId: 'AMRX-1' }],
  isProfileCreated: true,
  enableMarketingConsent: true,
  maskedUserDetails: {
    maskedName: 'L***',
    maskedPhnNo: '+97150***567',
    maskedEmail: 'l***@example.com',
  },
};

export const tokenSet = (n: number) => ({
  tokenType: 'Bearer',
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresIn: 900,
  sessionId: 'sid-1',
  user: profile,
});

export const SECRET_FROM_SERVICE = `ss_${'v'.repeat(43)}`;

export const loyaltyBrands = {
  total: 1500,
  brands: {
    KFC: {
      pointBalance: 1500,
      pendingPoints: 0,
      isLoyaltyMember: true,
      dailyEarningLimit: 500,
      earnPerOrder: 100,
      totalDailyEarnPoint: 0,
      nextExpiry: null,
    },
  },
};

export const transferBody = (key = 'key-0000001') => ({
  sourceBrand: 'KFC',
  targetBrand: 'PHD',
  points: 100,
  idempotencyKey: key,
});
export const transferResult = {
  transferId: 't-1',
  send: 100,
  receive: 50,
  rate: { numerator: 1, denominator: 2 },
};
