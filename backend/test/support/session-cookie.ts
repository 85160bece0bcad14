/** The rounds.sid cookie among an answer's Set-Cookie headers (a sign-in may also set the device cookie, rounds.device). */
export function sessionCookieOf(setCookie: string[] | string | undefined): string {
  const cookie = [setCookie ?? []].flat().find((header) => header.startsWith('rounds.sid='));
  if (!cookie) throw new Error(`No rounds.sid cookie in ${JSON.stringify(setCookie)}`);
  return cookie;
}
