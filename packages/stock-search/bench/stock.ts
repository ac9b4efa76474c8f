/**
 * A deterministic stock of 50,000 cars over 20 tenants for the search benchmark: CMS-shaped cars
 * (makes and models, new/used/demo, sold within and outside the listing window, prices, km,
 * features, dealerships per tenant) turned into IndexedCar by the production mapping.
 */
import { toIndexedCar, type Car, type IndexedCar } from '../src/index';
// One PRNG for deterministic fake data, shared with the seed.
import { Rng } from '@dealer/domain/random';

/** The time the stock is generated at and every benchmark query is judged at. */
export const NOW = new Date('2025-06-15T02:00:00.000Z');
const DAY = 86_400_000;

export interface ModelSpec {
  make: string;
  model: string;
  body: string;
  seats: number;
  /** New price of the base badge. */
  price: number;
  fuels: string[];
  drives: string[];
  badges: string[];
  /** First and last model year sold. */
  years: [number, number];
}

const m = (
  make: string,
  model: string,
  body: string,
  seats: number,
  price: number,
  fuels: string[],
  drives: string[],
  badges: string[],
  years: [number, number] = [2006, 2025],
): ModelSpec => ({ make, model, body, seats, price, fuels, drives, badges, years });

const P = ['Petrol'];
const D = ['Diesel'];
const PH = ['Petrol', 'Hybrid'];
const PD = ['Petrol', 'Diesel'];
const E = ['Electric'];
const FWD = ['FWD'];
const AWD = ['AWD'];
const X4 = ['4x4'];
const UTE = ['4x4', '4x4', 'RWD'];

