import type { Endpoint } from 'payload';
import { paymentWebhookEndpoint } from '../webhookEndpoint';
import { embeddedPaymentPageEndpoint, embeddedPaymentSubmitEndpoint } from './embeddedPaymentPage';

/** Under /api/payments: the webhook (Stripe's and the embedded page's events) and the embedded payment page. */
export const paymentEndpoints: Endpoint[] = [paymentWebhookEndpoint, embeddedPaymentPageEndpoint, embeddedPaymentSubmitEndpoint];
