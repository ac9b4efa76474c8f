/**
 * The payment gateway of this environment: Stripe with STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET; otherwise the embedded one with EMBEDDED_PAYMENTS=true (`npm start` sets
 * it outside production; in production it is a demo: no money moves) or outside NODE_ENV=production
 * (tests, `next dev`). Null means reservations cannot be paid.
 */
import { cmsEnv } from '../../env';
import { embeddedGateway } from './embeddedGateway';
import type { PaymentGateway } from './paymentGateway';
import { stripeGateway } from './stripeGateway';

export * from './paymentGateway';

export class PaymentConfigError extends Error {}

export function paymentGatewayFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentGateway | null {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (secretKey) {
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
    if (!webhookSecret)
      throw new PaymentConfigError('STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: paid deposits could never be confirmed.');
    return stripeGateway({ secretKey, webhookSecret });
  }
  if (env.NODE_ENV === 'production' && env.EMBEDDED_PAYMENTS !== 'true') return null;
  const { PAYLOAD_SECRET, CMS_PUBLIC_URL } = cmsEnv(env);
  return embeddedGateway({ payloadSecret: PAYLOAD_SECRET, publicCmsUrl: CMS_PUBLIC_URL });
}
