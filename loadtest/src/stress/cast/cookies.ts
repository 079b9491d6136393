/**
 * The BFF's refresh cookie, named as the BFF names it from its public address (`__Host-` on
 * https: bff/src/lib/cookies.ts). A run hands each new session to its virtual users under it.
 */
export function refreshCookieName(publicUrl: string): string {
  return `${new URL(publicUrl).protocol === 'https:' ? '__Host-' : ''}arrendo_rt`;
}
