/**
 * The site's calls to the CMS's reservation endpoints (issue 38): `POST {CMS_URL}/api/reservations/start`
 * (claims the car and opens a payment page) and `POST {CMS_URL}/api/reservations/view` (what the
 * confirmation page shows). Both go with the site's service-account key; the CMS decides. Answers are
 * reshaped here: the pages and the route see the site's own types, never the CMS's wire shape.
 */
import { LEAD_TEXTS, type LeadFieldError, type ReservationRequest } from '@dealer/domain/leads';
import { RESERVATION_STATES, type CheckoutRefusal, type ReservationState } from '@dealer/domain';

export const RESERVATION_START_PATH = '/api/reservations/start';
export const RESERVATION_VIEW_PATH = '/api/reservations/view';
export const RESERVATION_CALL_TIMEOUT_MS = 10_000;

/** Why the CMS would not start a reservation (409): the checkout rule's reasons, or another shopper paying now. */
export const RESERVATION_CONFLICT_REASONS = ['reserve-off', 'sold', 'reserved', 'not-in-stock', 'no-price', 'payment-in-progress'] as const;
export type ReservationConflictReason = CheckoutRefusal | 'payment-in-progress';

export const isConflictReason = (value: unknown): value is ReservationConflictReason =>
  (RESERVATION_CONFLICT_REASONS as readonly unknown[]).includes(value);

export interface StartReservationInput extends ReservationRequest {
  /** The tenant's slug (from the request's host, never from the body). */
  tenant: string;
  /** The shopper's session token (the `shopper_session` cookie), when there is one. */
  shopper_token?: string;
  /** The tenant's origin as the shopper sees it: the payment page sends the browser back there. */
  return_origin: string;
}

/** What the site answers the checkout form: the status and its JSON body. */
export type StartReservationAnswer =
  | { status: 201; body: { reservation_id: number; payment_url: string } }
  | { status: 400; body: { error: string; errors: LeadFieldError[] } }
  /** 401: the tenant wants a signed-in shopper; 404: no such car on this tenant. */
  | { status: 401 | 404; body: { error: string } }
  | { status: 409; body: { error: string; reason?: ReservationConflictReason } }
  | { status: 502; body: { error: string } };

export interface ReservationApiConfig {
  cmsUrl: string;
  /** The site's service-account key (LEADS_API_KEY). */
  apiKey: string;
  fetcher?: typeof fetch;
  timeoutMs?: number;
  log?: (line: string) => void;
}

const unavailable = (): { status: 502; body: { error: string } } => ({ status: 502, body: { error: LEAD_TEXTS.submitFailed } });

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function isFieldErrors(value: unknown): value is LeadFieldError[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((e) => typeof e === 'object' && e !== null && typeof e.field === 'string' && typeof e.message === 'string')
  );
}

