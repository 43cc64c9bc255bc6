/** Characters of a secret left visible at each end, so the owner can tell which key it is. */
export const SECRET_VISIBLE_CHARS = 4;

/** Bullets standing in for the hidden middle of a secret. */
const MASK = '••••••••';

/**
 * A secret for display (access token, consumer key, API key): never whole. Short secrets show bullets only;
 * longer ones keep their first and last four characters.
 */
export function maskSecret(secret: string | null | undefined): string {
  if (!secret) return '';
  if (secret.length <= SECRET_VISIBLE_CHARS * 3) return MASK;
  return `${secret.slice(0, SECRET_VISIBLE_CHARS)}${MASK}${secret.slice(-SECRET_VISIBLE_CHARS)}`;
}
