import { mergeSiteConfig } from '../config/siteConfig';
import type { CardCar } from './cardCar';
import { cardTag, electrifiedKind, isNewArrival, soldTag, tagBanner, type TagOptions } from './tags';
import { DAY, NOW, daysAgo, testCar } from './testCar';

const config = mergeSiteConfig();
const allOn: TagOptions = { electricHybridTag: true, greenRunoutTag: true, certifiedBadgeMake: 'Mazda' };

describe('tagBanner walks the spec §4 precedence, first match wins', () => {
  // A car matching every step; each row removes what made the previous row match.
  const steps: Array<[string, Partial<CardCar>, string, string, string | null, number]> = [
    ['1 Electric or Hybrid', {}, 'hybrid', 'Hybrid', 'success', 1],
    ['2 Reserved', { fuel: 'Petrol' }, 'reserved', 'Reserved', 'warning', 2],
    ['3 certified image badge', { fuel: 'Petrol', reserved: false }, 'certified', 'Certified', null, 3],
    ['4 custom tag (runout, green)', { fuel: 'Petrol', reserved: false, certified: false }, 'custom', 'Runout Sale', 'success', 4],
    ['5 Coming soon', { fuel: 'Petrol', reserved: false, certified: false, tag: null }, 'coming-soon', 'Coming soon', 'info', 5],
    [
      '6 new arrival',
      { fuel: 'Petrol', reserved: false, certified: false, tag: null, status: 'in_stock' },
      'new-arrival',
      'New Arrival',
      'primary',
      6,
    ],
    [
      '7 none',
      { fuel: 'Petrol', reserved: false, certified: false, tag: null, status: 'in_stock', created_at: daysAgo(30) },
      'none',
      '',
      null,
      7,
    ],
  ];
  const everything: Partial<CardCar> = {
    fuel: 'Hybrid',
    reserved: true,
    certified: true,
    car_type: 'used',
    make: 'Mazda',
    tag: 'Runout Sale',
    status: 'coming_soon',
    created_at: daysAgo(1),
  };

  it.each(steps)('step %s', (_name, removed, kind, label, colour, step) => {
    const tag = tagBanner(testCar({ ...everything, ...removed }), config, allOn, NOW);
    expect(tag).toEqual({ kind, label, colour, step, imageBadge: kind === 'certified' });
  });
});

describe('tagBanner step conditions', () => {
  it.each<[string, Partial<CardCar>, TagOptions, string, string]>([
    ['Electric fuel', { fuel: 'Electric' }, allOn, 'electric', 'Electric'],
    ['Plug-in Hybrid fuel', { fuel: 'Plug-in Hybrid' }, allOn, 'hybrid', 'Hybrid'],
    ['electric tag not enabled: falls through', { fuel: 'Electric', reserved: true }, {}, 'reserved', 'Reserved'],
    ['electric tag not enabled, nothing else', { fuel: 'Electric' }, {}, 'none', ''],
    ['petrol car with the option on', { fuel: 'Petrol' }, allOn, 'none', ''],
    ['certified used of the brand (case-insensitive)', { certified: true }, { certifiedBadgeMake: 'mazda' }, 'certified', 'Certified'],
    ['certified of another brand', { certified: true, make: 'Toyota' }, allOn, 'none', ''],
    ['certified but new', { certified: true, car_type: 'new' }, allOn, 'none', ''],
    ['certified but demo', { certified: true, car_type: 'demo' }, allOn, 'none', ''],
    ['certified with no badge brand configured', { certified: true }, {}, 'none', ''],
    ['not certified', { certified: false }, allOn, 'none', ''],
    ['custom tag', { tag: 'Low Kms' }, allOn, 'custom', 'Low Kms'],
    ['custom tag JUST SOLD is shown as stored', { tag: 'JUST SOLD' }, allOn, 'custom', 'JUST SOLD'],
    ['custom tag "null" is empty', { tag: 'null' }, allOn, 'none', ''],
    ['custom tag blank is empty', { tag: '   ' }, allOn, 'none', ''],
    ['coming soon', { status: 'coming_soon' }, {}, 'coming-soon', 'Coming soon'],
    ['sold is not coming soon', { status: 'sold' }, {}, 'none', ''],
  ])('%s', (_name, overrides, options, kind, label) => {
    expect(tagBanner(testCar(overrides), config, options, NOW)).toMatchObject({ kind, label });
  });

  it.each<[string, TagOptions, string, string]>([
    ['runout tag red by default', {}, 'Runout Sale', 'error'],
    ['runout tag green for the tenant', { greenRunoutTag: true }, 'Runout Sale', 'success'],
    ['runout matched in any case', { greenRunoutTag: true }, 'RUNOUT', 'success'],
    ['other custom tags stay red', { greenRunoutTag: true }, 'Test Drive Only', 'error'],
  ])('%s', (_name, options, customTag, colour) => {
    expect(tagBanner(testCar({ tag: customTag }), config, options, NOW).colour).toBe(colour);
  });

  it('shows nothing with the tags feature off', () => {
    const off = mergeSiteConfig({ features: { tags: false } });
    expect(tagBanner(testCar({ ...{ reserved: true, tag: 'Runout Sale' } }), off, allOn, NOW).kind).toBe('none');
  });

  it('uses the configured new-arrival text', () => {
    const kiwi = mergeSiteConfig({ settings: { newArrivalText: 'Fresh in the yard' } });
    expect(tagBanner(testCar({ created_at: daysAgo(2) }), kiwi, {}, NOW).label).toBe('Fresh in the yard');
  });
});