/** A payment page the browser may be sent to: absolute, http(s). */
function isPaymentUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** POSTs `body` to the CMS; null when it cannot be reached in time (logged). */
async function post(
  path: string,
  body: unknown,
  config: ReservationApiConfig,
  what: string,
): Promise<{ status: number; json: Record<string, unknown> | null } | null> {
  const fetcher = config.fetcher ?? fetch;
  const log = config.log ?? ((line: string) => console.error(line));
  try {
    const response = await fetcher(`${config.cmsUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `service-accounts API-Key ${config.apiKey}`,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs ?? RESERVATION_CALL_TIMEOUT_MS),
    });
    const json: unknown = await response.json().catch(() => null);
    return {
      status: response.status,
      json: typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : null,
    };
  } catch (error) {
    log(`${what}: the CMS at ${config.cmsUrl} could not be reached (${(error as Error).message})`);
    return null;
  }
}

/** Why an answer is not passed on, for the log. */
function describe(status: number, json: Record<string, unknown> | null): string {
  const error = json && typeof json.error === 'string' ? ` (${json.error})` : '';
  const key = status === 401 || status === 403 ? ': check LEADS_API_KEY on the site and the CMS' : '';
  return `the CMS answered ${status}${error}${key}`;
}

/**
 * Asks the CMS to start a reservation. The CMS's 201/400/401/404/409 pass on (their texts are
 * written for the shopper); anything else, an answer missing what its status promises, or a CMS
 * that cannot be reached is 502 with the spec's generic form failure text, and a log line.
 */
export async function startReservation(input: StartReservationInput, config: ReservationApiConfig): Promise<StartReservationAnswer> {
  const log = config.log ?? ((line: string) => console.error(line));
  const what = `Reservation of ${input.car_slug} on ${input.tenant}`;
  const answer = await post(RESERVATION_START_PATH, input, config, `${what} not started`);
  if (!answer) return unavailable();
  const { status, json } = answer;
  if (status === 201 || status === 200) {
    if (isId(json?.reservation_id) && isPaymentUrl(json?.payment_url)) {
      return { status: 201, body: { reservation_id: json.reservation_id, payment_url: json.payment_url } };
    }
    log(`${what}: the CMS answered ${status} without a reservation_id and an absolute payment_url`);
    return unavailable();
  }
  if (status === 400 && isFieldErrors(json?.errors)) {
    return { status: 400, body: { error: LEAD_TEXTS.errorListHeading, errors: json.errors } };
  }
  // Payload's own refusals (a wrong key, an endpoint not there) carry `errors` or `message`, not
  // `error`: only the endpoint's answers, worded for the shopper, are passed on.
  if ((status === 401 || status === 404) && isText(json?.error)) return { status, body: { error: json.error } };
  if (status === 409 && isText(json?.error)) {
    return { status: 409, body: { error: json.error, ...(isConflictReason(json.reason) ? { reason: json.reason } : {}) } };
  }
  log(`${what} not started: ${describe(status, json)}`);
  return unavailable();
}

/** A reservation as the confirmation page reads it. */
export interface Reservation {
  id: number;
  state: ReservationState;
  /** The deposit, in whole currency units. */
  amount: number;
  currency: 'AUD' | 'NZD' | 'USD';
  paidAt: Date | null;
  /** Held: the end of the hold; pending payment: the end of the payment window. */
  expiresAt: Date | null;
  shopper: { name: string; email: string };
  car: {
    slug: string;
    title: string;
    year: number | null;
    make: string;
    model: string;
    badge: string | null;
    price: number | null;
    image: string | null;
  };
  dealership: { name: string; phone: string | null };
  /** The dealer's reserve terms, one paragraph each. */
  terms: string[];
}

export type ViewReservationAnswer = { status: 200; reservation: Reservation } | { status: 404 } | { status: 502 };

const CURRENCIES = ['AUD', 'NZD', 'USD'] as const;

const textOr = <T>(value: unknown, fallback: T): string | T => (typeof value === 'string' ? value : fallback);
const numberOr = <T>(value: unknown, fallback: T): number | T => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

function dateOf(value: unknown): Date | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The CMS's reservation reshaped, or null when it lacks what the page needs. */
export function reshapeReservation(value: unknown): Reservation | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  const car = (typeof r.car === 'object' && r.car !== null ? r.car : null) as Record<string, unknown> | null;
  const dealership = (typeof r.dealership === 'object' && r.dealership !== null ? r.dealership : null) as Record<string, unknown> | null;
  const paidAt = dateOf(r.paid_at);
  const expiresAt = dateOf(r.expires_at);
  if (
    !isId(r.id) ||
    !(RESERVATION_STATES as readonly unknown[]).includes(r.state) ||
    typeof r.amount !== 'number' ||
    !Number.isFinite(r.amount) ||
    !(CURRENCIES as readonly unknown[]).includes(r.currency) ||
    paidAt === undefined ||
    expiresAt === undefined ||
    !car ||
    !isText(car.slug) ||
    !isText(car.title) ||
    !dealership ||
    !isText(dealership.name)
  ) {
    return null;
  }
  return {
    id: r.id,
    state: r.state as ReservationState,
    amount: r.amount,
    currency: r.currency as Reservation['currency'],
    paidAt,
    expiresAt,
    shopper: { name: textOr(r.name, ''), email: textOr(r.email, '') },
    car: {
      slug: car.slug,
      title: car.title,
      year: numberOr(car.year, null),
      make: textOr(car.make, ''),
      model: textOr(car.model, ''),
      badge: textOr(car.badge, null),
      price: numberOr(car.price, null),
      image: isText(car.image) ? car.image : null,
    },
    dealership: { name: dealership.name, phone: isText(dealership.phone) ? dealership.phone : null },
    terms: Array.isArray(r.terms) ? r.terms.filter(isText) : [],
  };
}

/** The reservation `id` of `tenant` whose capability is `token`: 404 when they do not match, 502 when it cannot be read (logged). */
export async function viewReservation(
  input: { tenant: string; id: number; token: string },
  config: ReservationApiConfig,
): Promise<ViewReservationAnswer> {
  const log = config.log ?? ((line: string) => console.error(line));
  const what = `Reservation ${input.id} of ${input.tenant}`;
  const answer = await post(RESERVATION_VIEW_PATH, input, config, `${what} not read`);
  if (!answer) return { status: 502 };
  const { status, json } = answer;
  if (status === 200) {
    const reservation = reshapeReservation(json?.reservation);
    if (reservation) return { status: 200, reservation };
    log(`${what}: the CMS answered 200 without a reservation the confirmation page can show`);
    return { status: 502 };
  }
  if (status === 404) {
    // The endpoint's own 404 (id, token and tenant do not match) says why; one that does not may be
    // Payload's "no such route": still a 404 for the shopper, but worth a line for the operator.
    if (!isText(json?.error)) log(`${what}: the CMS answered 404 without an error text (is its reservations endpoint there?)`);
    return { status: 404 };
  }
  log(`${what} not read: ${describe(status, json)}`);
  return { status: 502 };
}