export const CATALOGUE: readonly ModelSpec[] = [
  m('Toyota', 'HiLux', 'Ute', 5, 52_000, D, UTE, ['Workmate', 'SR', 'SR5', 'Rogue', 'GR Sport']),
  m('Toyota', 'Corolla', 'Hatchback', 5, 31_000, PH, FWD, ['Ascent Sport', 'SX', 'ZR']),
  m('Toyota', 'Camry', 'Sedan', 5, 38_000, PH, FWD, ['Ascent', 'SL', 'SX']),
  m('Toyota', 'RAV4', 'SUV', 5, 41_000, PH, ['FWD', 'AWD'], ['GX', 'GXL', 'Cruiser', 'Edge']),
  m('Toyota', 'Kluger', 'SUV', 7, 56_000, PH, AWD, ['GX', 'GXL', 'Grande']),
  m('Toyota', 'Prado', 'SUV', 7, 68_000, D, X4, ['GX', 'GXL', 'VX', 'Kakadu']),
  m('Toyota', 'LandCruiser', 'SUV', 7, 95_000, D, X4, ['GX', 'GXL', 'VX', 'Sahara']),
  m('Toyota', 'Yaris Cross', 'SUV', 5, 30_000, PH, FWD, ['GX', 'GXL', 'Urban'], [2020, 2025]),
  m('Mazda', 'CX-3', 'SUV', 5, 29_000, P, FWD, ['Neo Sport', 'Maxx Sport', 'Akari']),
  m('Mazda', 'CX-5', 'SUV', 5, 38_000, P, ['FWD', 'AWD'], ['Maxx', 'Maxx Sport', 'Touring', 'GT', 'Akera']),
  m('Mazda', 'CX-9', 'SUV', 7, 50_000, P, AWD, ['Sport', 'Touring', 'GT', 'Azami'], [2008, 2023]),
  m('Mazda', 'CX-60', 'SUV', 5, 60_000, ['Petrol', 'Diesel', 'Hybrid'], AWD, ['Evolve', 'GT', 'Azami'], [2022, 2025]),
  m('Mazda', 'Mazda3', 'Hatchback', 5, 32_000, P, FWD, ['G20 Pure', 'G20 Evolve', 'G25 GT', 'G25 Astina']),
  m('Mazda', 'BT-50', 'Ute', 5, 50_000, D, UTE, ['XS', 'XT', 'XTR', 'GT', 'Thunder']),
  m('Mazda', 'MX-5', 'Convertible', 2, 42_000, P, ['RWD'], ['Roadster', 'RF GT']),
  m('Ford', 'Ranger', 'Ute', 5, 55_000, D, UTE, ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor']),
  m('Ford', 'Everest', 'SUV', 7, 60_000, D, X4, ['Ambiente', 'Trend', 'Sport', 'Platinum']),
  m('Ford', 'Mustang', 'Coupe', 4, 65_000, P, ['RWD'], ['EcoBoost', 'GT', 'Mach 1'], [2015, 2025]),
  m('Ford', 'Puma', 'SUV', 5, 31_000, P, FWD, ['Puma', 'ST-Line', 'ST-Line V'], [2019, 2025]),
  m('Ford', 'Escape', 'SUV', 5, 40_000, PH, ['FWD', 'AWD'], ['Escape', 'ST-Line', 'Vignale']),
  m('Hyundai', 'i30', 'Hatchback', 5, 27_000, P, FWD, ['Active', 'Elite', 'N Line', 'N']),
  m('Hyundai', 'Tucson', 'SUV', 5, 38_000, PD, ['FWD', 'AWD'], ['Tucson', 'Elite', 'Highlander']),
  m('Hyundai', 'Santa Fe', 'SUV', 7, 52_000, PD, AWD, ['Active', 'Elite', 'Highlander']),
  m('Hyundai', 'Kona', 'SUV', 5, 32_000, ['Petrol', 'Hybrid', 'Electric'], FWD, ['Kona', 'Elite', 'Premium'], [2017, 2025]),
  m('Kia', 'Cerato', 'Hatchback', 5, 27_000, P, FWD, ['S', 'Sport', 'Sport+', 'GT']),
  m('Kia', 'Sportage', 'SUV', 5, 36_000, PD, ['FWD', 'AWD'], ['S', 'SX', 'SX+', 'GT-Line']),
  m('Kia', 'Sorento', 'SUV', 7, 50_000, ['Petrol', 'Diesel', 'Hybrid'], AWD, ['S', 'Sport', 'GT-Line']),
  m('Kia', 'Carnival', 'People Mover', 7, 52_000, PD, FWD, ['S', 'SI', 'SLi', 'Platinum']),
  m('Mitsubishi', 'Triton', 'Ute', 5, 45_000, D, UTE, ['GLX', 'GLX+', 'GLS', 'GSR']),
  m('Mitsubishi', 'Outlander', 'SUV', 7, 42_000, ['Petrol', 'Hybrid'], ['FWD', 'AWD'], ['ES', 'LS', 'Aspire', 'Exceed']),
  m('Mitsubishi', 'ASX', 'SUV', 5, 28_000, P, FWD, ['MR', 'LS', 'Exceed']),
  m('Mitsubishi', 'Pajero Sport', 'SUV', 7, 52_000, D, X4, ['GLX', 'GLS', 'Exceed'], [2015, 2025]),
  m('Nissan', 'Navara', 'Ute', 5, 48_000, D, UTE, ['SL', 'ST', 'ST-X', 'PRO-4X']),
  m('Nissan', 'X-Trail', 'SUV', 7, 42_000, ['Petrol', 'Hybrid'], ['FWD', 'AWD'], ['ST', 'ST-L', 'Ti', 'Ti-L']),
  m('Nissan', 'Qashqai', 'SUV', 5, 35_000, P, FWD, ['ST', 'ST+', 'Ti']),
  m('Nissan', 'Patrol', 'SUV', 7, 85_000, P, X4, ['Ti', 'Ti-L', 'Warrior']),
  m('Subaru', 'Forester', 'SUV', 5, 40_000, PH, AWD, ['2.5i', '2.5i-L', '2.5i Premium', '2.5i-S']),
  m('Subaru', 'Outback', 'Wagon', 5, 46_000, P, AWD, ['AWD', 'AWD Sport', 'AWD Touring']),
  m('Subaru', 'XV', 'SUV', 5, 32_000, PH, AWD, ['2.0i', '2.0i-L', '2.0i Premium'], [2012, 2023]),
  m('Subaru', 'WRX', 'Sedan', 5, 52_000, P, AWD, ['WRX', 'RS', 'tS', 'STI']),
  m('Volkswagen', 'Golf', 'Hatchback', 5, 36_000, P, FWD, ['110TSI Life', 'R-Line', 'GTI', 'R']),
  m('Volkswagen', 'Tiguan', 'SUV', 5, 45_000, PD, ['FWD', 'AWD'], ['110TSI Life', '162TSI Elegance', 'R-Line']),
  m('Volkswagen', 'Amarok', 'Ute', 5, 60_000, D, X4, ['Core', 'Life', 'Style', 'PanAmericana', 'Aventura']),
  m('Volkswagen', 'Polo', 'Hatchback', 5, 26_000, P, FWD, ['Life', 'Style', 'GTI']),
  m('Isuzu', 'D-Max', 'Ute', 5, 48_000, D, UTE, ['SX', 'LS-M', 'LS-U', 'X-Terrain']),
  m('Isuzu', 'MU-X', 'SUV', 7, 52_000, D, X4, ['LS-M', 'LS-U', 'LS-T'], [2013, 2025]),
  m('Honda', 'Civic', 'Hatchback', 5, 38_000, PH, FWD, ['VTi', 'VTi-LX', 'Type R']),
  m('Honda', 'CR-V', 'SUV', 7, 42_000, P, ['FWD', 'AWD'], ['Vi', 'VTi', 'VTi L7', 'VTi LX']),
  m('Honda', 'HR-V', 'SUV', 5, 34_000, PH, FWD, ['Vi X', 'e:HEV L']),
  m('Honda', 'Jazz', 'Hatchback', 5, 22_000, P, FWD, ['VTi', 'VTi-S'], [2006, 2021]),
  m('MG', 'MG3', 'Hatchback', 5, 19_000, PH, FWD, ['Core', 'Excite', 'Essence'], [2013, 2025]),
  m('MG', 'ZS', 'SUV', 5, 25_000, ['Petrol', 'Electric'], FWD, ['Vibe', 'Excite', 'Essence'], [2017, 2025]),
  m('MG', 'HS', 'SUV', 5, 34_000, PH, FWD, ['Vibe', 'Excite', 'Essence'], [2019, 2025]),
  m('Tesla', 'Model 3', 'Sedan', 5, 58_000, E, ['RWD', 'AWD'], ['Rear-Wheel Drive', 'Long Range', 'Performance'], [2019, 2025]),
  m('Tesla', 'Model Y', 'SUV', 5, 62_000, E, ['RWD', 'AWD'], ['Rear-Wheel Drive', 'Long Range', 'Performance'], [2022, 2025]),
  m('BMW', '3 Series', 'Sedan', 5, 75_000, PH, ['RWD'], ['320i', '330i M Sport', 'M340i']),
  m('BMW', 'X3', 'SUV', 5, 85_000, PD, AWD, ['xDrive20d', 'xDrive30i', 'M40i']),
  m('BMW', 'X5', 'SUV', 7, 120_000, PD, AWD, ['xDrive30d', 'xDrive40i', 'M50i']),
  m('Mercedes-Benz', 'C-Class', 'Sedan', 5, 80_000, P, ['RWD'], ['C200', 'C300', 'C43 AMG']),
  m('Mercedes-Benz', 'GLC', 'SUV', 5, 90_000, PD, AWD, ['GLC200', 'GLC300', 'GLC43 AMG']),
  m('Audi', 'A3', 'Hatchback', 5, 50_000, P, FWD, ['35 TFSI', '40 TFSI quattro', 'S3']),
  m('Audi', 'Q5', 'SUV', 5, 80_000, PD, AWD, ['40 TDI', '45 TFSI', 'SQ5']),
  m('Holden', 'Commodore', 'Sedan', 5, 40_000, P, ['RWD', 'FWD'], ['Evoke', 'SV6', 'Calais', 'SS', 'SS-V Redline'], [2006, 2020]),
  m('Holden', 'Colorado', 'Ute', 5, 45_000, D, UTE, ['LS', 'LTZ', 'Z71'], [2012, 2020]),
  m('Suzuki', 'Swift', 'Hatchback', 5, 22_000, P, FWD, ['GL', 'GLX', 'Sport']),
  m('Suzuki', 'Jimny', 'SUV', 4, 32_000, P, X4, ['Jimny', 'XL'], [2018, 2025]),
  m('Suzuki', 'Vitara', 'SUV', 5, 30_000, P, ['FWD', 'AWD'], ['Vitara', 'Turbo', 'Turbo ALLGRIP']),
];

export const MAKES: readonly string[] = [...new Set(CATALOGUE.map((s) => s.make))];
export const BODIES: readonly string[] = [...new Set(CATALOGUE.map((s) => s.body))];
export const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric'] as const;

/** Used-car make mix (Australian market shares, roughly). */
const USED_MAKE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['Toyota', 20],
  ['Mazda', 10],
  ['Ford', 9],
  ['Hyundai', 8],
  ['Kia', 6],
  ['Mitsubishi', 7],
  ['Nissan', 6],
  ['Holden', 6],
  ['Subaru', 5],
  ['Volkswagen', 5],
  ['Isuzu', 3],
  ['Honda', 4],
  ['MG', 3],
  ['Suzuki', 3],
  ['BMW', 3],
  ['Mercedes-Benz', 3],
  ['Audi', 2],
  ['Tesla', 1],
];
/** Franchises a dealership may hold (new and demo cars come from its franchise), popular makes more often. */
const FRANCHISE_WEIGHTS = USED_MAKE_WEIGHTS.filter(([make]) => make !== 'Holden');

