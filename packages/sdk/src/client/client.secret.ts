import * as z from 'zod/mini';

/** Characters at the end of a secret left visible, so its owner can tell which key it is; never more. */
export const SECRET_VISIBLE_CHARS = 4;

/** Bullets standing in for the hidden part of a secret (a fixed count, so the length is not given away either). */
const MASK = '••••••••';

/** Shortest secret whose last characters are shown: below it, the visible tail would be most of the secret. */
const SHORTEST_WITH_TAIL = 2 * SECRET_VISIBLE_CHARS + 1;

/**
 * A secret (access token, consumer key, API key) as the SDK hands it out: bullets and at most its last four
 * characters; a short one is bullets only, an empty one stays empty. Masking a masked value changes nothing.
 */
export function maskSecret(secret: string | null | undefined): string {
  if (!secret) return '';
  if (secret.length < SHORTEST_WITH_TAIL) return MASK;
  return `${MASK}${secret.slice(-SECRET_VISIBLE_CHARS)}`;
}

/**
 * A secret in a response: parsed as a string and masked at once, so no result, cache entry or hook ever holds it
 * whole. The contract still shows a plain string (the input side).
 */
export const maskedSecretSchema = z.pipe(
  z.string(),
  z.transform((value: string) => maskSecret(value)),
);
