/**
 * Stock generator: deterministic cars, motorcycles and caravans per tenant.
 *
 * Generated stock: stock numbers `{dealership prefix}{10001+i}` (CT10001, CM10001, CH10001,
 * HM10001, KC10001, KM10001, LF10001, LC10001, LR10001), each drawn from its own seed
 * (`{tenant}/{dealership}/{i}`), with a realistic spread of states.
 *
 * Fixtures: one car per special state the spec names, stock number `{tenant prefix}-{code}`
 * (tenant prefixes: CL coastline, HM harbour-mazda, KW kiwi-caravans, LS lone-star-motors),
 * e.g. CL-SOLD-1D is coastline's car sold yesterday. `FIXTURE_CODES` below is the list; seed.ts
 * exports the resulting index as `SEED_FIXTURES`. A fixture changes only what its state needs;
 * everything else is an ordinary in-stock car created 30 days ago with 3 images.
 *
 *   INSTOCK in stock            COMING status coming_soon         SOLD-0D sold an hour ago
 *   SOLD-1D sold yesterday      SOLD-10D sold 10 days ago         RESERVED reserved
 *   TAG-RUNOUT 'Runout Sale'    TAG-TESTDRIVE 'Test Drive Only'   TAG-ELECTRIC electric, 'Electric'
 *   HYBRID hybrid fuel          PREORDER preorder, price 0        POA price 0
 *   REDUCED offer < price < was WAS-LOWER before_price < price    SUBSCRIBE subscription_price
 *   NEW-ARRIVAL created 2d ago  OLD-LISTING created 100d ago      FIN-ALL lenders A–G
 *   FIN-NULLRATE interestRate null                                FIN-NOWEEKLY D–F without paymentWeek
 *   MKT-BELOW badge shown       MKT-NOSTATE no state average      MKT-ABOVE price near average (no badge)
 *   PIPE comments exactly '|'   LONGCOMMENT > 400 characters      NOCOMMENT comments null
 *   FEATURES 14 features        ONEIMG 1 image                    SIXIMG 6 images
 *   HISTORY history report file HIDDEN show_on_dealer_website false
 *   NULLSPECS variant specs null or 'null'                        SEVEN 7 seats
 *   CERTIFIED certified used Mazda (harbour-mazda)
 *   CARAVAN / MOTORHOME / MOTO leisure items (kiwi-caravans)
 *   FIN-OFF car of a dealership with finance 'off' (coastline-hyundai)
 *   FIN-HIDDEN car of a dealership with hideFinance (lone-star-ram)
 *
 * Odometer: `km` holds kilometres, except for en-US tenants where it holds miles (the site
 * shows miles for en-US), so lone-star-motors values are generated as mileage.
 */
import type { BodyType } from '@dealer/domain';
import type { Car } from '../../../cms/src/payload-types';
import { slugify } from '../../../cms/src/fields/slug';
import { COMMENT_BODY, COMMENT_CLOSERS, COMMENT_OPENERS, CUSTOM_TAGS, EQUIPMENT, FEATURES } from '../data/carText';
import { MAKES } from '../data/manufacturers';
import { MODELS, type ModelDef } from '../data/models';
import type { DealershipDef, TenantDef, TenantSlug } from '../data/tenants';
import { detailImageFile, vehicleImageFile } from '../images/files';
import { COLOUR_VIEWS, DETAIL_VIEWS, kindOfBody, type ItemKind, type VehicleKind } from '../images/vehicleSvg';
import { Rng } from '@dealer/domain/random';
import { financeLenders, PROVIDERS, type FinanceLenders, type Provider } from './finance';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A car ready to insert, with slugs instead of ids and media file names instead of URLs. */
export type CarDraft = Omit<
  Car,
  'id' | 'tenant' | 'dealership' | 'location' | 'images' | 'primary_image_url' | 'updatedAt' | 'slug' | 'finance_lenders'
> & {
  slug: string;
  /** Listing date: Payload's own timestamp, which the new-arrival window (8 days) reads. */
  createdAt: string;
  dealershipSlug: string;
  locationSlug: string | null;
  /** Media file names, primary first. */
  imageFiles: string[];
  finance_lenders: FinanceLenders | null;
};

const ITEM_OF_MAKE = new Map<string, ItemKind>(MAKES.map((m) => [m.name, m.kind]));
export const itemOfMake = (make: string): ItemKind => ITEM_OF_MAKE.get(make) ?? 'car';

const MODELS_BY_MAKE = new Map<string, ModelDef[]>();
for (const model of MODELS) MODELS_BY_MAKE.set(model.make, [...(MODELS_BY_MAKE.get(model.make) ?? []), model]);
export const modelsOf = (make: string): ModelDef[] => MODELS_BY_MAKE.get(make) ?? [];

/** The illustration of a model (used for cars and for the model's own image). */
export function vehicleKindOf(model: ModelDef): VehicleKind {
  return kindOfBody(model.body[0], itemOfMake(model.make));
}

