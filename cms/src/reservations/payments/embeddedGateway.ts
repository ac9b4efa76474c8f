/**
 * The embedded payment adapter (issue 38), the default under `npm start`: no money moves. Its
 * "checkout session" is a local payment page served by the CMS (embeddedPaymentPage.ts) that, when
 * the shopper presses Pay, posts a Stripe-format `payment_intent.succeeded` event, signed with the
 * `stripe` package's own test-header helper and this gateway's webhook secret, to the same webhook
 * route Stripe calls. Session and payment ids are derived from the reservation, so repeated calls
 * give the same session (Stripe's idempotency key does the same there).
 */
import crypto from 'node:crypto';
import { embeddedWebhookSecret, type PaymentGateway } from './paymentGateway';

export const EMBEDDED_PAYMENT_PATH = '/api/payments/embedded';

const sessionSignature = (secret: string, reservationId: number) =>
  crypto.createHmac('sha256', secret).update(`embedded-checkout:${reservationId}`).digest('base64url').slice(0, 24);

/** `cs_embedded_{reservation}_{signature}`: unguessable without the secret. */
export const embeddedSessionId = (secret: string, reservationId: number) =>
  `cs_embedded_${reservationId}_${sessionSignature(secret, reservationId)}`;

/** The reservation of a session id, when the id is one this secret made. */
export function reservationOfEmbeddedSession(secret: string, sessionId: string): number | null {
  const match = /^cs_embedded_(\d{1,15})_([A-Za-z0-9_-]{24})$/.exec(sessionId);
  if (!match) return null;
  const reservationId = Number(match[1]);
  const expected = Buffer.from(sessionSignature(secret, reservationId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? reservationId : null;
}

export const embeddedPaymentIntentId = (reservationId: number) => `pi_embedded_${reservationId}`;

export function embeddedGateway({ payloadSecret, publicCmsUrl }: { payloadSecret: string; publicCmsUrl: string }): PaymentGateway {
  return {
    mode: 'embedded',
    webhookSecret: embeddedWebhookSecret(payloadSecret),
    async createCheckout({ reservationId }) {
      const id = embeddedSessionId(payloadSecret, reservationId);
      return { id, url: `${publicCmsUrl}${EMBEDDED_PAYMENT_PATH}/${id}` };
    },
    async refund({ reservationId }) {
      return { refundId: `re_embedded_${reservationId}` };
    },
    // The page itself refuses to pay once the reservation's payment window is over.
    async expireCheckout() {},
  };
}
