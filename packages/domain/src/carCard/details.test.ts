import type { CardCar } from './cardCar';
import { attributeChips, detailsStrip, locationOverlay, titleLine } from './details';
import { testCar } from './testCar';

describe('titleLine (spec §2: year, make, model, badge, series)', () => {
  it.each<[Partial<CardCar>, string, string | null]>([
    [{}, '2021 Mazda CX-5', 'Maxx Sport KF Series'],
    [{ series: null }, '2021 Mazda CX-5', 'Maxx Sport'],
    [{ badge: null }, '2021 Mazda CX-5', 'KF Series'],
    [{ badge: null, series: null }, '2021 Mazda CX-5', null],
    [{ badge: ' ', series: 'null' }, '2021 Mazda CX-5', null],
    [{ make: ' Mazda ', model: 'CX-5 ' }, '2021 Mazda CX-5', 'Maxx Sport KF Series'],
  ])('%j', (overrides, title, subtitle) => {
    expect(titleLine(testCar(overrides))).toEqual({ title, subtitle });
  });
});

describe('attributeChips', () => {
  it.each<[Partial<CardCar>, string[]]>([
    [{}, ['SUV', 'Soul Red', 'AWD', '5 Seats']],
    [{ seats: 7 }, ['SUV', 'Soul Red', 'AWD', '7 Seats']],
    [{ seats: null, drive: null }, ['SUV', 'Soul Red']],
    [{ seats: 0, colour: 'null', body: '' }, ['AWD']],
    // Caravans: sleeps, body length in feet and metres (1 ft = 0.3048 m), ATM, colour.
    [
      { item_type: 'caravan', colour: 'White', specifications: { sleeps: 4, body_length: 21, aggregate_trailer_mass: 2500 } },
      ['Sleeps 4', '21 ft (6.40 m)', 'ATM 2,500 kg', 'White'],
    ],
    [
      { item_type: 'caravan', colour: null, specifications: { sleeps: null, body_length: 17.5, aggregate_trailer_mass: 0 } },
      ['17.5 ft (5.33 m)'],
    ],
    // A caravan without specifications, or specifications on another vehicle: the usual chips.
    [{ item_type: 'caravan', specifications: null }, ['SUV', 'Soul Red', 'AWD', '5 Seats']],
    [
      { item_type: 'car', specifications: { sleeps: 4, body_length: 21, aggregate_trailer_mass: 2500 } },
      ['SUV', 'Soul Red', 'AWD', '5 Seats'],
    ],
  ])('%j', (overrides, chips) => {
    expect(attributeChips(testCar(overrides))).toEqual(chips);
  });
});

describe('detailsStrip (spec §2: Condition, Transmission, Odometer, Fuel Type)', () => {
  it('lists the four details in order', () => {
    expect(detailsStrip(testCar())).toEqual([
      { label: 'Condition', value: 'Used' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Odometer', value: '45,210 km' },
      { label: 'Fuel Type', value: 'Petrol' },
    ]);
  });

  it.each<[Partial<CardCar>, 'en-AU' | 'en-NZ' | 'en-US', string[]]>([
    [{ car_type: 'new', km: 12 }, 'en-AU', ['New', 'Automatic', '12 km', 'Petrol']],
    [{ car_type: 'demo', km: 0 }, 'en-NZ', ['Demo', 'Automatic', '0 km', 'Petrol']],
    [{ km: 28100 }, 'en-US', ['Used', 'Automatic', '28,100 mi', 'Petrol']],
    [{ km: null, transmission: null, fuel: 'null' }, 'en-AU', ['Used', '-', '-', '-']],
    [{ km: -1 }, 'en-AU', ['Used', 'Automatic', '-', 'Petrol']],
  ])('%j %s', (overrides, locale, values) => {
    expect(detailsStrip(testCar(overrides), locale).map((item) => item.value)).toEqual(values);
  });
});

describe('locationOverlay', () => {
  it.each<[Partial<CardCar>, string | null]>([
    [{}, 'Coastline Mazda'],
    [{ location_name: null }, 'Southport, QLD'],
    [{ location_name: null, state: null }, 'Southport'],
    [{ location_name: null, city: null, state: null }, null],
  ])('%j -> %s', (overrides, expected) => {
    expect(locationOverlay(testCar(overrides))).toBe(expected);
  });
});