/** Display names of body types (simple_body, model body styles). */
export const BODY_LABEL: Record<VehicleKind, string> = {
  sedan: 'Sedan',
  hatch: 'Hatch',
  wagon: 'Wagon',
  suv: 'SUV',
  coupe: 'Coupe',
  convertible: 'Convertible',
  peopleMover: 'People Mover',
  van: 'Van',
  ute: 'Ute',
  cabChassis: 'Cab Chassis',
  motorhome: 'Motorhome',
  caravan: 'Caravan',
  motorcycle: 'Motorcycle',
};

const MANUFACTURER_BODY: Record<VehicleKind, string> = {
  sedan: '4D Sedan',
  hatch: '5D Hatchback',
  wagon: '4D Wagon',
  suv: '4D Wagon',
  coupe: '2D Coupe',
  convertible: '2D Convertible',
  peopleMover: '4D Wagon',
  van: '4D Van',
  ute: 'Double Cab Pick Up',
  cabChassis: 'Cab Chassis',
  motorhome: 'Motorhome',
  caravan: 'Caravan',
  motorcycle: 'Motorcycle',
};

const DOORS: Record<VehicleKind, number> = {
  sedan: 4,
  hatch: 5,
  wagon: 5,
  suv: 5,
  coupe: 2,
  convertible: 2,
  peopleMover: 5,
  van: 4,
  ute: 4,
  cabChassis: 2,
  motorhome: 3,
  caravan: 1,
  motorcycle: 0,
};

const WMI: Record<string, string> = {
  Toyota: 'JTM',
  Mazda: 'JM0',
  Hyundai: 'KMH',
  Kia: 'KNA',
  Ford: 'MPB',
  Holden: '6G1',
  Nissan: 'JN1',
  Mitsubishi: 'MMA',
  Subaru: 'JF1',
  Volkswagen: 'WVW',
  Honda: 'JHM',
  BMW: 'WBA',
  'Mercedes-Benz': 'WDD',
  'Mercedes-AMG': 'WDD',
  Audi: 'WAU',
  Tesla: '5YJ',
  Chevrolet: '1GC',
  Ram: '3C6',
  GMC: '1GT',
  Jeep: '1C4',
  Dodge: '2C3',
  Chrysler: '2C4',
  Yamaha: 'JYA',
  Kawasaki: 'JKA',
  'Harley-Davidson': '1HD',
  Ducati: 'ZDM',
  Triumph: 'SMT',
  KTM: 'VBK',
  Jayco: '6U9',
  Lexus: 'JTJ',
};
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

function vin(rng: Rng, make: string): string {
  let value = WMI[make] ?? Array.from({ length: 3 }, () => rng.pick([...VIN_CHARS])).join('');
  while (value.length < 17) value += rng.pick([...VIN_CHARS]);
  return value;
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const letters = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.pick([...LETTERS])).join('');
const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');

function regplate(rng: Rng, tenant: TenantDef): string {
  if (tenant.locale === 'en-US') return `${letters(rng, 3)}${digits(rng, 4)}`;
  if (tenant.locale === 'en-NZ') return `${letters(rng, 3)}${digits(rng, 3)}`;
  if (tenant.state === 'NSW') return `${letters(rng, 2)}${digits(rng, 2)}${letters(rng, 2)}`;
  return `${digits(rng, 3)}${letters(rng, 3)}`;
}

/** Prices end in 990 (new) or 490/990 (used), as dealers price them. */
const dealerPrice = (value: number, step = 1000) => Math.max(step, Math.round(value / step) * step) - 10;

const COLOUR_WEIGHTS: Record<ItemKind, (readonly [string, number])[]> = {
  car: [
    ['White', 30],
    ['Silver', 14],
    ['Grey', 14],
    ['Black', 14],
    ['Blue', 10],
    ['Red', 9],
    ['Bronze', 4],
    ['Green', 5],
  ],
  motorcycle: [
    ['Black', 30],
    ['Red', 20],
    ['Blue', 20],
    ['Grey', 15],
    ['Green', 10],
    ['White', 5],
  ],
  caravan: [
    ['White', 75],
    ['Silver', 15],
    ['Grey', 10],
  ],
};

function comments(rng: Rng, model: string, paragraphs: number): string {
  const parts = [rng.pick(COMMENT_OPENERS), ...rng.sample(COMMENT_BODY, Math.max(0, paragraphs - 2)), rng.pick(COMMENT_CLOSERS)];
  return parts.map((p) => p.replace('{model}', model)).join('|');
}

export interface StockContext {
  tenant: TenantDef;
  now: Date;
}

interface BuildArgs {
  ctx: StockContext;
  dealership: DealershipDef;
  locationSlug: string | null;
  model: ModelDef;
  carType: Car['car_type'];
  stocknum: string;
  rng: Rng;
  /** Exact year; otherwise drawn from the car type and model years. */
  year?: number;
}

/** Model years a car of this type can have, or null if none. */
function yearRange(model: ModelDef, carType: Car['car_type'], currentYear: number): [number, number] | null {
  if (carType !== 'used') {
    if (model.until !== undefined && model.until < currentYear) return null;
    return [Math.max(model.since ?? currentYear, currentYear - 1), currentYear];
  }
  if (model.status === 'coming_soon') return null;
  const from = Math.max(model.since ?? 2010, currentYear - 15);
  const to = Math.min(model.until ?? currentYear - 1, currentYear - 1);
  return from <= to ? [from, to] : null;
}