const COLOURS: readonly (readonly [string, number])[] = [
  ['White', 28],
  ['Silver', 12],
  ['Grey', 16],
  ['Black', 12],
  ['Blue', 10],
  ['Red', 8],
  ['Green', 3],
  ['Orange', 2],
  ['Bronze', 3],
  ['Brown', 2],
  ['Yellow', 1],
];

export const FEATURES = [
  'Bluetooth',
  'Reversing Camera',
  'Apple CarPlay',
  'Android Auto',
  'Sat Nav',
  'Cruise Control',
  'Adaptive Cruise Control',
  'Lane Keep Assist',
  'Blind Spot Monitor',
  'Heated Seats',
  'Leather Seats',
  'Sunroof',
  'Tow Bar',
  'Alloy Wheels',
  'Keyless Entry',
  'Push Button Start',
  'Parking Sensors',
  '360 Camera',
  'Roof Racks',
  'Bull Bar',
  'Tonneau Cover',
  'Wireless Charging',
  'Head-Up Display',
  'Dual-Zone Climate',
  'Power Tailgate',
] as const;

const TAGS = ['Runout', 'Clearance', 'Just Arrived', 'Low km', 'One Owner'];

const STATES: Record<string, { cities: string[]; suburbs: string[] }> = {
  QLD: {
    cities: ['Brisbane', 'Gold Coast', 'Sunshine Coast', 'Toowoomba', 'Townsville'],
    suburbs: ['Southport', 'Springwood', 'Maroochydore', 'Aspley', 'Capalaba', 'Garbutt'],
  },
  NSW: {
    cities: ['Sydney', 'Newcastle', 'Wollongong', 'Gosford'],
    suburbs: ['Parramatta', 'Liverpool', 'Artarmon', 'Cardiff', 'Fairy Meadow', 'West Gosford'],
  },
  VIC: {
    cities: ['Melbourne', 'Geelong', 'Ballarat', 'Bendigo'],
    suburbs: ['Ringwood', 'Essendon', 'Dandenong', 'Geelong West', 'Wendouree'],
  },
  WA: { cities: ['Perth', 'Bunbury'], suburbs: ['Osborne Park', 'Cannington', 'Midland', 'Bunbury'] },
  SA: { cities: ['Adelaide'], suburbs: ['Hindmarsh', 'Modbury', 'Reynella'] },
  TAS: { cities: ['Hobart', 'Launceston'], suburbs: ['Glenorchy', 'Launceston'] },
  ACT: { cities: ['Canberra'], suburbs: ['Phillip', 'Fyshwick'] },
};
const STATE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['NSW', 6],
  ['VIC', 5],
  ['QLD', 5],
  ['WA', 2],
  ['SA', 1],
  ['TAS', 1],
  ['ACT', 1],
];

