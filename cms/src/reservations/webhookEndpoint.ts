/**
 * `POST /api/payments/webhook` (issue 38): Stripe's events, and the embedded payment page's, which
 * are signed the same way with the embedded gateway's secret. The signature is checked by the
 * `stripe` package (`Stripe.webhooks.constructEvent`) on the raw body: a bad or missing signature
 * is a 400 and nothing is read. A 500 (the database away, a crash) makes Stripe deliver again, and
 * the settling is idempotent.
 */
import Stripe from 'stripe';
import type { Endpoint } from 'payload';
import { BodyTooLargeError, readBodyCapped } from '../http/readBodyCapped';
import { paymentGatewayFromEnv } from './payments';
import { settlePaidIntent, type PaidIntent } from './settlePayment';

/** Stripe's events are a few kilobytes; its documented ceiling is far below this. */
export const WEBHOOK_BODY_MAX_BYTES = 256 * 1024;
export const WEBHOOK_PATH = '/payments/webhook';

export const paymentWebhookEndpoint: Endpoint = {
  path: WEBHOOK_PATH,
  method: 'post',
  handler: async (req) => {
    const gateway = paymentGatewayFromEnv();
    if (!gateway) return Response.json({ error: 'Payments are not configured.' }, { status: 503 });
    let raw: string;
    try {
      raw = await readBodyCapped(req as unknown as Request, WEBHOOK_BODY_MAX_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return Response.json({ error: `At most ${WEBHOOK_BODY_MAX_BYTES} bytes.` }, { status: 413 });
      throw error;
    }
    const signature = req.headers.get('stripe-signature');
    if (!signature) return Response.json({ error: 'The Stripe-Signature header is missing.' }, { status: 400 });
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(raw, signature, gateway.webhookSecret);
    } catch (error) {
      return Response.json({ error: `The signature does not match: ${(error as Error).message}` }, { status: 400 });
    }
    if (event.type !== 'payment_intent.succeeded') return Response.json({ received: true, handled: false });
    const outcome = await settlePaidIntent(req.payload, event.data.object as unknown as PaidIntent);
    if (outcome === 'not-ours') req.payload.logger.warn(`Payment ${event.data.object.id} names no reservation of this CMS; ignored.`);
    return Response.json({ received: true, outcome });
  },
};