export function canStock(model: ModelDef, carType: Car['car_type'], currentYear: number): boolean {
  return yearRange(model, carType, currentYear) !== null && (carType === 'used' || model.status !== 'coming_soon');
}

/** An ordinary in-stock vehicle; random stock and fixtures then change its state. */
export function buildCar({ ctx, dealership, locationSlug, model, carType, stocknum, rng, year: fixedYear }: BuildArgs): CarDraft {
  const { tenant, now } = ctx;
  const currentYear = now.getFullYear();
  const item = itemOfMake(model.make);
  const kind = vehicleKindOf(model);
  const range = yearRange(model, carType, currentYear) ?? [currentYear, currentYear];
  const year = fixedYear ?? (carType === 'new' ? range[1] - (rng.chance(0.1) ? 1 : 0) : rng.int(range[0], range[1]));
  const clampedYear = Math.max(range[0], Math.min(range[1], year));
  const age = Math.max(0, currentYear - clampedYear);
  const badgeIndex = rng.int(0, model.badges.length - 1);
  const badge = model.badges[badgeIndex] ?? '';
  const newPrice = model.price * (1 + badgeIndex * 0.12) * tenant.currencyFactor;
  const price =
    carType === 'new'
      ? dealerPrice(newPrice)
      : carType === 'demo'
        ? dealerPrice(newPrice * rng.range(0.88, 0.95, 0.01))
        : // About 15% off in the first year, then 10% (caravans 8%) a year: in line with Australian used prices.
          dealerPrice(
            Math.max(
              newPrice * 0.85 * (item === 'caravan' ? 0.92 : 0.9) ** Math.max(0, age - 1) * rng.range(0.9, 1.1, 0.01),
              item === 'motorcycle' ? 3000 : 5500,
            ),
            500,
          );
  const isUS = tenant.locale === 'en-US';
  const perYear = item === 'motorcycle' ? rng.int(2000, 6000) : kind === 'motorhome' ? rng.int(5000, 10000) : rng.int(8000, 20000);
  const usedKm = Math.max(1500, Math.round((age + rng.range(0.2, 0.9, 0.01)) * perYear * (isUS ? 0.62 : 1)));
  const km =
    item === 'caravan' && kind === 'caravan' ? null : carType === 'new' ? rng.int(5, 50) : carType === 'demo' ? rng.int(800, 9000) : usedKm;
  const colour = rng.weighted(COLOUR_WEIGHTS[item]);
  const electric = model.fuel === 'Electric';
  const manual = item === 'motorcycle' || (carType === 'used' && !electric && item === 'car' && rng.chance(0.08));
  const trans = item === 'caravan' && kind === 'caravan' ? null : manual ? 'Manual' : 'Automatic';
  const engine = model.engine;
  const nullSome = () => rng.chance(0.08);
  const name = `${clampedYear} ${model.make} ${model.name} ${badge}`.trim();
  const van = model.van;
  const simpleFuel = model.fuel === 'Plug-in Hybrid' ? 'Hybrid' : model.fuel;
  const withRego = carType === 'used' || (carType === 'demo' && rng.chance(0.5));
  const imageCount = rng.weighted([
    [1, 12],
    [2, 8],
    [3, 20],
    [4, 25],
    [5, 15],
    [6, 20],
  ] as const);
  const allImages = [
    vehicleImageFile(kind, colour, COLOUR_VIEWS[0]),
    vehicleImageFile(kind, colour, COLOUR_VIEWS[1]),
    ...DETAIL_VIEWS.map((view) => detailImageFile(item, view)),
  ];
  const equipment = rng.sample(EQUIPMENT[item], rng.int(6, 12)).map((text) => ({ item: text }));
  const features = rng.sample(FEATURES[item], rng.int(2, 10)).map((text) => ({ item: text }));
  const paragraphs = carType === 'used' ? rng.int(2, 5) : rng.int(1, 3);
  const createdAt = new Date(now.getTime() - rng.int(9, 120) * DAY - rng.int(0, 23) * HOUR);
  const compliance = `${String(rng.int(1, 12)).padStart(2, '0')}/${clampedYear}`;
  const car: CarDraft = {
    name,
    slug: slugify(`${name}-${stocknum}`),
    dealershipSlug: dealership.slug,
    locationSlug,
    year: clampedYear,
    make: model.make,
    model: model.name,
    badge,
    series: model.series ?? null,
    car_type: carType,
    status: 'in_stock',
    item_type: item,
    price,
    before_price: null,
    offer_price: null,
    subscription_price: null,
    price_type:
      carType === 'used'
        ? rng.weighted([
            ['drive_away', 5],
            ['negotiable', 3],
            ['egc', 2],
          ] as const)
        : 'drive_away',
    preorder: false,
    sold: false,
    sold_date_timestamp: null,
    reserved: false,
    certified: false,
    tag: null,
    show_on_dealer_website: true,
    createdAt: createdAt.toISOString(),
    views: rng.int(0, 600),
    stocknum,
    vin: vin(rng, model.make),
    regplate: withRego ? regplate(rng, tenant) : null,
    rego_expiry: withRego ? new Date(now.getTime() + rng.int(20, 330) * DAY).toISOString() : null,
    compliance_date: compliance,
    build_date: compliance,
    has_nvic: item === 'car' && tenant.locale === 'en-AU' && rng.chance(0.7),
    km,
    simple_body: BODY_LABEL[kind],
    simple_fuel: item === 'caravan' && kind === 'caravan' ? null : simpleFuel,
    simple_transmission: trans,
    trans:
      trans === null
        ? null
        : manual
          ? '6 Speed Manual'
          : electric
            ? '1 Speed Reduction Gear'
            : model.fuel === 'Hybrid'
              ? 'CVT Automatic'
              : `${rng.pick([6, 8, 10])} Speed Automatic`,
    drive: item === 'caravan' && kind === 'caravan' ? null : (model.drive ?? 'FWD'),
    fuel: item === 'caravan' && kind === 'caravan' ? null : model.fuel,
    colour,
    seats: item === 'caravan' && kind === 'caravan' ? null : (model.seats ?? 5),
    doors: DOORS[kind],
    engine_size: engine ? `${engine[1].toFixed(1)}L` : null,
    manufacturer_body: MANUFACTURER_BODY[kind],
    variant: {
      cylinders: engine && !nullSome() ? engine[0] : null,
      enginesize: engine ? Math.round(engine[1] * 1000) : null,
      enginesize_litres: engine ? engine[1] : null,
      induction: engine && !nullSome() ? engine[2] : null,
      geartype: trans,
      fuelconsumptioncombined: engine && item !== 'caravan' && !nullSome() ? rng.range(item === 'motorcycle' ? 3.8 : 4.2, 12.5, 0.1) : null,
      fuelcapacity: engine ? rng.int(item === 'motorcycle' ? 12 : 45, item === 'motorcycle' ? 22 : 90) : null,
      grossvehiclemass: van ? van[3] : item === 'car' && !nullSome() ? rng.int(1600, 3500) : null,
      vehiclelength: van ? Math.round(van[0] * 304.8) : item === 'car' ? rng.int(3900, 5400) : null,
      vehicleheight: item === 'car' ? rng.int(1300, 2000) : null,
      vehiclewidth: van ? Math.round(van[1] * 304.8) : item === 'car' ? rng.int(1700, 2000) : null,
      torque: engine ? engine[3] : electric ? `${rng.int(250, 700)}Nm` : null,
      ancaprating: item === 'car' && age < 8 && !nullSome() ? rng.pick([4, 5, 5, 5]) : null,
    },
    specifications: van
      ? {
          body_length: van[0],
          body_width: van[1],
          tare_weight: van[2],
          axle_type: van[5],
          sleeps: van[4],
          aggregate_trailer_mass: van[3],
        }
      : undefined,
    autograb_data: undefined,
    dealercomments: rng.chance(0.06) ? null : comments(rng, `${model.make} ${model.name}`, paragraphs),
    standardEquipment: equipment,
    features,
    imageFiles: allImages.slice(0, imageCount),
    file: null,
    carsales_title: `${name} ${trans ?? ''}`.trim(),
    private_suburb: null,
    private_postcode: null,
    finance_lenders: null,
    payment_processors: null,
  };
  if (carType === 'used' && rng.chance(0.3)) car.file = `https://reports.example.com/history/${car.vin}.pdf`;
  if (carType === 'used' && item === 'car' && rng.chance(0.7)) {
    const average = Math.round((price + rng.int(-2500, 3500)) / 100) * 100;
    car.autograb_data = {
      average_market_price: average,
      state_average_market_price: rng.chance(0.8) ? Math.round((average + rng.int(-1500, 1500)) / 100) * 100 : null,
    };
  }
  return car;
}

