/**
 * What the checkout form does with the answer of `POST /api/reservations` (reservationRoute.ts):
 * go and pay, list the faulty fields, say plainly why the car cannot be reserved, or the spec's
 * generic failure (§8 'An error occurred when submitting this form').
 */
import { LEAD_TEXTS, type LeadFieldError } from '@dealer/domain/leads';

export const RESERVATIONS_API_PATH = '/api/reservations';

export type ReservationFormOutcome =
  | { kind: 'pay'; paymentUrl: string }
  | { kind: 'invalid'; errors: LeadFieldError[] }
  /** The shopper is told why; `similar` adds Find Me Something Similar, `signIn` a sign-in link. */
  | { kind: 'refused'; message: string; similar: boolean; signIn: boolean }
  | { kind: 'failed'; message: string };

const failed = (message: string = LEAD_TEXTS.submitFailed): ReservationFormOutcome => ({ kind: 'failed', message });

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

function fieldErrors(value: unknown): LeadFieldError[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const errors = value.filter(
    (e): e is LeadFieldError => typeof e === 'object' && e !== null && typeof e.field === 'string' && typeof e.message === 'string',
  );
  return errors.length === value.length ? errors : null;
}

/** `answer` is the parsed JSON body (null when there was none). */
export function reservationFormOutcome(status: number, answer: unknown): ReservationFormOutcome {
  const body = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  switch (status) {
    case 201: {
      const url = text(body.payment_url);
      return url && /^https?:\/\//i.test(url) ? { kind: 'pay', paymentUrl: url } : failed();
    }
    case 400: {
      const errors = fieldErrors(body.errors);
      return errors ? { kind: 'invalid', errors } : failed();
    }
    case 401:
    case 404:
    case 409: {
      const message = text(body.error);
      if (!message) return failed();
      const similar = status === 409 && (body.reason === 'reserved' || body.reason === 'sold');
      return { kind: 'refused', message, similar, signIn: status === 401 };
    }
    case 429:
      // Spec §8 allows the error's own message: here it says how long to wait.
      return failed(text(body.error) ?? LEAD_TEXTS.submitFailed);
    default:
      return failed();
  }
}
