import { reservationFormOutcome } from './reservationFormOutcome';

const GENERIC = { kind: 'failed', message: 'An error occurred when submitting this form' };

describe('the checkout form’s reading of POST /api/reservations', () => {
  it.each([
    [
      '201: off to pay',
      201,
      { reservation_id: 9, payment_url: 'https://checkout.stripe.com/c/pay/cs_1' },
      { kind: 'pay', paymentUrl: 'https://checkout.stripe.com/c/pay/cs_1' },
    ],
    ['201 without a payment page', 201, { reservation_id: 9 }, GENERIC],
    ['201 with a script address', 201, { payment_url: 'javascript:alert(1)' }, GENERIC],
    [
      '400: the list of faulty fields',
      400,
      { error: 'Please fix the following errors:', errors: [{ field: 'email', message: 'Enter a valid email address' }] },
      { kind: 'invalid', errors: [{ field: 'email', message: 'Enter a valid email address' }] },
    ],
    ['400 without fields', 400, { error: 'Bad' }, GENERIC],
    [
      '401: sign in',
      401,
      { error: 'Please sign in to reserve this car.' },
      { kind: 'refused', message: 'Please sign in to reserve this car.', similar: false, signIn: true },
    ],
    [
      '404: no such car',
      404,
      { error: 'This car is not for sale here.' },
      { kind: 'refused', message: 'This car is not for sale here.', similar: false, signIn: false },
    ],
    [
      '409 reserved: find something similar',
      409,
      { error: 'Just reserved.', reason: 'reserved' },
      { kind: 'refused', message: 'Just reserved.', similar: true, signIn: false },
    ],
    [
      '409 sold: find something similar',
      409,
      { error: 'Just sold.', reason: 'sold' },
      { kind: 'refused', message: 'Just sold.', similar: true, signIn: false },
    ],
    [
      '409 payment in progress',
      409,
      { error: 'Someone is paying.', reason: 'payment-in-progress' },
      { kind: 'refused', message: 'Someone is paying.', similar: false, signIn: false },
    ],
    ['409 without words', 409, { reason: 'sold' }, GENERIC],
    [
      '429: the wait, in the limiter’s words',
      429,
      { error: 'Too many requests. Please try again in 30 seconds.' },
      { kind: 'failed', message: 'Too many requests. Please try again in 30 seconds.' },
    ],
    ['502', 502, { error: 'An error occurred when submitting this form' }, GENERIC],
    ['500 without JSON', 500, null, GENERIC],
    ['403 cross-site', 403, { error: 'This request must come from the dealer’s own website.' }, GENERIC],
  ])('%s', (_name, status, body, outcome) => {
    expect(reservationFormOutcome(status, body)).toEqual(outcome);
  });
});