/** Lenders of the dealership's provider plus two others, for tenants that offer finance. */
function addFinance(
  car: CarDraft,
  ctx: StockContext,
  dealership: DealershipDef,
  rng: Rng,
  options?: { all?: boolean; nullRate?: boolean; noWeekly?: boolean },
) {
  const price = car.price ?? 0;
  if (!ctx.tenant.features.finance || price <= 500) {
    car.finance_lenders = null;
    return;
  }
  const own: Provider = dealership.financeProvider ?? 'A';
  const providers: Provider[] = options?.all
    ? [...PROVIDERS]
    : [
        own,
        ...rng.sample(
          PROVIDERS.filter((p) => p !== own),
          2,
        ),
      ];
  car.finance_lenders = financeLenders(providers.sort(), price, ctx.now, { nullRate: options?.nullRate, noWeekly: options?.noWeekly });
}

// ---------------------------------------------------------------------------------------------
// Random stock

function sold(car: CarDraft, soldAt: Date) {
  car.status = 'sold';
  car.sold = true;
  car.sold_date_timestamp = soldAt.toISOString();
  if (new Date(car.createdAt).getTime() > soldAt.getTime()) car.createdAt = new Date(soldAt.getTime() - 12 * DAY).toISOString();
}

function randomStates(car: CarDraft, ctx: StockContext, rng: Rng) {
  const { now, tenant } = ctx;
  // Created any time in the last 120 days: about 7% fall in the 8-day new-arrival window.
  car.createdAt = new Date(now.getTime() - rng.int(0, 119) * DAY - rng.int(0, 23) * HOUR).toISOString();
  const roll = rng.next();
  if (roll < 0.06) sold(car, new Date(now.getTime() - rng.int(1, 25 * 24) * HOUR));
  else if (roll < 0.1) car.status = 'coming_soon';
  else if (roll < 0.12) car.reserved = true;
  const price = car.price ?? 0;
  const priceRoll = rng.next();
  if (priceRoll < 0.08) car.offer_price = dealerPrice(price - rng.int(500, 3000), 500);
  else if (priceRoll < 0.13) car.before_price = dealerPrice(price + rng.int(1000, 4000), 500);
  else if (priceRoll < 0.14) car.price = 0;
  if (tenant.features.subscriptions && (car.price ?? 0) > 0 && rng.chance(0.12))
    car.subscription_price = Math.round((car.price ?? 0) * 0.006);
  if (rng.chance(0.07)) {
    if (car.fuel === 'Electric') car.tag = CUSTOM_TAGS.electric;
    else if (car.fuel === 'Hybrid') car.tag = CUSTOM_TAGS.hybrid;
    else if (car.car_type === 'new') car.tag = CUSTOM_TAGS.runout;
    else if (car.car_type === 'demo') car.tag = CUSTOM_TAGS.testDriveOnly;
    else car.tag = rng.pick([CUSTOM_TAGS.lowKms, CUSTOM_TAGS.oneOwner]);
  }
  // Mazda certified pre-owned: recent used Mazdas at the brand dealer.
  if (tenant.slug === 'harbour-mazda' && car.car_type === 'used' && car.make === 'Mazda' && now.getFullYear() - car.year <= 6)
    car.certified = rng.chance(0.6);
  if (rng.chance(0.02)) car.show_on_dealer_website = false;
}

