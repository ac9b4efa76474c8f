import { formatHoldEnd, type ReservationState } from '@dealer/domain';
import type { Reservation } from './reservationApi';
import { confirmationView, depositText } from './reservationConfirmation';

const reservation = (state: ReservationState, change: Partial<Reservation> = {}): Reservation => ({
  id: 9,
  state,
  amount: 200,
  currency: 'AUD',
  paidAt: new Date('2026-12-07T01:00:00Z'),
  expiresAt: new Date('2026-12-09T01:00:00Z'),
  shopper: { name: 'Ada Lovelace', email: 'ada@example.com' },
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
  terms: ['Your $200 deposit is fully refundable.', 'Held 48 hours.'],
  ...change,
});

const media = (url: string | null) => (url ? url.replace('http://cms.test', '') : null);

describe('the confirmation page, state by state', () => {
  it('held: reserved, the deposit paid, held until the end of the hold in the dealer’s clock, terms, one analytics event', () => {
    const view = confirmationView(reservation('held'), 'en-AU', media);
    expect(view.heading).toBe('Your 2021 Toyota Corolla Ascent is reserved');
    expect(view.lines[0]).toBe('You paid a $200 deposit.');
    // 01:00 UTC on 9 December is noon in Sydney (daylight time, +11:00).
    expect(view.lines[1]).toMatch(/^We're holding it for you until Wednesday,? 9 December 2026 at 12:00\s?pm AEDT\.$/i);
    expect(view.showTerms).toBe(true);
    expect(view.refreshSeconds).toBeNull();
    expect(view.terms).toEqual(['Your $200 deposit is fully refundable.', 'Held 48 hours.']);
    expect(view.analytics).toEqual({
      event_id: 60,
      reservation_id: 9,
      car_slug: '2021-toyota-corolla-ascent-12345',
      value: 200,
      currency: 'AUD',
    });
    expect(view.car.image).toBe('/api/media/file/corolla.jpg');
    expect(view.dealership).toEqual({ name: 'Coastline Toyota', phone: '02 9000 0000' });
  });

  it('pending payment: being confirmed, the page looks again in 3 seconds, no event yet', () => {
    const view = confirmationView(reservation('pending-payment', { paidAt: null }), 'en-AU', media);
    expect(view).toMatchObject({ heading: "We're confirming your payment", refreshSeconds: 3, analytics: null, showTerms: false });
  });

  it.each<[ReservationState, Partial<Reservation>, string, RegExp]>([
    ['refunded', {}, 'Your deposit has been refunded', /refunded your \$200 deposit/],
    ['expired', { paidAt: null }, 'Your reservation has ended', /not completed within 30 minutes.*No payment was taken/],
    ['expired', {}, 'Your reservation has ended', /48-hour hold .* is over/],
    ['released', {}, 'Your reservation has been cancelled', /deposit will be refunded/],
    ['released', { paidAt: null }, 'Your reservation has been cancelled', /No payment was taken/],
    ['converted', {}, 'Your reservation of the 2021 Toyota Corolla Ascent is now a purchase', /deposit goes towards the price/],
  ])('%s (%j): says so plainly', (state, change, heading, line) => {
    const view = confirmationView(reservation(state, change), 'en-AU', media);
    expect(view.heading).toBe(heading);
    expect(view.lines.join(' ')).toMatch(line);
    expect(view.analytics).toBeNull();
    expect(view.refreshSeconds).toBeNull();
  });

  it('times are the dealer’s: Auckland for en-NZ, Chicago for en-US', () => {
    const end = new Date('2026-12-09T01:00:00Z');
    expect(formatHoldEnd(end, 'en-NZ')).toMatch(/2:00\s?pm NZDT/i);
    expect(formatHoldEnd(end, 'en-US')).toMatch(/December 8, 2026.*7:00\s?PM CST/i);
  });

  it('names the currency only when it is not the locale’s own', () => {
    expect(depositText(200, 'NZD', 'en-NZ')).toBe('$200');
    expect(depositText(200, 'AUD', 'en-NZ')).toBe('$200 AUD');
  });
});