const TENANT_NAMES = [
  'Coastline',
  'Summit',
  'Harbour',
  'Riverside',
  'Northpoint',
  'Bayview',
  'Eastside',
  'Hillcrest',
  'Westgate',
  'Southern Cross',
  'Redgum',
  'Ironbark',
  'Lakeside',
  'Parkway',
  'Sunrise',
  'Bluewater',
  'Highway',
  'Valley',
  'Capital',
  'Gateway',
];

export interface DealershipSpec {
  id: string;
  slug: string;
  name: string;
  franchise: string;
  location: string;
  city: string;
  state: string;
}

export interface TenantSpec {
  slug: string;
  prefix: string;
  size: number;
  soldListingDays: number;
  baseRefinements?: Record<string, string[]>;
  dealerships: DealershipSpec[];
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** 20 dealer groups of uneven size (the biggest about seven times the smallest) summing to `total`. */
function tenantSpecs(rng: Rng, total: number): TenantSpec[] {
  const weights = TENANT_NAMES.map(() => 0.4 + 2.6 * rng.next() ** 2);
  const sum = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => Math.round((w / sum) * total));
  sizes[0] = (sizes[0] ?? 0) + total - sizes.reduce((a, b) => a + b, 0);
  return TENANT_NAMES.map((name, t): TenantSpec => {
    const slug = slugify(name);
    const home = rng.weighted(STATE_WEIGHTS);
    const franchises: string[] = [];
    for (let wanted = rng.int(1, 4); franchises.length < wanted; ) {
      const make = rng.weighted(FRANCHISE_WEIGHTS);
      if (!franchises.includes(make)) franchises.push(make);
    }
    const dealerships = franchises.map((franchise, d): DealershipSpec => {
      // Some groups have a yard in a second state.
      const state = d > 0 && rng.chance(0.2) ? rng.weighted(STATE_WEIGHTS) : home;
      const place = STATES[state];
      if (!place) throw new Error(`bench: no state ${state}`);
      const dealerName = `${name} ${franchise}`;
      return {
        id: `${slug}-d${d + 1}`,
        slug: slugify(dealerName),
        name: dealerName,
        franchise,
        location: rng.pick(place.suburbs),
        city: rng.pick(place.cities),
        state,
      };
    });
    return {
      slug,
      // Stock numbers like S0710123: no word of the catalogue starts like one.
      prefix: `S${String(t + 1).padStart(2, '0')}`,
      size: sizes[t] ?? 0,
      soldListingDays: t % 5 === 4 ? 7 : 3,
      // Two tenants list only part of their stock on the website (spec: base search filters).
      baseRefinements: t === 6 ? { car_type: ['used', 'demo'] } : t === 13 ? { status: ['in_stock', 'sold'] } : undefined,
      dealerships,
    };
  });
}