function pickMake(rng: Rng, dealership: DealershipDef, carType: Car['car_type']): string {
  if (carType === 'used') return rng.weighted(dealership.usedMakes);
  const makes = dealership.newMakes ?? (dealership.make ? [dealership.make] : []);
  return makes.length > 0 ? rng.pick(makes) : rng.weighted(dealership.usedMakes);
}

function stockableModels(make: string, carType: Car['car_type'], year: number): ModelDef[] {
  return modelsOf(make).filter((m) => canStock(m, carType, year));
}

export interface LocationChoice {
  /** Sales locations of each dealership, primary first. */
  salesLocations: Record<string, string[]>;
}

function generateDealershipStock(ctx: StockContext, dealership: DealershipDef, locations: LocationChoice): CarDraft[] {
  const cars: CarDraft[] = [];
  const year = ctx.now.getFullYear();
  const sales = locations.salesLocations[dealership.slug] ?? [];
  for (let i = 0; i < dealership.stock.count; i++) {
    const rng = new Rng(`${ctx.tenant.slug}/${dealership.slug}/${i}`);
    const typeRoll = rng.next();
    let carType: Car['car_type'] =
      typeRoll < dealership.stock.newShare ? 'new' : typeRoll < dealership.stock.newShare + dealership.stock.demoShare ? 'demo' : 'used';
    let models = stockableModels(pickMake(rng, dealership, carType), carType, year);
    if (models.length === 0) {
      carType = 'used';
      models = stockableModels(rng.weighted(dealership.usedMakes), carType, year);
    }
    if (models.length === 0) continue;
    const model = rng.pick(models);
    const car = buildCar({
      ctx,
      dealership,
      locationSlug: sales.length > 0 ? rng.pick(sales) : null,
      model,
      carType,
      stocknum: `${dealership.stockPrefix}${10001 + i}`,
      rng,
    });
    randomStates(car, ctx, rng);
    // Lenders are computed from the final price (the random states may change it).
    addFinance(car, ctx, dealership, rng);
    cars.push(car);
  }
  return cars;
}

// ---------------------------------------------------------------------------------------------
// Fixtures

const CARS_ONLY = ['coastline', 'harbour-mazda', 'lone-star-motors'] as const;

/**
 * Fixture stock numbers (`{tenant prefix}-{code}`) and which tenants have them (default: all).
 * Typed precisely so that tests get a `string`, not `string | undefined`, for every fixture
 * their tenant has (see `FixtureStocknums`).
 */
