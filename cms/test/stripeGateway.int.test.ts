/**
 * Issue 38: the Stripe adapter's requests, as Stripe's own SDK sends them (its fetch client given
 * a recording fetch, no network): a Checkout Session per reservation with an idempotency key, the
 * PaymentIntent tagged with the reservation the webhook looks for, and a refund keyed the same way.
 */
import Stripe from 'stripe';
import { stripeGateway } from '../src/reservations/payments/stripeGateway';
import { PaymentGatewayError } from '../src/reservations/payments';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: URLSearchParams;
}

function recordingGateway(answer: (sent: Sent) => { status: number; body: unknown }) {
  const sent: Sent[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: new URLSearchParams(String(init?.body ?? '')),
    };
    sent.push(request);
    const { status, body } = answer(request);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_test' } });
  }) as typeof fetch;
  const gateway = stripeGateway({
    secretKey: 'sk_test_recorded',
    webhookSecret: 'whsec_recorded',
    httpClient: Stripe.createFetchHttpClient(fetcher),
  });
  return { gateway, sent };
}

const request = {
  reservationId: 42,
  tenantSlug: 'coastline',
  amountCents: 20_000,
  currency: 'aud' as const,
  description: 'Deposit to reserve 2021 Toyota Corolla Ascent (stock CT10001)',
  customerEmail: 'jo@shopper.test',
  successUrl: 'http://coastline.localhost:3000/reservations/42?token=t',
  cancelUrl: 'http://coastline.localhost:3000/cars/corolla',
  expiresAt: new Date('2026-12-07T01:30:00Z'),
};

describe('the Stripe adapter', () => {
  it('opens one Checkout Session per reservation, its payment tagged with the reservation', async () => {
    const { gateway, sent } = recordingGateway(() => ({
      status: 200,
      body: { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1' },
    }));
    expect(await gateway.createCheckout(request)).toEqual({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const [call] = sent;
    expect(call!.method).toBe('POST');
    expect(call!.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(call!.headers['idempotency-key']).toBe('reservation-42-checkout');
    expect(call!.headers.authorization).toBe('Bearer sk_test_recorded');
    const body = Object.fromEntries(call!.body.entries());
    expect(body).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '20000',
      'payment_intent_data[metadata][reservation_id]': '42',
      'metadata[reservation_id]': '42',
      customer_email: 'jo@shopper.test',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: String(Math.floor(request.expiresAt.getTime() / 1000)),
    });
  });

  it('refunds through Stripe with a key of the reservation: a retry refunds once', async () => {
    const { gateway, sent } = recordingGateway(() => ({ status: 200, body: { id: 're_test_1', object: 'refund' } }));
    expect(await gateway.refund({ reservationId: 42, paymentIntentId: 'pi_test_1' })).toEqual({ refundId: 're_test_1' });
    expect(sent[0]!.url).toBe('https://api.stripe.com/v1/refunds');
    expect(sent[0]!.headers['idempotency-key']).toBe('reservation-42-refund');
    expect(sent[0]!.body.get('payment_intent')).toBe('pi_test_1');
  });

  it('names Stripe and its reason when Stripe refuses', async () => {
    const { gateway } = recordingGateway(() => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'Amount must be at least 50 cents' } },
    }));
    await expect(gateway.createCheckout(request)).rejects.toThrow(PaymentGatewayError);
    await expect(gateway.createCheckout(request)).rejects.toThrow(
      /^Stripe could not start the payment: .*Amount must be at least 50 cents/,
    );
  });

  it('treats a session that can no longer be expired as already stopped', async () => {
    const { gateway } = recordingGateway(() => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' } },
    }));
    await expect(gateway.expireCheckout('cs_test_1')).resolves.toBeUndefined();
  });
});
