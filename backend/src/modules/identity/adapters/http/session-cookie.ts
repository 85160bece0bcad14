/** The name of the session cookie (set by express-session, cleared on sign-out). */
export const SESSION_COOKIE = 'rounds.sid';
