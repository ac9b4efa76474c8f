import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a presented secret equals the expected one, in time that does not depend on where they
 * first differ. Both sides are hashed first, so their lengths never leak either.
 */
export function sameSecret(presented: string | null | undefined, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented ?? ''), digest(expected));
}