export const FIXTURE_CODES = {
  inStock: { code: 'INSTOCK' },
  comingSoon: { code: 'COMING' },
  soldToday: { code: 'SOLD-0D' },
  soldYesterday: { code: 'SOLD-1D' },
  soldTenDaysAgo: { code: 'SOLD-10D' },
  reserved: { code: 'RESERVED' },
  tagRunout: { code: 'TAG-RUNOUT' },
  tagTestDriveOnly: { code: 'TAG-TESTDRIVE' },
  tagElectric: { code: 'TAG-ELECTRIC', tenants: CARS_ONLY },
  hybrid: { code: 'HYBRID', tenants: CARS_ONLY },
  preorder: { code: 'PREORDER' },
  priceZero: { code: 'POA' },
  reduced: { code: 'REDUCED' },
  wasPriceLower: { code: 'WAS-LOWER' },
  subscription: { code: 'SUBSCRIBE', tenants: ['coastline', 'lone-star-motors'] },
  newArrival: { code: 'NEW-ARRIVAL' },
  oldListing: { code: 'OLD-LISTING' },
  allLenders: { code: 'FIN-ALL', tenants: CARS_ONLY },
  financeNullRate: { code: 'FIN-NULLRATE', tenants: CARS_ONLY },
  financeNoWeekly: { code: 'FIN-NOWEEKLY', tenants: CARS_ONLY },
  marketBelow: { code: 'MKT-BELOW', tenants: CARS_ONLY },
  marketNoStateAverage: { code: 'MKT-NOSTATE', tenants: CARS_ONLY },
  marketAbove: { code: 'MKT-ABOVE', tenants: CARS_ONLY },
  pipeOnlyComment: { code: 'PIPE' },
  longComment: { code: 'LONGCOMMENT' },
  noComment: { code: 'NOCOMMENT' },
  manyFeatures: { code: 'FEATURES' },
  singleImage: { code: 'ONEIMG' },
  sixImages: { code: 'SIXIMG' },
  historyReport: { code: 'HISTORY' },
  hidden: { code: 'HIDDEN' },
  nullSpecs: { code: 'NULLSPECS' },
  sevenSeater: { code: 'SEVEN', tenants: CARS_ONLY },
  certified: { code: 'CERTIFIED', tenants: ['harbour-mazda'] },
  caravan: { code: 'CARAVAN', tenants: ['kiwi-caravans'] },
  motorhome: { code: 'MOTORHOME', tenants: ['kiwi-caravans'] },
  motorcycle: { code: 'MOTO', tenants: ['kiwi-caravans'] },
  financeOffDealership: { code: 'FIN-OFF', tenants: ['coastline'] },
  financeHiddenDealership: { code: 'FIN-HIDDEN', tenants: ['lone-star-motors'] },
} as const satisfies Record<string, { code: string; tenants?: readonly TenantSlug[] }>;

type Codes = typeof FIXTURE_CODES;
export type FixtureKey = keyof Codes;

/** The fixture stock numbers tenant `T` has, by key. */
export type FixtureStocknums<T extends TenantSlug> = {
  [K in FixtureKey as Codes[K] extends { tenants: readonly (infer U)[] } ? (T extends U ? K : never) : K]: string;
};

const fixtureApplies = (key: FixtureKey, tenant: TenantSlug) => {
  const def: { code: string; tenants?: readonly TenantSlug[] } = FIXTURE_CODES[key];
  return !def.tenants || def.tenants.includes(tenant);
};
const fixtureStocknum = (tenant: TenantDef, key: FixtureKey) => `${tenant.fixturePrefix}-${FIXTURE_CODES[key].code}`;

export function fixtureStocknums<T extends TenantSlug>(tenant: TenantDef & { slug: T }): FixtureStocknums<T> {
  const keys = (Object.keys(FIXTURE_CODES) as FixtureKey[]).filter((key) => fixtureApplies(key, tenant.slug));
  return Object.fromEntries(keys.map((key) => [key, fixtureStocknum(tenant, key)])) as FixtureStocknums<T>;
}

interface FixtureArgs {
  car: CarDraft;
  ctx: StockContext;
  dealership: DealershipDef;
  rng: Rng;
}

/** How a fixture's car is made: an ordinary car of this kind, then `apply`. */
interface FixtureRecipe {
  /** Dealership slug per tenant (default: the tenant's first dealership). */
  dealership?: Partial<Record<TenantSlug, string>>;
  carType: Car['car_type'] | ((tenant: TenantSlug) => Car['car_type']);
  /** Which models fit (default: any of the dealership's own kind of vehicle). */
  model?: (model: ModelDef) => boolean;
  /** Model year (default: drawn as for generated stock). */
  year?: (currentYear: number) => number;
  apply?: (args: FixtureArgs) => void;
}

const LONG_COMMENT = [
  'This immaculate vehicle has just been through our full reconditioning process, including a major service, new tyres all round and a professional detail inside and out.',
  'It has been owned by a local family since new and comes with every service stamp in the book, both keys and the original owner manuals.',
  'Inside you will find a spotless cabin with no rips, stains or odours, and every electrical item has been checked by our technicians.',
  'Ask about our extended warranty options, competitive finance and our 48-hour money-back guarantee. Call today before it is gone.',
].join('|');

const withLenders = (options: { all?: boolean; nullRate?: boolean; noWeekly?: boolean }) => (args: FixtureArgs) =>
  addFinance(args.car, args.ctx, args.dealership, args.rng, options);

