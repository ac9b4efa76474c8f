/**
 * The embedded adapter's payment page (issue 38): `GET /api/payments/embedded/{session}` shows the
 * deposit and a Pay button; `POST` "pays": it builds the `payment_intent.succeeded` event Stripe
 * would send, signs it with `Stripe.webhooks.generateTestHeaderString` and the embedded webhook
 * secret, and posts it over HTTP to the CMS's own webhook route, the route Stripe calls. Then, like
 * Stripe Checkout, it sends the browser to the reservation's success page. No money moves; the
 * page says so.
 */
import crypto from 'node:crypto';
import Stripe from 'stripe';
import type { Endpoint, PayloadRequest } from 'payload';
import { depositCents, formatMoney, type Locale } from '@dealer/domain';
import { cmsEnv } from '../../env';
import type { Reservation } from '../../payload-types';
import { confirmationUrl } from '../reservationToken';
import { WEBHOOK_PATH } from '../webhookEndpoint';
import { embeddedPaymentIntentId, EMBEDDED_PAYMENT_PATH, reservationOfEmbeddedSession } from './embeddedGateway';
import { embeddedWebhookSecret } from './paymentGateway';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1a1a}main{max-width:440px;margin:40px auto;background:#fff;padding:28px;border-radius:12px;box-shadow:0 2px 12px #0001}
h1{font-size:1.35rem;margin:0 0 12px}.amount{font-size:2rem;font-weight:700;margin:8px 0 16px}.note{background:#fff6d6;border:1px solid #e8d27a;padding:10px 12px;border-radius:8px;font-size:.9rem}
button{width:100%;font:inherit;font-weight:600;padding:14px;border:0;border-radius:8px;background:#1a56db;color:#fff;cursor:pointer;margin-top:16px}button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
a{color:#1a56db}.cancel{display:block;text-align:center;margin-top:14px}</style></head><body><main>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  });
}

async function reservationOfRequest(req: PayloadRequest): Promise<Reservation | null> {
  const session = String((req.routeParams as { session?: unknown } | undefined)?.session ?? '');
  const id = reservationOfEmbeddedSession(req.payload.config.secret, session);
  if (id === null) return null;
  const reservation = await req.payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: true, disableErrors: true });
  return reservation && reservation.checkout_session === session ? reservation : null;
}

const successUrl = (req: PayloadRequest, reservation: Reservation) => confirmationUrl(req.payload.config.secret, reservation);

const gone = () => page('Payment not found', '<h1>This payment page does not exist</h1><p>Start again from the car’s page.</p>', 404);

const ended = (req: PayloadRequest, reservation: Reservation) =>
  reservation.state === 'held' || reservation.state === 'converted'
    ? Response.redirect(successUrl(req, reservation), 303)
    : page(
        'Payment closed',
        `<h1>This payment has closed</h1><p>Nothing was charged. <a href="${escape(reservation.return_origin ?? '/')}">Back to the dealer’s site</a></p>`,
        410,
      );

const isOpen = (reservation: Reservation, now: Date) =>
  reservation.state === 'pending-payment' && (!reservation.expires_at || new Date(reservation.expires_at).getTime() > now.getTime());

export const embeddedPaymentPageEndpoint: Endpoint = {
  path: `${EMBEDDED_PAYMENT_PATH.replace(/^\/api/, '')}/:session`,
  method: 'get',
  handler: async (req) => {
    const reservation = await reservationOfRequest(req);
    if (!reservation || reservation.payment_mode !== 'embedded') return gone();
    if (!isOpen(reservation, new Date())) return ended(req, reservation);
    const tenant = await req.payload.findByID({
      collection: 'tenants',
      id: Number(reservation.tenant),
      depth: 0,
      overrideAccess: true,
      select: { name: true, locale: true },
    });
    const amount = formatMoney(reservation.amount, tenant.locale as Locale);
    return page(
      `Pay ${amount} deposit`,
      `<p class="note"><strong>Test payment page.</strong> This site takes no real payments yet: pressing Pay confirms the deposit without charging anything.</p>
<h1>${escape(tenant.name)}</h1><p>${escape(`Deposit to reserve ${reservation.title}`)}</p><p class="amount">${escape(amount)} ${escape(reservation.currency)}</p>
<form method="post"><label for="card">Card number</label><br><input id="card" name="card" value="4242 4242 4242 4242" readonly style="width:100%;font:inherit;padding:10px;box-sizing:border-box">
<button type="submit">Pay ${escape(amount)}</button></form>
<a class="cancel" href="${escape(`${reservation.return_origin}/`)}">Cancel and go back</a>`,
    );
  },
};

export const embeddedPaymentSubmitEndpoint: Endpoint = {
  path: `${EMBEDDED_PAYMENT_PATH.replace(/^\/api/, '')}/:session`,
  method: 'post',
  handler: async (req) => {
    const reservation = await reservationOfRequest(req);
    if (!reservation || reservation.payment_mode !== 'embedded') return gone();
    if (!isOpen(reservation, new Date())) return ended(req, reservation);
    const sent = await postSucceededEvent(req, reservation);
    if (!sent.ok) {
      req.payload.logger.error(`Embedded payment of reservation ${reservation.id}: the webhook answered ${sent.status}.`);
      return page(
        'Payment not confirmed',
        '<h1>Your payment could not be confirmed</h1><p>Nothing was charged. Please go back and try again.</p>',
        502,
      );
    }
    return Response.redirect(successUrl(req, reservation), 303);
  },
};

/** The `payment_intent.succeeded` event Stripe sends for a reservation's deposit, as JSON (`intent` overrides fields of the PaymentIntent). */
export function succeededEventBody(
  reservation: Pick<Reservation, 'id' | 'amount' | 'currency' | 'tenant'>,
  intent: Record<string, unknown> = {},
): string {
  const cents = depositCents(reservation.amount);
  return JSON.stringify({
    id: `evt_embedded_${crypto.randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: embeddedPaymentIntentId(reservation.id),
        object: 'payment_intent',
        amount: cents,
        amount_received: cents,
        currency: reservation.currency.toLowerCase(),
        status: 'succeeded',
        metadata: { reservation_id: String(reservation.id), tenant: String(reservation.tenant) },
        ...intent,
      },
    },
  });
}

/** Stripe's event for a paid deposit, signed as Stripe signs it, to the webhook route over HTTP. */
export async function postSucceededEvent(req: PayloadRequest, reservation: Reservation): Promise<{ ok: boolean; status: number }> {
  const payload = succeededEventBody(reservation);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: embeddedWebhookSecret(req.payload.config.secret) });
  const response = await fetch(`${cmsEnv().CMS_URL}/api${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
    signal: AbortSignal.timeout(20_000),
  });
  return { ok: response.ok, status: response.status };
}
