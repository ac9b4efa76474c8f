import type { CarDetail } from '@/features/carDetail/carDetailModel';
import { checkoutView, findSimilarHref } from './checkoutModel';

// Only what checkoutView reads of the car page's model.
const car = {
  slug: '2021-toyota-corolla-ascent-12345',
  title: '2021 Toyota Corolla Ascent',
  subtitle: 'ZWE211R',
  make: 'Toyota',
  model: 'Corolla',
  vehicleWord: 'car',
  images: [{ src: '/api/media/file/corolla.jpg', alt: '2021 Toyota Corolla Ascent, photo 1 of 1' }],
  price: { text: '$29,990', label: 'Drive Away', secondary: null, wasText: null, amount: 29990 },
  marketBadge: { shown: false },
  dealer: { name: 'Coastline Toyota' },
  lead: { dealershipSlug: 'coastline-toyota' },
  reserveEnabled: true,
  reserveDepositText: '$250',
} as unknown as CarDetail;

const inStock = { status: 'in_stock' as const, reserved: false, price: 29990, offer_price: null };

describe('the checkout page’s model (spec §4 checkout rule, §9 deposit)', () => {
  it('a reservable car: the dealership’s deposit on the button, a sign-in link back to this journey', () => {
    const view = checkoutView({ journey: 'buy-online', car, availability: inStock });
    expect(view.refusal).toBeNull();
    expect(view.payLabel).toBe('Pay $250 deposit');
    expect(view.depositText).toBe('$250');
    expect(view.car).toMatchObject({ title: '2021 Toyota Corolla Ascent', storagePrefix: 'coastline-toyota', image: car.images[0] });
    expect(view.signInHref).toBe(
      '/sign-in?type=checkout&redirect=%2Fcars%2F2021-toyota-corolla-ascent-12345%2Fbuy-online&back=%2Fcars%2F2021-toyota-corolla-ascent-12345%2Fbuy-online',
    );
    expect(view.prefill).toEqual({ name: '', email: '', phone: '' });
  });

  it.each([
    ['sold', { ...inStock, status: 'sold' as const }, car, 'This car has been sold'],
    ['reserved', { ...inStock, reserved: true }, car, 'This car is already reserved'],
    ['not-in-stock', { ...inStock, status: 'coming_soon' as const }, car, 'This car is not in stock yet'],
    ['no-price', { ...inStock, price: 150 }, car, 'This car cannot be reserved online'],
    ['reserve-off', inStock, { ...car, reserveEnabled: false } as CarDetail, 'Online reservations are not available'],
  ])('%s: says why, with a way to similar cars', (reason, availability, detail, heading) => {
    const view = checkoutView({ journey: 'checkout', car: detail, availability });
    expect(view.refusal).toMatchObject({ reason, heading });
    expect(view.findSimilarHref).toBe('/search/toyota/corolla');
  });

  it('Find Me Something Similar leads where the car card’s button does', () => {
    expect(findSimilarHref({ make: 'Mercedes-Benz', model: 'C 300' })).toBe('/search/mercedes-benz/c-300');
    expect(findSimilarHref({ make: '', model: '' })).toBe('/search');
  });

  it('on the buy-online page, a used car links to the whole journey; a new car, and the checkout page, do not', () => {
    const used = { ...car, carType: 'used' } as CarDetail;
    expect(checkoutView({ journey: 'buy-online', car: used, availability: inStock }).journeyHref).toBe(
      '/checkout-journey?car_id=2021-toyota-corolla-ascent-12345',
    );
    expect(
      checkoutView({ journey: 'buy-online', car: { ...car, carType: 'new' } as CarDetail, availability: inStock }).journeyHref,
    ).toBeNull();
    expect(checkoutView({ journey: 'checkout', car: used, availability: inStock }).journeyHref).toBeNull();
  });

  it('keeps the signed-in shopper’s details', () => {
    const prefill = { name: '', email: 'ada@example.com', phone: '0400 000 000' };
    expect(checkoutView({ journey: 'checkout', car, availability: inStock, prefill }).prefill).toBe(prefill);
  });
});