const RECIPES: Record<FixtureKey, FixtureRecipe> = {
  inStock: { carType: 'used' },
  comingSoon: { carType: 'new', apply: ({ car }) => void (car.status = 'coming_soon') },
  soldToday: { carType: 'used', apply: ({ car, ctx }) => sold(car, new Date(ctx.now.getTime() - HOUR)) },
  soldYesterday: { carType: 'used', apply: ({ car, ctx }) => sold(car, new Date(ctx.now.getTime() - DAY - 2 * HOUR)) },
  soldTenDaysAgo: { carType: 'used', apply: ({ car, ctx }) => sold(car, new Date(ctx.now.getTime() - 10 * DAY)) },
  reserved: { carType: 'used', apply: ({ car }) => void (car.reserved = true) },
  tagRunout: { carType: 'new', apply: ({ car }) => void (car.tag = CUSTOM_TAGS.runout) },
  tagTestDriveOnly: { carType: 'demo', apply: ({ car }) => void (car.tag = CUSTOM_TAGS.testDriveOnly) },
  tagElectric: {
    carType: (t) => (t === 'lone-star-motors' ? 'new' : 'used'),
    model: (m) => m.fuel === 'Electric',
    apply: ({ car }) => void (car.tag = CUSTOM_TAGS.electric),
  },
  hybrid: { carType: 'used', model: (m) => /hybrid/i.test(m.fuel) },
  preorder: { carType: 'new', apply: ({ car }) => Object.assign(car, { preorder: true, price: 0 }) },
  priceZero: { carType: 'used', apply: ({ car }) => void (car.price = 0) },
  reduced: {
    carType: 'used',
    apply: ({ car }) => Object.assign(car, { offer_price: (car.price ?? 20000) - 2000, before_price: (car.price ?? 20000) + 2000 }),
  },
  wasPriceLower: { carType: 'used', apply: ({ car }) => void (car.before_price = (car.price ?? 20000) - 1500) },
  subscription: { carType: 'new', apply: ({ car }) => void (car.subscription_price = Math.round((car.price ?? 30000) * 0.006)) },
  newArrival: { carType: 'used', apply: ({ car, ctx }) => void (car.createdAt = new Date(ctx.now.getTime() - 2 * DAY).toISOString()) },
  oldListing: { carType: 'used', apply: ({ car, ctx }) => void (car.createdAt = new Date(ctx.now.getTime() - 100 * DAY).toISOString()) },
  allLenders: { carType: 'used', apply: withLenders({ all: true }) },
  financeNullRate: { carType: 'used', apply: withLenders({ all: true, nullRate: true }) },
  financeNoWeekly: { carType: 'used', apply: withLenders({ all: true, noWeekly: true }) },
  // $1,500 under the state average, which is itself under the national average: badge shown.
  marketBelow: {
    carType: 'used',
    apply: ({ car }) =>
      void (car.autograb_data = { average_market_price: (car.price ?? 0) + 2500, state_average_market_price: (car.price ?? 0) + 1500 }),
  },
  marketNoStateAverage: {
    carType: 'used',
    apply: ({ car }) => void (car.autograb_data = { average_market_price: (car.price ?? 0) + 1200, state_average_market_price: null }),
  },
  // Only $300 under the averages: no badge.
  marketAbove: {
    carType: 'used',
    apply: ({ car }) =>
      void (car.autograb_data = { average_market_price: (car.price ?? 0) + 300, state_average_market_price: (car.price ?? 0) + 300 }),
  },
  pipeOnlyComment: { carType: 'used', apply: ({ car }) => void (car.dealercomments = '|') },
  longComment: { carType: 'used', apply: ({ car }) => void (car.dealercomments = LONG_COMMENT) },
  noComment: { carType: 'used', apply: ({ car }) => void (car.dealercomments = null) },
  manyFeatures: {
    carType: 'used',
    apply: ({ car }) => void (car.features = FEATURES[car.item_type ?? 'car'].slice(0, 14).map((item) => ({ item }))),
  },
  singleImage: { carType: 'used', apply: ({ car }) => void (car.imageFiles = car.imageFiles.slice(0, 1)) },
  sixImages: { carType: 'used' },
  historyReport: { carType: 'used', apply: ({ car }) => void (car.file = `https://reports.example.com/history/${car.vin}.pdf`) },
  hidden: { carType: 'used', apply: ({ car }) => void (car.show_on_dealer_website = false) },
  // Specs shown only when not empty, null or 'null' (spec §5).
  nullSpecs: {
    carType: 'used',
    apply: ({ car }) =>
      void (car.variant = {
        ...car.variant,
        cylinders: null,
        induction: 'null',
        fuelconsumptioncombined: null,
        torque: '',
        ancaprating: null,
        vehicleheight: null,
      }),
  },
  sevenSeater: { carType: 'used', model: (m) => m.seats === 7, apply: ({ car }) => void (car.seats = 7) },
  certified: {
    carType: 'used',
    model: (m) => m.make === 'Mazda' && m.name === 'CX-5',
    year: (current) => current - 2,
    apply: ({ car }) => void (car.certified = true),
  },
  caravan: { carType: 'used', model: (m) => m.van !== undefined && m.body.length === 0 },
  motorhome: { carType: 'used', model: (m) => m.body.includes('motorhome') },
  motorcycle: { dealership: { 'kiwi-caravans': 'kiwi-motorcycles' }, carType: 'new', model: (m) => itemOfMake(m.make) === 'motorcycle' },
  financeOffDealership: { dealership: { coastline: 'coastline-hyundai' }, carType: 'new' },
  financeHiddenDealership: { dealership: { 'lone-star-motors': 'lone-star-ram' }, carType: 'new' },
};

