import {
  RESERVATION_START_PATH,
  RESERVATION_VIEW_PATH,
  reshapeReservation,
  startReservation,
  viewReservation,
  type StartReservationInput,
} from './reservationApi';

const input: StartReservationInput = {
  tenant: 'coastline',
  car_slug: '2021-toyota-corolla-ascent-12345',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '0400 000 000',
  idempotency_key: 'abcdef1234567890',
  shopper_token: 'session-token-aaaaaaaaaaaa',
  return_origin: 'http://coastline.localhost:3000',
};

function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? 'not json' : JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { calls, fetcher };
}

const config = (fetcher: typeof fetch, log = jest.fn()) => ({ cmsUrl: 'http://cms.test', apiKey: 'key-123', fetcher, log });
const GENERIC = { status: 502, body: { error: 'An error occurred when submitting this form' } };

describe('startReservation: the CMS answer mapped to the checkout form (issue 38 contract)', () => {
  it('posts the whole input to the start endpoint with the service-account key', async () => {
    const { calls, fetcher } = answering(201, { reservation_id: 9, payment_url: 'https://checkout.stripe.com/c/pay/cs_1', token: 't' });
    await startReservation(input, config(fetcher));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`http://cms.test${RESERVATION_START_PATH}`);
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('service-accounts API-Key key-123');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual(input);
  });

  it('201 -> 201 with the reservation id and the payment page (the view token stays server-side)', async () => {
    const { fetcher } = answering(201, { reservation_id: 9, payment_url: 'http://localhost:3001/pay/9', token: 'secret' });
    await expect(startReservation(input, config(fetcher))).resolves.toEqual({
      status: 201,
      body: { reservation_id: 9, payment_url: 'http://localhost:3001/pay/9' },
    });
  });

  it('400 -> 400 with the field errors under the spec heading', async () => {
    const errors = [{ field: 'email', message: 'Enter a valid email address' }];
    const { fetcher } = answering(400, { error: 'Please fix the following errors:', errors });
    await expect(startReservation(input, config(fetcher))).resolves.toEqual({
      status: 400,
      body: { error: 'Please fix the following errors:', errors },
    });
  });

  it.each([
    ['401 sign-in needed', 401, { error: 'Please sign in to reserve this car.' }],
    ['404 no such car here', 404, { error: 'This car is not for sale on this site.' }],
  ])('%s -> passed through with its words', async (_name, status, body) => {
    const { fetcher } = answering(status, body);
    await expect(startReservation(input, config(fetcher))).resolves.toEqual({ status, body });
  });

  it.each(['reserve-off', 'sold', 'reserved', 'not-in-stock', 'no-price', 'payment-in-progress'])(
    '409 %s -> 409 with the words and the reason',
    async (reason) => {
      const { fetcher } = answering(409, { error: 'Someone else is paying for this car right now.', reason });
      await expect(startReservation(input, config(fetcher))).resolves.toEqual({
        status: 409,
        body: { error: 'Someone else is paying for this car right now.', reason },
      });
    },
  );

  it('409 with a reason it does not know -> 409 with the words only', async () => {
    const { fetcher } = answering(409, { error: 'Not now.', reason: 'moon-phase' });
    await expect(startReservation(input, config(fetcher))).resolves.toEqual({ status: 409, body: { error: 'Not now.' } });
  });

  it.each([
    ['500', 500, { error: 'boom' }],
    ['503 without JSON', 503, undefined],
    ['401 from Payload itself (a wrong key)', 401, { errors: [{ message: 'You are not allowed to perform this action.' }] }],
    ['403', 403, { error: 'Forbidden' }],
    ['404 without words (no such endpoint)', 404, { message: 'Route not found' }],
    ['409 without words', 409, { reason: 'sold' }],
    ['201 without a payment page', 201, { reservation_id: 9 }],
    ['201 with a relative payment page', 201, { reservation_id: 9, payment_url: '/pay/9' }],
    ['201 with a script address', 201, { reservation_id: 9, payment_url: 'javascript:alert(1)' }],
    ['201 without a reservation id', 201, { payment_url: 'https://pay.example/x' }],
    ['400 without field errors', 400, { error: 'Bad' }],
  ])('%s -> 502 with the spec text, and a log line', async (_name, status, body) => {
    const { fetcher } = answering(status, body);
    const log = jest.fn();
    await expect(startReservation(input, config(fetcher, log))).resolves.toEqual(GENERIC);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('names LEADS_API_KEY in the log when the CMS refuses the key', async () => {
    const { fetcher } = answering(403, {});
    const log = jest.fn();
    await startReservation(input, config(fetcher, log));
    expect(log.mock.calls[0]![0]).toMatch(/LEADS_API_KEY/);
  });

  it('CMS down -> 502', async () => {
    const fetcher = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const log = jest.fn();
    await expect(startReservation(input, config(fetcher, log))).resolves.toEqual(GENERIC);
    expect(log.mock.calls[0]![0]).toMatch(/could not be reached/);
  });

  it('CMS slower than the timeout -> 502 (the request is aborted)', async () => {
    const fetcher = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    const started = Date.now();
    await expect(startReservation(input, { ...config(fetcher), timeoutMs: 50 })).resolves.toEqual(GENERIC);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

const stored = {
  id: 9,
  state: 'held',
  amount: 200,
  currency: 'AUD',
  paid_at: '2026-12-07T01:00:00.000Z',
  expires_at: '2026-12-09T01:00:00.000Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  car: {
    slug: '2021-toyota-corolla-ascent-12345',
    title: '2021 Toyota Corolla Ascent',
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent',
    price: 29990,
    image: 'http://cms.test/api/media/file/corolla.jpg',
  },
  dealership: { name: 'Coastline Toyota', phone: '02 9000 0000' },
  terms: ['Your $200 deposit is fully refundable.'],
};

describe('viewReservation: the confirmation page’s reading of a reservation', () => {
  it('posts tenant, id and token to the view endpoint and reshapes the answer', async () => {
    const { calls, fetcher } = answering(200, { reservation: stored });
    const answer = await viewReservation({ tenant: 'coastline', id: 9, token: 'tok-123456' }, config(fetcher));
    expect(calls[0]!.url).toBe(`http://cms.test${RESERVATION_VIEW_PATH}`);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ tenant: 'coastline', id: 9, token: 'tok-123456' });
    expect(answer).toEqual({
      status: 200,
      reservation: {
        id: 9,
        state: 'held',
        amount: 200,
        currency: 'AUD',
        paidAt: new Date('2026-12-07T01:00:00.000Z'),
        expiresAt: new Date('2026-12-09T01:00:00.000Z'),
        shopper: { name: 'Ada Lovelace', email: 'ada@example.com' },
        car: stored.car,
        dealership: stored.dealership,
        terms: stored.terms,
      },
    });
  });

  it.each([
    ['its own 404', { error: 'No such reservation' }],
    ['a 404 without words (logged)', undefined],
  ])('404 (%s) -> 404', async (_name, body) => {
    const { fetcher } = answering(404, body);
    await expect(viewReservation({ tenant: 'coastline', id: 9, token: 'tok-123456' }, config(fetcher))).resolves.toEqual({ status: 404 });
  });

  it.each([
    ['500', 500, { error: 'boom' }],
    ['401 (wrong key)', 401, { errors: [{ message: 'Unauthorized' }] }],
    ['200 with an unknown state', 200, { reservation: { ...stored, state: 'on-hold' } }],
    ['200 without the car', 200, { reservation: { ...stored, car: null } }],
    ['200 with a date that is not one', 200, { reservation: { ...stored, expires_at: 'soon' } }],
  ])('%s -> 502, logged', async (_name, status, body) => {
    const { fetcher } = answering(status, body);
    const log = jest.fn();
    await expect(viewReservation({ tenant: 'coastline', id: 9, token: 'tok-123456' }, config(fetcher, log))).resolves.toEqual({
      status: 502,
    });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('keeps what is missing as null: no photo, no phone, no price', () => {
    const reservation = reshapeReservation({
      ...stored,
      state: 'pending-payment',
      paid_at: null,
      car: { ...stored.car, image: null, price: null, badge: null },
      dealership: { name: 'Coastline Toyota', phone: null },
    });
    expect(reservation).toMatchObject({
      state: 'pending-payment',
      paidAt: null,
      car: { image: null, price: null, badge: null },
      dealership: { phone: null },
    });
  });
});
