export const BRAND_NAME = 'Rounds';
export const BRAND_TAGLINE = 'Buy better, together';
export const MINIMUM_AGE = 21;
export const AGE_NOTICE = '21+ Only • Please drink responsibly';
export const PROMO_TEXT = 'Save 15% with FIRST15 when you spend $100+';

export const PAYMENT_PROVIDER = {
  name: 'AlcPay',
  url: 'https://www.alcpay.com',
} as const;
