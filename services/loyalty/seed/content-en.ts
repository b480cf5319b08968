// Programme texts in English (docs/product.md §2 legal pages and FAQ). Arabic lives in content-ar.ts.
export const CONTENT_EN = {
  terms: {
    title: 'Terms and Conditions',
    sections: [
      {
        heading: 'About the programme',
        body: 'AMRX Rewards is the loyalty programme of our restaurant group in the United Arab Emirates and the Kingdom of Saudi Arabia. Membership is free and open to anyone aged 16 or over with a UAE or KSA mobile number.',
      },
      {
        heading: 'Earning points',
        body: 'You earn points at each partner brand (KFC, Pizza Hut, Hardee’s, TGI Fridays and Peet’s Coffee) when you order with the mobile number registered to your account. Each brand sets how many points an order earns, the most points one order can earn and the most points you can earn in one day.',
      },
      {
        heading: 'Using and moving points',
        body: 'Points can be spent on rewards and vouchers of the brand that issued them, or moved to another brand at the exchange rate shown before you confirm. Transfers have a minimum amount and count towards the receiving brand’s daily earning limit. Rates are rounded in whole points.',
      },
      {
        heading: 'Expiry',
        body: 'Points expire 12 months after the day they were earned unless the brand states otherwise. The points that will expire soonest are always used first. Expired points cannot be restored.',
      },
      {
        heading: 'Vouchers',
        body: 'An activated voucher must be used within the time shown on it. Vouchers cannot be exchanged for cash, sold or combined with other offers unless the offer says so.',
      },
      {
        heading: 'Your account',
        body: 'Keep your phone and verification codes to yourself; we will never ask you for a code. You can see and end your active sessions and delete your account at any time from Manage account. An account cannot be deleted while an order is in progress.',
      },
      {
        heading: 'Changes',
        body: 'We may change these terms or the programme with 30 days’ notice in the app. Points you have already earned keep their value until they expire.',
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    sections: [
      {
        heading: 'What we collect',
        body: 'Your name, mobile number, email address, the brands you joined, your orders, points and vouchers, your communication choices, and technical data about the devices you sign in from.',
      },
      {
        heading: 'Why we use it',
        body: 'To run your account, credit and move your points, show your history, keep your account secure, and, only if you agree, send you offers by SMS, email or WhatsApp.',
      },
      {
        heading: 'Who we share it with',
        body: 'With the partner brand when you order or join it, and with service providers that send our messages and host our systems under contract. We do not sell your personal data.',
      },
      {
        heading: 'How long we keep it',
        body: 'While your account is open. When you delete your account we remove your name, number and email, end every session and keep only de-identified records that the law or our accounts require. For 24 months after that we also keep a one-way code made from your number, which cannot be turned back into it, so that a number that joins again does not receive a second joining bonus.',
      },
      {
        heading: 'Your rights',
        body: 'You can see and correct your profile, change your permissions, and delete your account in the app. For anything else, contact support and we will answer within 30 days.',
      },
    ],
  },
  'cookie-policy': {
    title: 'Cookie Policy',
    sections: [
      {
        heading: 'Essential cookies',
        body: 'We use a small number of cookies to keep you signed in, remember your language and country, and recognise your device so we can show your active sessions. The app does not work without them.',
      },
      {
        heading: 'Analytics',
        body: 'With your consent we measure which screens are used so we can improve the app. These measurements do not include your phone number.',
      },
      {
        heading: 'Your choice',
        body: 'You can clear cookies in your browser at any time. You will then need to sign in again and accept this policy once more.',
      },
    ],
  },
  faq: {
    title: 'Frequently Asked Questions',
    sections: [
      {
        heading: 'How do I join?',
        body: 'Tap Join now, enter your UAE or KSA mobile number and the code we send you by SMS, then add your name and email. That is all.',
      },
      {
        heading: 'I did not receive the code',
        body: 'Check that the number is correct and wait 30 seconds before asking for a new code. Each code is valid for 5 minutes.',
      },
      {
        heading: 'How do I earn points?',
        body: 'Order at any partner brand with the number on your account. Points appear in that brand’s balance once the order is complete.',
      },
      {
        heading: 'Can I move points between brands?',
        body: 'Yes. Open Exchange points, choose the brand to move from and to, and confirm the amount. You will see exactly how many points you will receive before you confirm.',
      },
      {
        heading: 'When do my points expire?',
        body: 'Twelve months after you earned them. The home screen shows how many points expire next and when.',
      },
      {
        heading: 'How do I delete my account?',
        body: 'Go to Manage account and choose Delete account. If you have an order in progress, wait until it is delivered and try again.',
      },
    ],
  },
};