/** Fixtures whose recipe sets the lenders itself. */
const OWN_LENDERS: readonly FixtureKey[] = ['allLenders', 'financeNullRate', 'financeNoWeekly'];

function generateFixtures(ctx: StockContext, locations: LocationChoice): CarDraft[] {
  const { tenant } = ctx;
  const year = ctx.now.getFullYear();
  const cars: CarDraft[] = [];
  for (const key of Object.keys(RECIPES) as FixtureKey[]) {
    if (!fixtureApplies(key, tenant.slug)) continue;
    const recipe = RECIPES[key];
    const rng = new Rng(`${tenant.slug}/fixture/${key}`);
    const dealershipSlug = recipe.dealership?.[tenant.slug] ?? tenant.dealerships[0]?.slug;
    const dealership = tenant.dealerships.find((d) => d.slug === dealershipSlug);
    if (!dealership) throw new Error(`Fixture ${key}: no dealership ${dealershipSlug} in ${tenant.slug}`);
    const carType = typeof recipe.carType === 'function' ? recipe.carType(tenant.slug) : recipe.carType;
    // Makes to choose from, best first: the dealership's own new makes, then what it sells used.
    const ownMakes = dealership.newMakes ?? (dealership.make ? [dealership.make] : []);
    const tiers = carType === 'used' ? [[...ownMakes, ...dealership.usedMakes.map(([make]) => make)]] : [ownMakes, tenant.franchises];
    const itemKind = itemOfMake(ownMakes[0] ?? dealership.usedMakes[0]?.[0] ?? '');
    const fits = (m: ModelDef) => canStock(m, carType, year) && (recipe.model ? recipe.model(m) : itemOfMake(m.make) === itemKind);
    const candidates = tiers.map((makes) => [...new Set(makes)].flatMap(modelsOf).filter(fits)).find((list) => list.length > 0);
    if (!candidates) throw new Error(`Fixture ${key}: no ${carType} model fits at ${tenant.slug}`);
    const model = rng.pick(candidates);
    const car = buildCar({
      ctx,
      dealership,
      locationSlug: locations.salesLocations[dealership.slug]?.[0] ?? null,
      model,
      carType,
      stocknum: fixtureStocknum(tenant, key),
      rng,
      year: recipe.year?.(year),
    });
    // A plain baseline: in stock, listed 30 days ago, 3 images, comments, no report or market data.
    car.createdAt = new Date(ctx.now.getTime() - 30 * DAY).toISOString();
    const kind = vehicleKindOf(model);
    const colour = car.colour ?? 'White';
    car.imageFiles = [
      vehicleImageFile(kind, colour, 'side'),
      vehicleImageFile(kind, colour, 'showroom'),
      ...DETAIL_VIEWS.map((view) => detailImageFile(car.item_type ?? 'car', view)),
    ].slice(0, key === 'sixImages' ? 6 : 3);
    car.dealercomments = comments(rng, `${car.make} ${car.model}`, 3);
    car.file = null;
    car.autograb_data = undefined;
    recipe.apply?.({ car, ctx, dealership, rng });
    // Lenders follow the final price (a recipe may change it).
    if (!OWN_LENDERS.includes(key)) addFinance(car, ctx, dealership, rng);
    cars.push(car);
  }
  return cars;
}

/**
 * Market disclosures (no random draws, so the rest of the stock stays as it was): AU prices
 * excluding government charges get a drive-away price; NZ used vehicles link a Consumer
 * Information Notice; US used cars up to 4 years old carry a dealer warranty, older ones are as is.
 */
function addDisclosures(car: CarDraft, tenant: TenantDef, currentYear: number): CarDraft {
  if (tenant.locale === 'en-AU' && car.price_type === 'egc' && (car.price ?? 0) > 10) {
    car.drive_away_price = Math.round(((car.price ?? 0) * 1.05 + 1200) / 10) * 10;
  }
  if (tenant.locale === 'en-NZ' && car.car_type === 'used' && car.item_type !== 'caravan') {
    car.consumer_information_notice_url = `https://www.kiwicaravans.co.nz/cin/${car.stocknum}.pdf`;
  }
  if (tenant.locale === 'en-US' && car.car_type === 'used' && car.year >= currentYear - 4) {
    car.dealer_warranty = true;
    car.buyers_guide_warranty_terms = 'Limited warranty: 90 days or 3,000 miles, 100% parts and labor on the powertrain.';
  }
  return car;
}

export function generateTenantStock(ctx: StockContext, locations: LocationChoice): CarDraft[] {
  const year = ctx.now.getFullYear();
  return [...generateFixtures(ctx, locations), ...ctx.tenant.dealerships.flatMap((d) => generateDealershipStock(ctx, d, locations))].map(
    (car) => addDisclosures(car, ctx.tenant, year),
  );
}

/** Body types of a model's main silhouette, for the Range menu and model tiles. */
export const mainBody = (model: ModelDef): BodyType | undefined => model.body[0];
