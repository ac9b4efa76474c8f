/**
 * The payment port for reservation deposits (issue 38). Two adapters: Stripe (`stripeGateway.ts`,
 * when STRIPE_SECRET_KEY is set) and the embedded one (`embeddedGateway.ts`, the default outside
 * production), whose local payment page posts Stripe-format events, signed with the same webhook
 * secret, to the same webhook route: the signature check and the settling code are one path.
 */
import crypto from 'node:crypto';

export const PAYMENT_MODES = ['stripe', 'embedded'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export interface CheckoutRequest {
  reservationId: number;
  tenantSlug: string;
  /** In the smallest currency unit (cents). */
  amountCents: number;
  currency: 'aud' | 'nzd' | 'usd';
  /** What the shopper is paying for, e.g. "Deposit to reserve 2021 Toyota Corolla Ascent (stock 12345)". */
  description: string;
  customerEmail: string;
  /** Where the browser goes once paid. */
  successUrl: string;
  /** Where the browser goes when the shopper cancels. */
  cancelUrl: string;
  /** The session stops taking payment at this time (the reservation's payment window). */
  expiresAt: Date;
}

export interface CheckoutSession {
  id: string;
  /** The page the shopper pays on. */
  url: string;
}

export interface PaymentGateway {
  mode: PaymentMode;
  /** Secret that signs the webhook events this gateway's provider sends (`whsec_…`). */
  webhookSecret: string;
  /** One session per reservation: repeated calls for the same reservation create no second charge. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Refunds the whole payment; repeated calls for one reservation refund once. */
  refund(input: { reservationId: number; paymentIntentId: string }): Promise<{ refundId: string }>;
  /** Stops an unpaid session taking payment (its payment window is over). */
  expireCheckout(sessionId: string): Promise<void>;
}

/** The provider refused or could not be reached; the message says which and why. */
export class PaymentGatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentGatewayError';
  }
}

/** Idempotency keys: Stripe keeps them 24 h, long past any retry of ours. */
export const checkoutIdempotencyKey = (reservationId: number) => `reservation-${reservationId}-checkout`;
export const refundIdempotencyKey = (reservationId: number) => `reservation-${reservationId}-refund`;

/**
 * The embedded adapter's webhook secret: derived from PAYLOAD_SECRET, so it is stable across
 * restarts and never a constant in the code.
 */
export const embeddedWebhookSecret = (payloadSecret: string): string =>
  `whsec_${crypto.createHmac('sha256', payloadSecret).update('embedded-payments-webhook').digest('base64url')}`;