describe('isNewArrival (spec §9: window 8 days)', () => {
  it.each([
    ['just created', 0, true],
    ['7 days', 7 * DAY, true],
    ['8 days less 1 ms', 8 * DAY - 1, true],
    ['exactly 8 days', 8 * DAY, false],
    ['8 days and 1 ms', 8 * DAY + 1, false],
    ['9 days', 9 * DAY, false],
    ['1 hour in the future', -3_600_000, true],
  ])('%s -> %s', (_name, age, expected) => {
    expect(isNewArrival(new Date(NOW.getTime() - age).toISOString(), NOW)).toBe(expected);
  });

  it('is false for an invalid date', () => {
    expect(isNewArrival('not a date', NOW)).toBe(false);
  });
});

describe('electrifiedKind', () => {
  it.each([
    ['Electric', 'electric'],
    ['Hybrid', 'hybrid'],
    ['Petrol/Electric Hybrid', 'hybrid'],
    ['Diesel', null],
    [null, null],
    ['null', null],
  ])('%s -> %s', (fuel, expected) => {
    expect(electrifiedKind(fuel)).toBe(expected);
  });
});

describe('soldTag and cardTag (spec §2: non-stock cars show a sold tag; §4: Just Sold)', () => {
  it.each<[Partial<CardCar>, string | null]>([
    [{ status: 'sold', just_sold: true }, 'JUST SOLD'],
    [{ status: 'sold', just_sold: false }, 'SOLD'],
    [{ status: 'in_stock' }, null],
    [{ status: 'coming_soon' }, null],
  ])('%j -> %s', (overrides, label) => {
    expect(soldTag(testCar(overrides))?.label ?? null).toBe(label);
  });

  it('the sold tag wins over the banner', () => {
    expect(cardTag(testCar({ status: 'sold', just_sold: true, reserved: true }), config, allOn, NOW)).toMatchObject({
      kind: 'just-sold',
      label: 'JUST SOLD',
      colour: 'error',
    });
  });

  it('the sold tag shows even with the tags feature off', () => {
    const off = mergeSiteConfig({ features: { tags: false } });
    expect(cardTag(testCar({ status: 'sold', just_sold: true }), off, {}, NOW).label).toBe('JUST SOLD');
  });

  it('an in-stock car gets the banner', () => {
    expect(cardTag(testCar({ reserved: true }), config, {}, NOW).label).toBe('Reserved');
  });
});
