/**
 * Sign-in by one-time code (issue 14): 6 digits, valid 10 minutes, used once, at most 5 checks.
 * Generating, hashing and storing codes are the server's (it has crypto and the database); here
 * are the numbers, the code's shape, what one check decides and the texts the shopper reads.
 */

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60_000;
/** Checks per code, right or wrong: the 5th wrong one locks the code. */
export const OTP_MAX_CHECKS = 5;

const OTP_SPACE = 10 ** OTP_LENGTH;

/**
 * A code from a uniform random integer below 1,000,000 (the caller passes `crypto.randomInt`), with
 * its leading zeros ('004217'). A source that answers outside that range is a bug: it throws.
 */
export function generateOtpCode(randomInt: (max: number) => number): string {
  const value = randomInt(OTP_SPACE);
  if (!Number.isInteger(value) || value < 0 || value >= OTP_SPACE) {
    throw new RangeError(`randomInt(${OTP_SPACE}) returned ${value}; expected a whole number from 0 to ${OTP_SPACE - 1}`);
  }
  return String(value).padStart(OTP_LENGTH, '0');
}

/** When a code sent at `now` stops working, as stored (ISO 8601). */
export const otpExpiresAt = (now: Date): string => new Date(now.getTime() + OTP_TTL_MS).toISOString();

/** The code as typed ('123 456', ' 123456 '), or null unless it is 6 digits once spaces are gone. */
export function otpCodeOf(input: string | null | undefined): string | null {
  const code = (input ?? '').replace(/\s/g, '');
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code) ? code : null;
}

export interface OtpChallengeState {
  /** ISO 8601; an unreadable date counts as expired. */
  expiresAt: string;
  /** Checks already spent on this code, before this one. */
  checks: number;
  /** When the code was used to sign in, or null. */
  usedAt: string | null;
  /** Whether the code typed matches (the server compares hashes in constant time). */
  codeMatches: boolean;
}

export type OtpAttemptOutcome =
  | { kind: 'ok' }
  | { kind: 'wrong-code'; remaining: number }
  | { kind: 'expired' }
  | { kind: 'used' }
  | { kind: 'locked' };

/**
 * What one check of a code decides. In this order: a used code stays used; a code with 5 checks
 * spent is locked (even for the right code); an expired one is expired (at `expiresAt` exactly, too);
 * only then does the match count. A wrong code spends a check and leaves `remaining`; the wrong
 * check that spends the 5th locks it. The server stores `otpChecksAfter` (atomically with reading
 * the challenge, so parallel checks cannot share one) and `usedAt` on ok.
 */
export function checkOtpAttempt(challenge: OtpChallengeState, now: Date): OtpAttemptOutcome {
  if (challenge.usedAt !== null) return { kind: 'used' };
  if (challenge.checks >= OTP_MAX_CHECKS) return { kind: 'locked' };
  const expiresAt = Date.parse(challenge.expiresAt);
  if (!Number.isFinite(expiresAt) || now.getTime() >= expiresAt) return { kind: 'expired' };
  if (challenge.codeMatches) return { kind: 'ok' };
  const remaining = OTP_MAX_CHECKS - (challenge.checks + 1);
  return remaining > 0 ? { kind: 'wrong-code', remaining } : { kind: 'locked' };
}

/**
 * The checks to store after this outcome: one more when the check reached the comparison (ok,
 * wrong-code, the locking check), never more than 5; unchanged for a used or expired code.
 */
export function otpChecksAfter(challenge: Pick<OtpChallengeState, 'checks'>, outcome: OtpAttemptOutcome): number {
  const spent = outcome.kind === 'ok' || outcome.kind === 'wrong-code' || outcome.kind === 'locked';
  return spent ? Math.min(challenge.checks + 1, OTP_MAX_CHECKS) : challenge.checks;
}

export const OTP_TEXTS = {
  invalidFormat: `* Please enter the ${OTP_LENGTH}-digit code we sent you.`,
  expired: 'That code has expired. Please ask for a new one.',
  used: 'That code has already been used. Please ask for a new one.',
  locked: 'Too many tries. Please ask for a new code.',
  /** No code was sent to this number on this site (or it is long gone): nothing to check against. */
  noCode: 'Please ask for a code first.',
} as const;

/** 'That code is not right. You have 3 tries left.' ('1 try left' for one). */
export const wrongOtpText = (remaining: number): string =>
  `That code is not right. You have ${remaining} ${remaining === 1 ? 'try' : 'tries'} left.`;

/** The shopper's message for an outcome; null for ok (they are signed in). */
export function otpOutcomeText(outcome: OtpAttemptOutcome): string | null {
  switch (outcome.kind) {
    case 'ok':
      return null;
    case 'wrong-code':
      return wrongOtpText(outcome.remaining);
    case 'expired':
      return OTP_TEXTS.expired;
    case 'used':
      return OTP_TEXTS.used;
    case 'locked':
      return OTP_TEXTS.locked;
  }
}

/**
 * The SMS: '123456 is your Coastline Motor Group sign-in code. It expires in 10 minutes.' The code
 * comes first so phones can offer it from the notification; the site name says who sent it.
 */
export const otpSmsText = (code: string, siteName: string): string =>
  `${code} is your ${siteName.trim()} sign-in code. It expires in ${OTP_TTL_MS / 60_000} minutes.`;