const modelsOf = (make: string) => CATALOGUE.filter((s) => s.make === make);

const COMMENTS = [
  'One owner with full service history.',
  'Finance available on approved credit, trade-ins welcome.',
  'Immaculate condition inside and out.',
  'Comes with the balance of the factory warranty.',
  'Log books and two keys.',
  'Independently inspected and roadworthy certified.',
  'Drives like new, book your test drive today.',
  'Fresh service and new tyres.',
  'Low kilometres for the year.',
  'Perfect family car with plenty of room.',
];

function trans(rng: Rng, transmission: string): string {
  if (transmission === 'Manual') return rng.pick(['5 SP MANUAL', '6 SP MANUAL']);
  return rng.pick(['6 SP AUTOMATIC', '8 SP AUTOMATIC', 'CONTINUOUS VARIABLE', '7 SP AUTO DUAL CLUTCH', '10 SP AUTOMATIC']);
}

const round = (value: number, step: number) => Math.round(value / step) * step;

/** One CMS car of a tenant, every value drawn from the generator. */
function makeCar(rng: Rng, tenant: TenantSpec, i: number): { car: Car; dealership: DealershipSpec; spec: ModelSpec } {
  const dealership = rng.pick(tenant.dealerships);
  const carType = rng.weighted([
    ['new', 35],
    ['demo', 10],
    ['used', 55],
  ] as const);
  const spec = carType === 'used' ? rng.pick(modelsOf(rng.weighted(USED_MAKE_WEIGHTS))) : rng.pick(modelsOf(dealership.franchise));
  const badgeIndex = rng.int(0, spec.badges.length - 1);
  const badge = spec.badges[badgeIndex] ?? null;
  const [firstYear, lastYear] = spec.years;
  const year =
    carType === 'new'
      ? rng.chance(0.85)
        ? 2025
        : 2024
      : carType === 'demo'
        ? rng.pick([2024, 2025])
        : Math.max(firstYear, Math.min(lastYear, 2024 - Math.floor(rng.next() ** 1.6 * 19)));
  const age = Math.max(0, 2025 - year);
  const km =
    carType === 'new'
      ? rng.int(5, 60)
      : carType === 'demo'
        ? rng.int(500, 12_000)
        : Math.min(380_000, Math.max(3_000, age * rng.int(8_000, 20_000) + rng.int(-5_000, 5_000)));

  const newPrice = spec.price * (1 + badgeIndex * 0.12);
  let price =
    carType === 'new'
      ? newPrice
      : carType === 'demo'
        ? newPrice * 0.9
        : newPrice * 0.9 ** age * Math.max(0.6, 1 - km / 800_000) * (0.9 + rng.next() * 0.2);
  price = Math.max(5_000, Math.min(150_000, round(price, 500) - 10));
  const noPrice = rng.chance(0.01);

  const status = rng.weighted([
    ['in_stock', 84],
    ['coming_soon', 5],
    ['sold', 11],
  ] as const);
  // Sold over the last six weeks: a few inside the tenant's Just Sold window, most outside it.
  const soldAt = status === 'sold' ? new Date(NOW.getTime() - rng.next() * 42 * DAY) : null;
  const createdAt = new Date((soldAt ?? NOW).getTime() - (0.2 + rng.next() ** 2 * 180) * DAY);

  const transmission = spec.body === 'Ute' && rng.chance(0.25) ? 'Manual' : rng.chance(0.06) ? 'Manual' : 'Automatic';
  const fuel = rng.pick(spec.fuels);
  const drive = rng.pick(spec.drives);
  const colour = rng.weighted(COLOURS);
  const stocknum = `${tenant.prefix}${String(10_000 + i)}`;
  const id = `${tenant.slug}-${String(i).padStart(5, '0')}`;
  const name = [year, spec.make, spec.model, badge].filter(Boolean).join(' ');
  const photos = status === 'coming_soon' ? rng.int(0, 3) : rng.int(6, 32);
  const images = Array.from({ length: photos }, (_, k) => ({ image: `/media/${tenant.slug}/${stocknum}-${k + 1}.jpg` }));
  const features = rng.sample(FEATURES, rng.int(carType === 'used' && age > 8 ? 2 : 5, 14)).map((item) => ({ item }));
  const weekly = rng.chance(0.6) ? Math.round(price / 260 + rng.int(-15, 15)) : null;

  const car: Car & Record<string, unknown> = {
    id,
    name,
    slug: slugify(`${name} ${stocknum}`),
    year,
    make: spec.make,
    model: spec.model,
    badge,
    series: rng.chance(0.4) ? rng.pick(['MY24', 'MY23', 'Series II', 'Facelift']) : null,
    car_type: carType,
    status,
    item_type: 'car',
    price: noPrice ? null : price,
    before_price: !noPrice && rng.chance(0.15) ? price + rng.int(1, 6) * 1000 : null,
    offer_price: !noPrice && rng.chance(0.05) ? price - rng.int(1, 3) * 500 : null,
    subscription_price: carType !== 'used' && rng.chance(0.2) ? round(price / 90, 1) : null,
    price_type: carType === 'new' ? 'DAP' : carType === 'demo' ? 'Drive Away' : 'EGC',
    preorder: status === 'coming_soon' && carType === 'new' && rng.chance(0.3),
    km,
    colour,
    simple_transmission: transmission,
    trans: trans(rng, transmission),
    simple_fuel: fuel,
    fuel:
      fuel === 'Diesel' ? 'Diesel Turbo' : fuel === 'Hybrid' ? 'Petrol - Electric' : fuel === 'Electric' ? 'Electric' : 'Unleaded Petrol',
    drive,
    simple_body: spec.body,
    seats: spec.seats,
    reserved: rng.chance(0.03),
    certified: carType === 'used' && rng.chance(0.3),
    tag: rng.chance(0.12) ? rng.pick(TAGS) : null,
    sold_date_timestamp: soldAt?.toISOString() ?? null,
    show_on_dealer_website: !rng.chance(0.03),
    stocknum,
    primary_image_url: images[0]?.image ?? null,
    images,
    features,
    finance_lenders: weekly ? { plenti: { paymentWeek: weekly }, latitude: { paymentWeek: weekly + rng.int(0, 20) } } : null,
    createdAt: createdAt.toISOString(),
    // The rest of the CMS document the car page reads.
    updatedAt: new Date(createdAt.getTime() + rng.next() * 5 * DAY).toISOString(),
    vin: `JT${stocknum}${rng.int(100_000, 999_999)}`,
    rego:
      carType === 'new'
        ? null
        : `${rng.int(100, 999)}${String.fromCharCode(65 + rng.int(0, 25), 65 + rng.int(0, 25), 65 + rng.int(0, 25))}`,
    dealercomments: rng.sample(COMMENTS, rng.int(2, 5)).join(' '),
    variant: { cylinders: spec.fuels.includes('Electric') ? 0 : rng.pick([3, 4, 4, 6, 8]), doors: spec.body === 'Coupe' ? 2 : 4 },
    dealership: dealership.id,
  };
  return { car, dealership, spec };
}

