/**
 * The Stripe adapter: a Checkout Session per reservation (card, Google Pay and Apple Pay are
 * Stripe Checkout's own methods), its PaymentIntent tagged with the reservation so the
 * `payment_intent.succeeded` webhook finds it, and refunds through Stripe's API. Every call that
 * creates something carries an idempotency key of the reservation.
 */
import Stripe from 'stripe';
import {
  checkoutIdempotencyKey,
  PaymentGatewayError,
  refundIdempotencyKey,
  type CheckoutRequest,
  type PaymentGateway,
} from './paymentGateway';

export interface StripeGatewayConfig {
  secretKey: string;
  webhookSecret: string;
  /** Tests pass `Stripe.createFetchHttpClient(fetch)` to see the requests. */
  httpClient?: ReturnType<typeof Stripe.createFetchHttpClient>;
}

const failed = (what: string, error: unknown) =>
  new PaymentGatewayError(`Stripe could not ${what}: ${(error as Error).message ?? String(error)}`, { cause: error });

export function stripeGateway({ secretKey, webhookSecret, httpClient }: StripeGatewayConfig): PaymentGateway {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(httpClient ? { httpClient } : {}) });
  return {
    mode: 'stripe',
    webhookSecret,
    async createCheckout(request: CheckoutRequest) {
      const metadata = { reservation_id: String(request.reservationId), tenant: request.tenantSlug };
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: { currency: request.currency, unit_amount: request.amountCents, product_data: { name: request.description } },
              },
            ],
            customer_email: request.customerEmail,
            client_reference_id: String(request.reservationId),
            metadata,
            payment_intent_data: { metadata, description: request.description },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: checkoutIdempotencyKey(request.reservationId) },
        );
        if (!session.url) throw new Error('the session has no payment page URL');
        return { id: session.id, url: session.url };
      } catch (error) {
        throw failed('start the payment', error);
      }
    },
    async refund({ reservationId, paymentIntentId }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, metadata: { reservation_id: String(reservationId) } },
          { idempotencyKey: refundIdempotencyKey(reservationId) },
        );
        return { refundId: refund.id };
      } catch (error) {
        throw failed('refund the deposit', error);
      }
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // A session already paid or expired cannot be expired again: nothing to stop.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw failed('stop the payment session', error);
      }
    },
  };
}
