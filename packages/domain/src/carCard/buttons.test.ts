import { mergeSiteConfig, type ConfigLayer } from '../config/siteConfig';
import {
  CAR_BUTTON_LABELS,
  DEFAULT_BUTTON_SET,
  buttonSetFor,
  carButtons,
  carFormAnchor,
  financeHref,
  isReservable,
  slugSegment,
} from './buttons';
import type { CardCar } from './cardCar';
import { tenantButtonIds } from '../routing/routeAvailability';
import { testCar } from './testCar';

const everyFlag: ConfigLayer = { features: { testDrive: true, finance: true, reserve: true, tradeIn: true, buyOnline: false } };
const config = mergeSiteConfig(everyFlag);
const ALL = Object.keys(CAR_BUTTON_LABELS);
// As the site does: the set less what the tenant's route table lacks (server), then each car's state.
const ids = (car: CardCar, set: readonly string[] = ALL, layer: ConfigLayer = {}) => {
  const merged = mergeSiteConfig(everyFlag, layer);
  return carButtons(tenantButtonIds(set, { features: merged.features }), car, merged).map((button) => button.id);
};

describe('CAR_BUTTON_LABELS (spec §2; same as the CMS button-sets options)', () => {
  it('labels every button exactly', () => {
    expect(CAR_BUTTON_LABELS).toEqual({
      'view-details': 'View Details',
      'explore-vehicle': 'Explore Vehicle',
      enquire: 'Enquire',
      'quick-enquiry': 'Quick Enquiry',
      enquiry: 'Enquiry',
      'test-drive': 'Book a Test Drive',
      finance: 'Get Finance',
      'reserve-now': 'Reserve Now',
      'reserve-this-car': 'Reserve This Car',
      'find-similar': 'Find Me Something Similar',
      'trade-in': 'Trade-In Valuation',
      'history-report': 'Car History Report',
    });
  });
});

describe('carButtons: which buttons a car gets', () => {
  it.each<[string, Partial<CardCar>, ConfigLayer, string[]]>([
    [
      'in stock, every flag on, history file',
      { file: '/media/history.pdf' },
      {},
      [
        'view-details',
        'explore-vehicle',
        'enquire',
        'quick-enquiry',
        'enquiry',
        'test-drive',
        'finance',
        'reserve-now',
        'reserve-this-car',
        'trade-in',
        'history-report',
      ],
    ],
    [
      'no history file',
      {},
      {},
      [
        'view-details',
        'explore-vehicle',
        'enquire',
        'quick-enquiry',
        'enquiry',
        'test-drive',
        'finance',
        'reserve-now',
        'reserve-this-car',
        'trade-in',
      ],
    ],
    [
      'test drive off',
      {},
      { features: { testDrive: false } },
      ['view-details', 'explore-vehicle', 'enquire', 'quick-enquiry', 'enquiry', 'finance', 'reserve-now', 'reserve-this-car', 'trade-in'],
    ],
    [
      'finance off',
      {},
      { features: { finance: false } },
      [
        'view-details',
        'explore-vehicle',
        'enquire',
        'quick-enquiry',
        'enquiry',
        'test-drive',
        'reserve-now',
        'reserve-this-car',
        'trade-in',
      ],
    ],
    [
      'reserve off',
      {},
      { features: { reserve: false } },
      ['view-details', 'explore-vehicle', 'enquire', 'quick-enquiry', 'enquiry', 'test-drive', 'finance', 'trade-in'],
    ],
    [
      'trade-in off',
      {},
      { features: { tradeIn: false } },
      [
        'view-details',
        'explore-vehicle',
        'enquire',
        'quick-enquiry',
        'enquiry',
        'test-drive',
        'finance',
        'reserve-now',
        'reserve-this-car',
      ],
    ],
    [
      'reserved car: no reserve',
      { reserved: true },
      {},
      ['view-details', 'explore-vehicle', 'enquire', 'quick-enquiry', 'enquiry', 'test-drive', 'finance', 'trade-in'],
    ],
    [
      'coming soon: no test drive or reserve, find similar',
      { status: 'coming_soon' },
      {},
      ['view-details', 'explore-vehicle', 'enquire', 'quick-enquiry', 'enquiry', 'finance', 'find-similar', 'trade-in'],
    ],
    [
      'sold: view and find similar only',
      { status: 'sold', just_sold: true, file: '/media/h.pdf' },
      {},
      ['view-details', 'explore-vehicle', 'find-similar', 'history-report'],
    ],
  ])('%s', (_name, overrides, layer, expected) => {
    expect(ids(testCar(overrides), ALL, layer)).toEqual(expected);
  });

  it.each<[string, number | null, number | null, boolean]>([
    ['price 200 is not over 200', 200, null, false],
    ['price 201', 201, null, true],
    ['price 0', 0, null, false],
    ['price null', null, null, false],
    ['offer 250 over a price of 150', 150, 250, true],
    ['offer 150 under a price of 250', 250, 150, false],
  ])('reserve: %s', (_name, price, offer, shown) => {
    expect(ids(testCar({ price, offer_price: offer }), ['reserve-now']).length).toBe(shown ? 1 : 0);
    expect(isReservable(testCar({ price, offer_price: offer }), true)).toBe(shown);
  });

  it('keeps the set order, drops duplicates and unknown values', () => {
    expect(ids(testCar(), ['finance', 'nonsense', 'view-details', 'finance', 'enquire'])).toEqual(['finance', 'view-details', 'enquire']);
  });

  it.each<[string, string[], Partial<CardCar>, string[]]>([
    [
      'coastline set, in stock',
      ['view-details', 'enquire', 'test-drive', 'reserve-now'],
      {},
      ['view-details', 'enquire', 'test-drive', 'reserve-now'],
    ],
    ['harbour set, in stock', ['explore-vehicle', 'quick-enquiry', 'finance'], {}, ['explore-vehicle', 'quick-enquiry', 'finance']],
    ['kiwi set, in stock: no find similar', ['view-details', 'enquiry', 'find-similar'], {}, ['view-details', 'enquiry']],
    ['kiwi set, sold', ['view-details', 'enquiry', 'find-similar'], { status: 'sold' }, ['view-details', 'find-similar']],
  ])('%s', (_name, set, overrides, expected) => {
    expect(ids(testCar(overrides), set)).toEqual(expected);
  });
});