export interface Stock {
  cars: IndexedCar[];
  tenants: TenantSpec[];
}

/** The benchmark's stock: `total` IndexedCar over 20 tenants, the same for a given seed. */
export function generateStock(seed: number, total: number): Stock {
  const rng = new Rng(seed);
  const tenants = tenantSpecs(rng, total);
  const cars: IndexedCar[] = [];
  for (const tenant of tenants) {
    for (let i = 0; i < tenant.size; i++) {
      const { car, dealership, spec } = makeCar(rng, tenant, i);
      cars.push(
        toIndexedCar({
          car,
          tenant: tenant.slug,
          dealership: { id: dealership.id, slug: dealership.slug, name: dealership.name },
          location: { name: dealership.location, address: { city: dealership.city, state: dealership.state } },
          model: { manufacturerName: spec.make, name: spec.model, body: [spec.body] },
          now: NOW,
        }),
      );
    }
  }
  return { cars, tenants };
}

/** The reference availability rule (spec §4), to size deep pages: listed when available or just sold. */
export function isListed(car: IndexedCar, tenant: TenantSpec, now: Date = NOW): boolean {
  if (!car.show_on_dealer_website) return false;
  for (const [attribute, values] of Object.entries(tenant.baseRefinements ?? {}))
    if (!values.includes(String((car as unknown as Record<string, unknown>)[attribute]))) return false;
  if (car.status === 'in_stock' || car.status === 'coming_soon') return true;
  if (car.status !== 'sold' || !car.sold_date_timestamp) return false;
  return Date.parse(car.sold_date_timestamp) >= now.getTime() - tenant.soldListingDays * DAY;
}
