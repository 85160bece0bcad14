/** Early-access sign-ups: the roles the popup offers. */
export const SIGNUP_USER_TYPES = ['brand', 'shopper', 'curator'] as const;
export type SignupUserType = (typeof SIGNUP_USER_TYPES)[number];

/** The popup's messages (the specification's wording), also the server's 400 messages. */
export const SIGNUP_MESSAGES = {
  name: 'Name is required',
  email: 'Please enter a valid email address',
  userType: 'Please select your role',
} as const;

/** The site-wide setting the Users tab toggles; off until an admin turns it on. */
export const SIGNUP_MODAL_SETTING = 'signup_modal';
export const SIGNUP_MODAL_DEFAULT = { enabled: false };