describe('carButtons: labels and actions', () => {
  const byId = (car: CardCar, layer: ConfigLayer = {}) =>
    Object.fromEntries(
      carButtons(ALL, car, mergeSiteConfig(everyFlag, layer), { financePath: '/apply-for-finance' }).map((b) => [b.id, b]),
    );

  it('links view details, explore and reserve to the car, reserve with the $200 deposit', () => {
    const buttons = byId(testCar());
    expect(buttons['view-details']).toEqual({
      id: 'view-details',
      label: 'View Details',
      amountText: null,
      action: { kind: 'link', href: '/cars/2021-mazda-cx-5-maxx-sport-cl10001' },
    });
    expect(buttons['explore-vehicle']?.action).toEqual({ kind: 'link', href: '/cars/2021-mazda-cx-5-maxx-sport-cl10001' });
    expect(buttons['reserve-now']).toEqual({
      id: 'reserve-now',
      label: 'Reserve Now',
      amountText: '$200',
      action: { kind: 'link', href: '/cars/2021-mazda-cx-5-maxx-sport-cl10001/checkout' },
    });
    expect(buttons['reserve-this-car']?.label).toBe('Reserve This Car');
  });

  it('uses the merged deposit and the buy-online path', () => {
    const buttons = byId(testCar(), { features: { buyOnline: true }, settings: { reserveDeposit: 500 } });
    expect(buttons['reserve-now']?.amountText).toBe('$500');
    expect(buttons['reserve-now']?.action).toEqual({ kind: 'link', href: '/cars/2021-mazda-cx-5-maxx-sport-cl10001/buy-online' });
  });

  it('opens the enquiry and test-drive forms', () => {
    const buttons = byId(testCar());
    expect(buttons.enquire?.action).toEqual({ kind: 'enquire' });
    expect(buttons['quick-enquiry']?.action).toEqual({ kind: 'enquire' });
    expect(buttons.enquiry?.label).toBe('Enquiry');
    expect(buttons['test-drive']).toMatchObject({ label: 'Book a Test Drive', action: { kind: 'test-drive' } });
  });

  it('links Get Finance to the dealership’s finance page unless the caller names one', () => {
    const car = testCar();
    const config = mergeSiteConfig(everyFlag, { settings: { financePath: '/finance-enquiry' } });
    const [finance] = carButtons(['finance'], car, config);
    expect(finance?.action).toEqual({
      kind: 'link',
      href: expect.stringMatching(/^\/finance-enquiry\?preferredDealership=.*#finance-form$/),
    });
    const [named] = carButtons(['finance'], car, config, { financePath: '/apply-for-finance' });
    expect(named?.action).toEqual({ kind: 'link', href: expect.stringMatching(/^\/apply-for-finance\?/) });
  });

  it('links finance, trade-in, history report and find similar', () => {
    const buttons = byId(testCar({ file: '/media/history.pdf', offer_price: 32990 }));
    expect(buttons.finance?.action).toEqual({
      kind: 'link',
      href: '/apply-for-finance?preferredDealership=coastline-mazda&vehiclePriceBudget=32990&car_id=101&car_type=used#finance-form',
    });
    expect(buttons['trade-in']?.action).toEqual({ kind: 'link', href: '/cars/trade-in?car_id=101' });
    expect(buttons['history-report']?.action).toEqual({ kind: 'link', href: '/media/history.pdf' });
    const sold = byId(testCar({ status: 'sold', make: 'Mercedes-Benz', model: 'C 300 e' }));
    expect(sold['find-similar']).toMatchObject({
      label: 'Find Me Something Similar',
      action: { kind: 'link', href: '/search/mercedes-benz/c-300-e' },
    });
  });

  it('financeHref leaves out the budget when there is no price, and defaults to /finance', () => {
    expect(financeHref(testCar({ price: 0 }))).toBe('/finance?preferredDealership=coastline-mazda&car_id=101&car_type=used#finance-form');
  });

  it('slugSegment', () => {
    expect(slugSegment(' Land Rover ')).toBe('land-rover');
    expect(slugSegment('CX-5')).toBe('cx-5');
  });
});

describe('buttonSetFor (CMS button-sets: empty dealerships means every dealership)', () => {
  const groupWide = { dealerships: [], cardButtons: ['view-details', 'enquire'], detailButtons: ['enquire'] };
  const toyota = { dealerships: [7, { id: 9 }], cardButtons: ['explore-vehicle', 'bogus'], detailButtons: ['finance'] };

  it.each<[string, number | string, string[]]>([
    ['a set naming the dealership', 7, ['explore-vehicle']],
    ['a populated relationship', '9', ['explore-vehicle']],
    ['the group-wide set otherwise', 8, ['view-details', 'enquire']],
  ])('%s', (_name, dealership, expected) => {
    expect(buttonSetFor([groupWide, toyota], dealership).cardButtons).toEqual(expected);
  });

  it('falls back to the default set', () => {
    expect(buttonSetFor([toyota], 8)).toBe(DEFAULT_BUTTON_SET);
    expect(buttonSetFor([], 1).cardButtons).toEqual(['view-details', 'enquire', 'test-drive', 'finance', 'reserve-now', 'find-similar']);
  });

  it('treats a null dealership list as group-wide', () => {
    expect(buttonSetFor([{ dealerships: null, cardButtons: ['enquiry'], detailButtons: null }], 3)).toEqual({
      cardButtons: ['enquiry'],
      detailButtons: [],
    });
  });
});

describe('config type', () => {
  it('takes a merged SiteConfig', () => {
    expect(carButtons(['view-details'], testCar(), config)).toHaveLength(1);
  });
});

describe('carFormAnchor: the car page form a button opens', () => {
  it.each([
    ['enquire', { kind: 'enquire' }, '#enquire'],
    ['enquiry', { kind: 'enquire' }, '#enquire'],
    ['quick-enquiry', { kind: 'enquire' }, '#quick-enquiry'],
    ['test-drive', { kind: 'test-drive' }, '#test-drive'],
    ['finance', { kind: 'link', href: '/finance' }, null],
  ] as const)('%s opens %s', (id, action, anchor) => {
    expect(carFormAnchor({ id, action })).toBe(anchor);
  });
});
