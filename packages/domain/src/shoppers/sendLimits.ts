/**
 * How many sign-in codes may be sent (issue 14: "limited sends per number and per IP"). Each SMS
 * costs money and reaches a real phone, so the limits are low: a shopper needs one code, perhaps a
 * second. Sliding windows over the times codes were sent; the server keeps those times.
 */

export interface SendRule {
  /** Codes allowed within the window. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Per mobile number: 3 in any 10 minutes, 10 in any 24 hours. */
export const SEND_LIMITS_PER_NUMBER = [
  { max: 3, windowMs: 10 * MINUTE },
  { max: 10, windowMs: 24 * HOUR },
] as const satisfies readonly SendRule[];

/** Per client IP, whatever the numbers: 10 in any hour. */
export const SEND_LIMITS_PER_IP = [{ max: 10, windowMs: HOUR }] as const satisfies readonly SendRule[];

/**
 * The per-IP rule with the hour's maximum from `SIGN_IN_CODES_PER_IP_PER_HOUR` when it is a whole
 * number from 1 to 10,000 (a test stack whose browsers all share one address raises it); anything
 * else is the default 10, and says why.
 */
export function sendLimitsPerIp(value: string | undefined): { rules: readonly SendRule[]; problem: string | null } {
  if (value === undefined || value.trim() === '') return { rules: SEND_LIMITS_PER_IP, problem: null };
  const max = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || max < 1 || max > 10_000)
    return {
      rules: SEND_LIMITS_PER_IP,
      problem: `SIGN_IN_CODES_PER_IP_PER_HOUR must be a whole number from 1 to 10000 (it is "${value}"); using ${SEND_LIMITS_PER_IP[0].max}.`,
    };
  return { rules: [{ max, windowMs: HOUR }], problem: null };
}

export type SendDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Whether one more code may be sent at `now` under `rule`, given when earlier codes were sent.
 * A send counts while it is less than `windowMs` old (one exactly `windowMs` old has left the
 * window); times in the future (clock skew) count. When refused, `retryAfterSeconds` (at least 1,
 * rounded up) is how long until enough sends have left the window.
 */
export function sendAllowed(history: readonly Date[], now: Date, rule: SendRule): SendDecision {
  const since = now.getTime() - rule.windowMs;
  const inWindow = history
    .map((sent) => sent.getTime())
    .filter((sent) => sent > since)
    .sort((a, b) => a - b);
  if (inWindow.length < rule.max) return { ok: true };
  // The send that must leave the window for one more to fit.
  const mustLeave = inWindow[inWindow.length - rule.max] ?? now.getTime();
  const waitMs = mustLeave + rule.windowMs - now.getTime();
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** Every rule at once: refused if any refuses, with the longest wait. */
export function sendAllowedUnder(history: readonly Date[], now: Date, rules: readonly SendRule[]): SendDecision {
  let longest = 0;
  for (const rule of rules) {
    const decision = sendAllowed(history, now, rule);
    if (!decision.ok) longest = Math.max(longest, decision.retryAfterSeconds);
  }
  return longest > 0 ? { ok: false, retryAfterSeconds: longest } : { ok: true };
}

/** 'Too many codes sent. Please try again in 7 minutes.' (in a minute; in N minutes; in N hours). */
export function tooManySendsText(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const when = minutes <= 1 ? 'in a minute' : minutes < 120 ? `in ${minutes} minutes` : `in ${Math.ceil(minutes / 60)} hours`;
  return `Too many codes sent. Please try again ${when}.`;
}
