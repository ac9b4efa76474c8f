/** A car for the card tests: an ordinary in-stock used car created 30 days before NOW. Not exported from the folder. */
import type { CardCar } from './cardCar';

export const NOW = new Date('2025-06-15T02:00:00Z');
export const DAY = 86_400_000;
export const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

export function testCar(overrides: Partial<CardCar> = {}): CardCar {
  return {
    id: '101',
    slug: '2021-mazda-cx-5-maxx-sport-cl10001',
    year: 2021,
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Maxx Sport',
    series: 'KF Series',
    car_type: 'used',
    status: 'in_stock',
    price: 34990,
    before_price: null,
    offer_price: null,
    subscription_price: null,
    price_type: 'drive_away',
    preorder: false,
    km: 45210,
    colour: 'Soul Red',
    transmission: 'Automatic',
    fuel: 'Petrol',
    drive: 'AWD',
    body: 'SUV',
    seats: 5,
    reserved: false,
    certified: false,
    tag: null,
    just_sold: false,
    created_at: daysAgo(30),
    images: ['/media/a.jpg', '/media/b.jpg'],
    dealership_slug: 'coastline-mazda',
    location_name: 'Coastline Mazda',
    city: 'Southport',
    state: 'QLD',
    file: null,
    ...overrides,
  };
}
