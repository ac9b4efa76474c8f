/**
 * Models of every make that has stock or is franchised by a seeded tenant (spec §3 "Model").
 * Real model names; badges, prices and engines are plausible, not authoritative.
 * Prices are a typical new base price in AUD; other markets convert (see generate/cars.ts).
 */
import type { BodyType } from '@dealer/domain';

export type Fuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Plug-in Hybrid' | 'Electric';

/** [cylinders, litres, induction, torque]. Electric models have none. */
export type Engine = readonly [number, number, 'Naturally Aspirated' | 'Turbo' | 'Twin Turbo' | 'Supercharged', string];

export interface ModelDef {
  make: string;
  name: string;
  /** Spec §9 body types; the first is the main one (drives the illustration). Empty for motorcycles and caravans. */
  body: BodyType[];
  fuel: Fuel;
  price: number;
  badges: readonly string[];
  status?: 'new' | 'coming_soon';
  series?: string;
  seats?: number;
  drive?: 'FWD' | 'RWD' | 'AWD' | '4WD' | 'Chain';
  engine?: Engine;
  /** First model year sold; used stock is never older. */
  since?: number;
  /** Last model year sold: no new stock after it. */
  until?: number;
  /** Caravans and motorhomes (item_type 'caravan' always has specifications): [length ft, width ft, tare kg, ATM kg, sleeps, axle]. */
  van?: readonly [number, number, number, number, number, 'Single' | 'Tandem'];
}

type Extra = Omit<ModelDef, 'make' | 'name' | 'body' | 'fuel' | 'price' | 'badges'>;

const m = (make: string, name: string, body: BodyType[], fuel: Fuel, price: number, badges: string[], extra: Extra = {}): ModelDef => ({
  make,
  name,
  body,
  fuel,
  price,
  badges,
  ...extra,
});

const bike = (make: string, name: string, price: number, engine: Engine, badges: string[] = ['Standard'], extra: Extra = {}): ModelDef =>
  m(make, name, [], 'Petrol', price, badges, { seats: 2, drive: 'Chain', engine, ...extra });

const caravan = (
  make: string,
  name: string,
  price: number,
  van: NonNullable<ModelDef['van']>,
  badges: string[],
  extra: Extra = {},
): ModelDef => m(make, name, [], 'Petrol', price, badges, { van, ...extra });

const I4: Engine = [4, 2.0, 'Naturally Aspirated', '200Nm'];

export const MODELS: readonly ModelDef[] = [
  // Toyota
  m('Toyota', 'Corolla', ['hatch', 'sedan'], 'Hybrid', 30500, ['Ascent Sport', 'SX', 'ZR'], {
    series: 'MZEA12R',
    engine: [4, 1.8, 'Naturally Aspirated', '142Nm'],
    since: 2012,
  }),
  m('Toyota', 'Camry', ['sedan'], 'Hybrid', 39000, ['Ascent', 'SL', 'SX'], {
    series: 'AXVH71R',
    engine: [4, 2.5, 'Naturally Aspirated', '221Nm'],
    since: 2012,
  }),
  m('Toyota', 'RAV4', ['suv'], 'Hybrid', 40000, ['GX', 'GXL', 'XSE', 'Cruiser', 'Edge'], {
    series: 'AXAH54R',
    drive: 'AWD',
    engine: [4, 2.5, 'Naturally Aspirated', '221Nm'],
    since: 2013,
  }),
  m('Toyota', 'HiLux', ['ute', 'cabChassis'], 'Diesel', 36000, ['Workmate', 'SR', 'SR5', 'Rogue', 'GR Sport'], {
    series: 'GUN126R',
    drive: '4WD',
    seats: 5,
    engine: [4, 2.8, 'Turbo', '500Nm'],
    since: 2008,
  }),
  m('Toyota', 'LandCruiser', ['suv', '4x4'], 'Diesel', 92000, ['GX', 'GXL', 'VX', 'Sahara', 'GR Sport'], {
    series: 'FJA300R',
    drive: '4WD',
    seats: 7,
    engine: [6, 3.3, 'Twin Turbo', '700Nm'],
    since: 2008,
  }),
  m('Toyota', 'LandCruiser Prado', ['suv', '4x4'], 'Diesel', 72000, ['GX', 'GXL', 'VX', 'Kakadu'], {
    drive: '4WD',
    seats: 7,
    engine: [4, 2.8, 'Turbo', '500Nm'],
    since: 2010,
  }),
  m('Toyota', 'Kluger', ['suv'], 'Hybrid', 58000, ['GX', 'GXL', 'Grande'], {
    drive: 'AWD',
    seats: 7,
    engine: [4, 2.5, 'Naturally Aspirated', '239Nm'],
    since: 2010,
  }),
  m('Toyota', 'Yaris Cross', ['suv'], 'Hybrid', 30000, ['GX', 'GXL', 'Urban'], {
    engine: [3, 1.5, 'Naturally Aspirated', '120Nm'],
    since: 2020,
  }),
  m('Toyota', 'C-HR', ['suv'], 'Hybrid', 40000, ['GXL', 'Koba', 'GR Sport'], {
    status: 'new',
    engine: [4, 2.0, 'Naturally Aspirated', '190Nm'],
    since: 2017,
  }),
  m('Toyota', 'GR86', ['coupe'], 'Petrol', 44000, ['GTS'], {
    drive: 'RWD',
    seats: 4,
    engine: [4, 2.4, 'Naturally Aspirated', '250Nm'],
    since: 2022,
  }),
  m('Toyota', 'HiAce', ['van', 'bus'], 'Diesel', 48000, ['LWB', 'SLWB', 'Commuter'], {
    drive: 'RWD',
    seats: 3,
    engine: [4, 2.8, 'Turbo', '450Nm'],
    since: 2008,
  }),
  m('Toyota', 'bZ4X', ['suv'], 'Electric', 66000, ['FWD', 'AWD'], { status: 'new', since: 2023 }),
  m('Toyota', 'Tundra', ['ute'], 'Hybrid', 140000, ['Limited', 'Platinum'], {
    status: 'coming_soon',
    drive: '4WD',
    engine: [6, 3.4, 'Twin Turbo', '790Nm'],
    since: 2025,
  }),
  // Mazda
  m('Mazda', 'Mazda2', ['hatch'], 'Petrol', 24000, ['G15 Pure', 'G15 Evolve', 'G15 GT'], {
    series: 'DJ Series',
    engine: [4, 1.5, 'Naturally Aspirated', '144Nm'],
    since: 2014,
  }),
  m('Mazda', 'Mazda3', ['hatch', 'sedan'], 'Petrol', 32000, ['G20 Pure', 'G20 Evolve', 'G25 GT', 'G25 Astina'], {
    series: 'BP Series',
    engine: [4, 2.5, 'Naturally Aspirated', '252Nm'],
    since: 2010,
  }),
  m('Mazda', 'CX-3', ['suv'], 'Petrol', 28000, ['G20 Pure', 'G20 Evolve', 'G20 Touring', 'Akari'], {
    series: 'DK Series',
    engine: [4, 2.0, 'Naturally Aspirated', '195Nm'],
    since: 2015,
  }),
  m('Mazda', 'CX-30', ['suv'], 'Petrol', 34000, ['G20 Pure', 'G20 Evolve', 'G25 Touring', 'G25 Astina'], {
    series: 'DM Series',
    engine: [4, 2.5, 'Naturally Aspirated', '252Nm'],
    since: 2019,
  }),
  m('Mazda', 'CX-5', ['suv'], 'Petrol', 36000, ['Maxx', 'Maxx Sport', 'Touring', 'GT SP', 'Akera'], {
    series: 'KF Series',
    drive: 'AWD',
    engine: [4, 2.5, 'Naturally Aspirated', '252Nm'],
    since: 2012,
  }),
  m('Mazda', 'CX-60', ['suv'], 'Plug-in Hybrid', 62000, ['G40e Evolve', 'D50e GT', 'P50e Azami'], {
    series: 'KH Series',
    drive: 'AWD',
    engine: [4, 2.5, 'Naturally Aspirated', '500Nm'],
    since: 2022,
  }),
  m('Mazda', 'CX-70', ['suv'], 'Petrol', 78000, ['G50e Touring', 'D50e Azami'], {
    status: 'new',
    drive: 'AWD',
    seats: 5,
    engine: [6, 3.3, 'Turbo', '550Nm'],
    since: 2025,
  }),
  m('Mazda', 'CX-80', ['suv'], 'Plug-in Hybrid', 74000, ['G40e Touring', 'D50e GT', 'P50e Azami'], {
    status: 'new',
    drive: 'AWD',
    seats: 7,
    engine: [4, 2.5, 'Naturally Aspirated', '500Nm'],
    since: 2024,
  }),
  m('Mazda', 'CX-90', ['suv'], 'Petrol', 76000, ['G50e Touring', 'D50e GT', 'G50e Azami'], {
    drive: 'AWD',
    seats: 7,
    engine: [6, 3.3, 'Turbo', '500Nm'],
    since: 2023,
  }),
  m('Mazda', 'CX-9', ['suv'], 'Petrol', 50000, ['Sport', 'Touring', 'GT', 'Azami'], {
    seats: 7,
    engine: [4, 2.5, 'Turbo', '420Nm'],
    since: 2010,
    until: 2023,
  }),
  m('Mazda', 'BT-50', ['ute', 'cabChassis'], 'Diesel', 38000, ['XS', 'XT', 'XTR', 'GT', 'SP'], {
    series: 'TF Series',
    drive: '4WD',
    engine: [4, 3.0, 'Turbo', '450Nm'],
    since: 2011,
  }),
  m('Mazda', 'MX-5', ['convertible', 'softtop'], 'Petrol', 42000, ['Roadster', 'Roadster GT', 'RF GT'], {
    series: 'ND Series',
    drive: 'RWD',
    seats: 2,
    engine: [4, 2.0, 'Naturally Aspirated', '205Nm'],
    since: 2010,
  }),
  m('Mazda', 'MX-30', ['suv'], 'Electric', 65000, ['E35 Astina'], { since: 2021 }),
  m('Mazda', 'Mazda6', ['sedan', 'wagon'], 'Petrol', 36000, ['Sport', 'Touring', 'GT SP', 'Atenza'], {
    series: 'GL Series',
    engine: [4, 2.5, 'Turbo', '420Nm'],
    since: 2010,
    until: 2024,
  }),
  m('Mazda', 'Mazda6e', ['sedan'], 'Electric', 60000, ['Takami'], { status: 'coming_soon', since: 2026 }),
  // Hyundai
  m('Hyundai', 'i30', ['hatch', 'sedan'], 'Petrol', 27000, ['Active', 'Elite', 'N Line', 'N'], {
    engine: [4, 2.0, 'Naturally Aspirated', '192Nm'],
    since: 2010,
  }),
  m('Hyundai', 'Tucson', ['suv'], 'Hybrid', 36000, ['Elite', 'N Line', 'Highlander'], {
    drive: 'AWD',
    engine: [4, 1.6, 'Turbo', '265Nm'],
    since: 2015,
  }),
  m('Hyundai', 'Santa Fe', ['suv'], 'Hybrid', 56000, ['Elite', 'Calligraphy'], {
    drive: 'AWD',
    seats: 7,
    engine: [4, 1.6, 'Turbo', '265Nm'],
    since: 2010,
  }),
  m('Hyundai', 'Kona', ['suv'], 'Electric', 34000, ['Standard Range', 'Extended Range', 'Premium'], { since: 2017 }),
  m('Hyundai', 'Venue', ['suv'], 'Petrol', 24000, ['Go', 'Active', 'Elite'], {
    engine: [4, 1.6, 'Naturally Aspirated', '151Nm'],
    since: 2019,
  }),
  m('Hyundai', 'IONIQ 5', ['suv'], 'Electric', 66000, ['Dynamiq', 'Techniq', 'Epiq', 'N'], { status: 'new', drive: 'AWD', since: 2021 }),
  m('Hyundai', 'IONIQ 6', ['sedan'], 'Electric', 68000, ['Dynamiq', 'Techniq', 'Epiq'], { since: 2023 }),
  m('Hyundai', 'Staria', ['peopleMover', 'van'], 'Diesel', 52000, ['Load', 'Elite', 'Highlander'], {
    drive: 'AWD',
    seats: 8,
    engine: [4, 2.2, 'Turbo', '430Nm'],
    since: 2021,
  }),
  m('Hyundai', 'Palisade', ['suv'], 'Diesel', 65000, ['Elite', 'Highlander', 'Calligraphy'], {
    drive: 'AWD',
    seats: 8,
    engine: [4, 2.2, 'Turbo', '440Nm'],
    since: 2021,
  }),
  m('Hyundai', 'i20 N', ['hatch'], 'Petrol', 33000, ['Performance'], { seats: 5, engine: [4, 1.6, 'Turbo', '275Nm'], since: 2021 }),
  m('Hyundai', 'Inster', ['hatch'], 'Electric', 40000, ['Standard', 'Extended'], { status: 'coming_soon', since: 2025 }),
  // Kia
  m('Kia', 'Cerato', ['hatch', 'sedan'], 'Petrol', 27000, ['S', 'Sport', 'Sport+', 'GT'], { engine: I4, since: 2010 }),
  m('Kia', 'Sportage', ['suv'], 'Petrol', 35000, ['S', 'SX', 'SX+', 'GT-Line'], {
    drive: 'AWD',
    engine: [4, 2.0, 'Naturally Aspirated', '192Nm'],
    since: 2011,
  }),
  m('Kia', 'Sorento', ['suv'], 'Hybrid', 50000, ['Sport', 'Sport+', 'GT-Line'], {
    drive: 'AWD',
    seats: 7,
    engine: [4, 1.6, 'Turbo', '350Nm'],
    since: 2010,
  }),
  m('Kia', 'Carnival', ['peopleMover'], 'Diesel', 52000, ['S', 'Sport', 'Sport+', 'Platinum'], {
    seats: 8,
    engine: [4, 2.2, 'Turbo', '440Nm'],
    since: 2015,
  }),
  m('Kia', 'Seltos', ['suv'], 'Petrol', 30000, ['S', 'Sport', 'GT-Line'], { engine: I4, since: 2019 }),
  m('Kia', 'Picanto', ['hatch'], 'Petrol', 17000, ['S', 'GT-Line'], { engine: [4, 1.25, 'Naturally Aspirated', '122Nm'], since: 2011 }),
  m('Kia', 'EV6', ['suv'], 'Electric', 72000, ['Air', 'GT-Line', 'GT'], { drive: 'AWD', since: 2022 }),
  m('Kia', 'EV9', ['suv'], 'Electric', 98000, ['Air', 'Earth', 'GT-Line'], { drive: 'AWD', seats: 7, since: 2024 }),
  m('Kia', 'Tasman', ['ute'], 'Diesel', 45000, ['S', 'SX', 'X-Pro'], {
    status: 'coming_soon',
    drive: '4WD',
    engine: [4, 2.2, 'Turbo', '441Nm'],
    since: 2025,
  }),
  // Ford
  m('Ford', 'Ranger', ['ute', 'cabChassis'], 'Diesel', 42000, ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor'], {
    drive: '4WD',
    engine: [4, 2.0, 'Twin Turbo', '500Nm'],
    since: 2010,
  }),
  m('Ford', 'Everest', ['suv', '4x4'], 'Diesel', 56000, ['Ambiente', 'Trend', 'Sport', 'Platinum'], {
    drive: '4WD',
    seats: 7,
    engine: [6, 3.0, 'Turbo', '600Nm'],
    since: 2015,
  }),
  m('Ford', 'Mustang', ['coupe', 'convertible'], 'Petrol', 66000, ['EcoBoost', 'GT', 'Dark Horse'], {
    drive: 'RWD',
    seats: 4,
    engine: [8, 5.0, 'Naturally Aspirated', '556Nm'],
    since: 2015,
  }),
  m('Ford', 'F-150', ['ute'], 'Petrol', 106000, ['XL', 'XLT', 'Lariat', 'Platinum'], {
    drive: '4WD',
    engine: [6, 3.5, 'Twin Turbo', '678Nm'],
    since: 2015,
  }),
  m('Ford', 'Puma', ['suv'], 'Petrol', 32000, ['Trend', 'ST-Line', 'ST-Line V'], { engine: [3, 1.0, 'Turbo', '170Nm'], since: 2020 }),
  m('Ford', 'Escape', ['suv'], 'Petrol', 39000, ['Trend', 'ST-Line', 'Vignale'], {
    drive: 'AWD',
    engine: [4, 2.0, 'Turbo', '373Nm'],
    since: 2017,
  }),
  m('Ford', 'Focus', ['hatch'], 'Petrol', 30000, ['Trend', 'ST-Line', 'ST'], {
    engine: [3, 1.5, 'Turbo', '240Nm'],
    since: 2010,
    until: 2022,
  }),
  m('Ford', 'Transit', ['van'], 'Diesel', 52000, ['Custom 320S', 'Custom 340L', '350L'], {
    drive: 'FWD',
    seats: 3,
    engine: [4, 2.0, 'Turbo', '390Nm'],
    since: 2014,
  }),
  m('Ford', 'Mustang Mach-E', ['suv'], 'Electric', 73000, ['Select', 'Premium', 'GT'], { drive: 'AWD', since: 2022 }),
  m('Ford', 'Bronco', ['suv', '4x4'], 'Petrol', 85000, ['Badlands', 'Outer Banks'], {
    drive: '4WD',
    engine: [6, 2.7, 'Twin Turbo', '563Nm'],
    since: 2021,
  }),
  m('Ford', 'Explorer', ['suv'], 'Petrol', 70000, ['XLT', 'Limited', 'ST'], {
    drive: 'AWD',
    seats: 7,
    engine: [4, 2.3, 'Turbo', '420Nm'],
    since: 2012,
  }),
  m('Ford', 'Maverick', ['ute'], 'Hybrid', 40000, ['XL', 'XLT', 'Lariat'], {
    engine: [4, 2.5, 'Naturally Aspirated', '210Nm'],
    since: 2022,
  }),
  m('Ford', 'Territory', ['suv'], 'Petrol', 40000, ['TX', 'TS', 'Titanium'], {
    seats: 7,
    engine: [6, 4.0, 'Naturally Aspirated', '391Nm'],
    since: 2008,
    until: 2016,
  }),
  // Holden (no new stock)
  m('Holden', 'Commodore', ['sedan', 'wagon'], 'Petrol', 45000, ['Evoke', 'SV6', 'SS', 'Calais'], {
    drive: 'RWD',
    engine: [6, 3.6, 'Naturally Aspirated', '350Nm'],
    since: 2008,
    until: 2020,
  }),
  m('Holden', 'Colorado', ['ute'], 'Diesel', 45000, ['LS', 'LTZ', 'Z71'], {
    drive: '4WD',
    engine: [4, 2.8, 'Turbo', '500Nm'],
    since: 2012,
    until: 2020,
  }),
  m('Holden', 'Captiva', ['suv'], 'Diesel', 36000, ['LS', 'LT', 'LTZ'], {
    seats: 7,
    engine: [4, 2.2, 'Turbo', '400Nm'],
    since: 2008,
    until: 2018,
  }),
  m('Holden', 'Astra', ['hatch'], 'Petrol', 28000, ['R', 'RS', 'RS-V'], { engine: [4, 1.4, 'Turbo', '245Nm'], since: 2015, until: 2020 }),
  m('Holden', 'Cruze', ['sedan', 'hatch'], 'Petrol', 24000, ['Equipe', 'CD', 'SRi-V'], {
    engine: [4, 1.8, 'Naturally Aspirated', '176Nm'],
    since: 2009,
    until: 2016,
  }),
  // Nissan
  m('Nissan', 'Navara', ['ute', 'cabChassis'], 'Diesel', 45000, ['SL', 'ST', 'ST-X', 'PRO-4X'], {
    drive: '4WD',
    engine: [4, 2.3, 'Twin Turbo', '450Nm'],
    since: 2010,
  }),
  m('Nissan', 'X-Trail', ['suv'], 'Hybrid', 40000, ['ST', 'ST-L', 'Ti', 'Ti-L e-Power'], {
    drive: 'AWD',
    seats: 7,
    engine: [3, 1.5, 'Turbo', '330Nm'],
    since: 2010,
  }),
  m('Nissan', 'Qashqai', ['suv'], 'Petrol', 36000, ['ST', 'ST+', 'Ti'], { engine: [4, 1.3, 'Turbo', '250Nm'], since: 2014 }),
  m('Nissan', 'Patrol', ['suv', '4x4'], 'Petrol', 90000, ['Ti', 'Ti-L', 'Warrior'], {
    drive: '4WD',
    seats: 8,
    engine: [8, 5.6, 'Naturally Aspirated', '560Nm'],
    since: 2012,
  }),
  m('Nissan', 'Pathfinder', ['suv'], 'Petrol', 60000, ['ST', 'ST-L', 'Ti'], {
    drive: 'AWD',
    seats: 7,
    engine: [6, 3.5, 'Naturally Aspirated', '381Nm'],
    since: 2013,
  }),
  m('Nissan', 'Leaf', ['hatch'], 'Electric', 50000, ['ST', 'e+'], { since: 2012 }),
  m('Nissan', 'Z', ['coupe'], 'Petrol', 74000, ['Coupe', 'NISMO'], {
    drive: 'RWD',
    seats: 2,
    engine: [6, 3.0, 'Twin Turbo', '475Nm'],
    since: 2023,
  }),
  m('Nissan', 'Rogue', ['suv'], 'Petrol', 45000, ['S', 'SV', 'Platinum'], {
    drive: 'AWD',
    engine: [3, 1.5, 'Turbo', '305Nm'],
    since: 2014,
  }),
  m('Nissan', 'Frontier', ['ute'], 'Petrol', 50000, ['S', 'SV', 'PRO-4X'], {
    drive: '4WD',
    engine: [6, 3.8, 'Naturally Aspirated', '381Nm'],
    since: 2012,
  }),
  // Mitsubishi
  m('Mitsubishi', 'Triton', ['ute', 'cabChassis'], 'Diesel', 40000, ['GLX', 'GLX+', 'GLS', 'GSR'], {
    drive: '4WD',
    engine: [4, 2.4, 'Twin Turbo', '470Nm'],
    since: 2010,
  }),
  m('Mitsubishi', 'Outlander', ['suv'], 'Plug-in Hybrid', 38000, ['ES', 'LS', 'Aspire', 'Exceed'], {
    drive: 'AWD',
    seats: 7,
    engine: [4, 2.4, 'Naturally Aspirated', '245Nm'],
    since: 2012,
  }),
  m('Mitsubishi', 'ASX', ['suv'], 'Petrol', 27000, ['GS', 'LS', 'Exceed'], { engine: I4, since: 2010 }),
  m('Mitsubishi', 'Eclipse Cross', ['suv'], 'Petrol', 33000, ['ES', 'LS', 'Exceed'], { engine: [4, 1.5, 'Turbo', '250Nm'], since: 2018 }),
  m('Mitsubishi', 'Pajero Sport', ['suv', '4x4'], 'Diesel', 50000, ['GLX', 'GLS', 'Exceed'], {
    drive: '4WD',
    seats: 7,
    engine: [4, 2.4, 'Turbo', '430Nm'],
    since: 2016,
  }),
  // Subaru
  m('Subaru', 'Forester', ['suv'], 'Petrol', 38000, ['2.5i', '2.5i-L', '2.5i Premium', 'Hybrid S'], {
    drive: 'AWD',
    engine: [4, 2.5, 'Naturally Aspirated', '239Nm'],
    since: 2010,
  }),
  m('Subaru', 'Outback', ['wagon', 'suv'], 'Petrol', 45000, ['AWD', 'Sport', 'Touring'], {
    drive: 'AWD',
    engine: [4, 2.5, 'Naturally Aspirated', '252Nm'],
    since: 2010,
  }),
  m('Subaru', 'Crosstrek', ['suv'], 'Hybrid', 36000, ['2.0R', '2.0S', 'Hybrid S'], { drive: 'AWD', engine: I4, since: 2012 }),
  m('Subaru', 'WRX', ['sedan', 'wagon'], 'Petrol', 50000, ['WRX', 'RS', 'tS'], {
    drive: 'AWD',
    engine: [4, 2.4, 'Turbo', '350Nm'],
    since: 2010,
  }),
  m('Subaru', 'BRZ', ['coupe'], 'Petrol', 43000, ['S'], {
    drive: 'RWD',
    seats: 4,
    engine: [4, 2.4, 'Naturally Aspirated', '250Nm'],
    since: 2012,
  }),
  // Volkswagen
  m('Volkswagen', 'Golf', ['hatch', 'wagon'], 'Petrol', 37000, ['Life', 'R-Line', 'GTI', 'R'], {
    engine: [4, 1.4, 'Turbo', '250Nm'],
    since: 2010,
  }),
  m('Volkswagen', 'Polo', ['hatch'], 'Petrol', 27000, ['Life', 'Style', 'GTI'], { engine: [3, 1.0, 'Turbo', '200Nm'], since: 2010 }),
  m('Volkswagen', 'Tiguan', ['suv'], 'Petrol', 45000, ['Life', 'Elegance', 'R-Line'], {
    drive: 'AWD',
    engine: [4, 2.0, 'Turbo', '320Nm'],
    since: 2010,
  }),
  m('Volkswagen', 'Amarok', ['ute'], 'Diesel', 55000, ['Core', 'Life', 'Style', 'Aventura'], {
    drive: '4WD',
    engine: [6, 3.0, 'Turbo', '600Nm'],
    since: 2011,
  }),
  m('Volkswagen', 'T-Roc', ['suv'], 'Petrol', 38000, ['CityLife', 'Style', 'R-Line'], { engine: [4, 1.4, 'Turbo', '250Nm'], since: 2020 }),
  // Honda
  m('Honda', 'Civic', ['hatch', 'sedan'], 'Hybrid', 50000, ['VTi-LX', 'e:HEV LX', 'Type R'], { engine: I4, since: 2010 }),
  m('Honda', 'CR-V', ['suv'], 'Petrol', 45000, ['VTi', 'VTi L', 'e:HEV RS'], {
    drive: 'AWD',
    seats: 7,
    engine: [4, 1.5, 'Turbo', '240Nm'],
    since: 2010,
  }),
  m('Honda', 'HR-V', ['suv'], 'Hybrid', 37000, ['Vi X', 'e:HEV L'], { engine: [4, 1.5, 'Naturally Aspirated', '145Nm'], since: 2015 }),
  m('Honda', 'Jazz', ['hatch'], 'Petrol', 22000, ['GLi', 'VTi', 'VTi-L'], {
    engine: [4, 1.5, 'Naturally Aspirated', '145Nm'],
    since: 2010,
    until: 2021,
  }),
  m('Honda', 'Pilot', ['suv'], 'Petrol', 70000, ['EX-L', 'TrailSport', 'Elite'], {
    drive: 'AWD',
    seats: 8,
    engine: [6, 3.5, 'Naturally Aspirated', '355Nm'],
    since: 2016,
  }),
  m('Honda', 'Accord', ['sedan'], 'Hybrid', 60000, ['e:HEV RS'], { engine: I4, since: 2010 }),
  // Premium
  m('BMW', '3 Series', ['sedan', 'wagon'], 'Petrol', 75000, ['320i M Sport', '330i M Sport', 'M340i xDrive'], {
    drive: 'RWD',
    engine: [4, 2.0, 'Turbo', '400Nm'],
    since: 2010,
  }),
  m('BMW', 'X3', ['suv'], 'Petrol', 85000, ['20 xDrive', '30e xDrive', 'M50 xDrive'], {
    drive: 'AWD',
    engine: [4, 2.0, 'Turbo', '330Nm'],
    since: 2011,
  }),
  m('BMW', 'X5', ['suv'], 'Diesel', 125000, ['xDrive30d', 'xDrive50e', 'M60i'], {
    drive: 'AWD',
    engine: [6, 3.0, 'Turbo', '670Nm'],
    since: 2010,
  }),
  m('BMW', 'i4', ['sedan'], 'Electric', 85000, ['eDrive35', 'eDrive40', 'M50'], { since: 2022 }),
  m('Mercedes-Benz', 'C-Class', ['sedan', 'wagon'], 'Petrol', 78000, ['C200', 'C300'], {
    drive: 'RWD',
    engine: [4, 2.0, 'Turbo', '400Nm'],
    since: 2010,
  }),
  m('Mercedes-Benz', 'GLC', ['suv'], 'Petrol', 90000, ['GLC 300 4MATIC', 'GLC 350e'], {
    drive: 'AWD',
    engine: [4, 2.0, 'Turbo', '400Nm'],
    since: 2016,
  }),
  m('Mercedes-Benz', 'A-Class', ['hatch', 'sedan'], 'Petrol', 60000, ['A180', 'A200', 'A250 4MATIC'], {
    engine: [4, 1.3, 'Turbo', '250Nm'],
    since: 2013,
  }),
  m('Mercedes-Benz', 'Sprinter', ['van'], 'Diesel', 75000, ['315 CDI', '319 CDI', '519 CDI'], {
    drive: 'RWD',
    seats: 3,
    engine: [4, 2.0, 'Turbo', '400Nm'],
    since: 2010,
  }),
  m('Mercedes-AMG', 'C 63', ['sedan'], 'Plug-in Hybrid', 180000, ['S E Performance'], {
    drive: 'AWD',
    engine: [4, 2.0, 'Turbo', '545Nm'],
    since: 2015,
  }),
  m('Mercedes-AMG', 'G 63', ['suv', '4x4'], 'Petrol', 360000, ['Standard', 'Magno Edition'], {
    drive: '4WD',
    engine: [8, 4.0, 'Twin Turbo', '850Nm'],
    since: 2013,
  }),
  m('Mercedes-AMG', 'A 45', ['hatch'], 'Petrol', 110000, ['S 4MATIC+'], { drive: 'AWD', engine: [4, 2.0, 'Turbo', '500Nm'], since: 2014 }),
  m('Audi', 'A3', ['hatch', 'sedan'], 'Petrol', 50000, ['35 TFSI', '40 TFSI quattro', 'S3'], {
    engine: [4, 1.4, 'Turbo', '250Nm'],
    since: 2010,
  }),
  m('Audi', 'Q5', ['suv'], 'Petrol', 80000, ['40 TDI', '45 TFSI', 'SQ5'], {
    drive: 'AWD',
    engine: [4, 2.0, 'Turbo', '370Nm'],
    since: 2010,
  }),
  m('Audi', 'Q7', ['suv'], 'Diesel', 110000, ['45 TDI', '50 TDI', 'SQ7'], {
    drive: 'AWD',
    seats: 7,
    engine: [6, 3.0, 'Turbo', '600Nm'],
    since: 2010,
  }),
  m('Lexus', 'RX', ['suv'], 'Hybrid', 95000, ['RX 350h Luxury', 'RX 500h F Sport'], {
    drive: 'AWD',
    engine: [4, 2.5, 'Naturally Aspirated', '239Nm'],
    since: 2010,
  }),
  m('Lexus', 'NX', ['suv'], 'Hybrid', 70000, ['NX 250', 'NX 350h', 'NX 450h+'], {
    drive: 'AWD',
    engine: [4, 2.5, 'Naturally Aspirated', '239Nm'],
    since: 2015,
  }),
  m('Lexus', 'IS', ['sedan'], 'Petrol', 65000, ['IS 300', 'IS 500 F Sport'], {
    drive: 'RWD',
    engine: [4, 2.0, 'Turbo', '350Nm'],
    since: 2010,
  }),
  m('Land Rover', 'Defender', ['suv', '4x4'], 'Diesel', 95000, ['110 D250 S', '110 D300 X-Dynamic', '130 P400'], {
    drive: '4WD',
    engine: [6, 3.0, 'Turbo', '570Nm'],
    since: 2020,
  }),
  m('Land Rover', 'Discovery Sport', ['suv'], 'Petrol', 75000, ['P250 S', 'P250 Dynamic SE'], {
    drive: 'AWD',
    seats: 7,
    engine: [4, 2.0, 'Turbo', '365Nm'],
    since: 2015,
  }),
  m('Range Rover', 'Range Rover Sport', ['suv'], 'Diesel', 160000, ['D300 Dynamic SE', 'P550e Autobiography'], {
    drive: 'AWD',
    engine: [6, 3.0, 'Turbo', '650Nm'],
    since: 2013,
  }),
  m('Range Rover', 'Range Rover Evoque', ['suv'], 'Petrol', 75000, ['P250 S', 'P300e Dynamic SE'], {
    drive: 'AWD',
    engine: [4, 2.0, 'Turbo', '365Nm'],
    since: 2011,
  }),
  // Others with used stock
  m('Tesla', 'Model 3', ['sedan'], 'Electric', 55000, ['Rear-Wheel Drive', 'Long Range', 'Performance'], { drive: 'RWD', since: 2019 }),
  m('Tesla', 'Model Y', ['suv'], 'Electric', 58000, ['Rear-Wheel Drive', 'Long Range', 'Performance'], { drive: 'AWD', since: 2022 }),
  m('Tesla', 'Cybertruck', ['ute'], 'Electric', 140000, ['AWD', 'Cyberbeast'], { status: 'coming_soon', drive: 'AWD', since: 2026 }),
  m('Isuzu', 'D-Max', ['ute', 'cabChassis'], 'Diesel', 40000, ['SX', 'LS-M', 'LS-U', 'X-Terrain'], {
    drive: '4WD',
    engine: [4, 3.0, 'Turbo', '450Nm'],
    since: 2012,
  }),
  m('Isuzu', 'MU-X', ['suv', '4x4'], 'Diesel', 50000, ['LS-M', 'LS-U', 'LS-T'], {
    drive: '4WD',
    seats: 7,
    engine: [4, 3.0, 'Turbo', '450Nm'],
    since: 2014,
  }),
  m('MG', 'ZS', ['suv'], 'Petrol', 24000, ['Vibe', 'Excite', 'Essence'], { engine: [4, 1.5, 'Naturally Aspirated', '141Nm'], since: 2018 }),
  m('MG', 'MG4', ['hatch'], 'Electric', 36000, ['Excite 51', 'Essence 64', 'XPOWER'], { since: 2023 }),
  m('MG', 'HS', ['suv'], 'Plug-in Hybrid', 35000, ['Vibe', 'Excite', 'Essence'], { engine: [4, 1.5, 'Turbo', '250Nm'], since: 2020 }),
  m('GWM', 'Cannon', ['ute'], 'Diesel', 40000, ['Lux', 'Ultra', 'Vanta'], {
    drive: '4WD',
    engine: [4, 2.4, 'Turbo', '480Nm'],
    since: 2021,
  }),
  m('Haval', 'Jolion', ['suv'], 'Hybrid', 30000, ['Premium', 'Lux', 'Ultra'], { engine: [4, 1.5, 'Turbo', '210Nm'], since: 2021 }),
  m('BYD', 'Atto 3', ['suv'], 'Electric', 45000, ['Standard Range', 'Extended Range'], { since: 2022 }),
  m('BYD', 'Seal', ['sedan'], 'Electric', 50000, ['Dynamic', 'Premium', 'Performance'], { since: 2023 }),
  m('BYD', 'Shark 6', ['ute'], 'Plug-in Hybrid', 58000, ['Premium'], {
    status: 'new',
    drive: 'AWD',
    engine: [4, 1.5, 'Turbo', '650Nm'],
    since: 2024,
  }),
  m('Suzuki', 'Swift', ['hatch'], 'Hybrid', 24000, ['Hybrid', 'Hybrid Plus', 'Sport'], {
    engine: [3, 1.2, 'Naturally Aspirated', '112Nm'],
    since: 2010,
  }),
  m('Suzuki', 'Jimny', ['suv', '4x4'], 'Petrol', 33000, ['Lite', 'GLX', 'XL'], {
    drive: '4WD',
    seats: 4,
    engine: [4, 1.5, 'Naturally Aspirated', '130Nm'],
    since: 2018,
  }),
  m('Suzuki', 'Vitara', ['suv'], 'Petrol', 32000, ['RT-S', 'Turbo', 'Turbo Allgrip'], { engine: [4, 1.4, 'Turbo', '220Nm'], since: 2015 }),
  m('Jeep', 'Wrangler', ['suv', '4x4'], 'Petrol', 80000, ['Sport', 'Rubicon', 'Sahara'], {
    drive: '4WD',
    engine: [4, 2.0, 'Turbo', '400Nm'],
    since: 2010,
  }),
  m('Jeep', 'Grand Cherokee', ['suv'], 'Petrol', 80000, ['Laredo', 'Limited', 'Overland', 'Summit'], {
    drive: '4WD',
    seats: 5,
    engine: [6, 3.6, 'Naturally Aspirated', '347Nm'],
    since: 2011,
  }),
  m('Jeep', 'Gladiator', ['ute'], 'Petrol', 85000, ['Sport', 'Rubicon', 'Mojave'], {
    drive: '4WD',
    engine: [6, 3.6, 'Naturally Aspirated', '347Nm'],
    since: 2020,
  }),
  m('Chevrolet', 'Silverado 1500', ['ute'], 'Petrol', 110000, ['WT', 'LT', 'LTZ', 'High Country', 'ZR2'], {
    drive: '4WD',
    engine: [8, 5.3, 'Naturally Aspirated', '519Nm'],
    since: 2014,
  }),
  m('Chevrolet', 'Silverado 2500HD', ['ute', 'cabChassis'], 'Diesel', 140000, ['LT', 'LTZ', 'High Country'], {
    drive: '4WD',
    engine: [8, 6.6, 'Turbo', '1234Nm'],
    since: 2015,
  }),
  m('Chevrolet', 'Tahoe', ['suv'], 'Petrol', 95000, ['LS', 'LT', 'Z71', 'Premier'], {
    drive: '4WD',
    seats: 8,
    engine: [8, 5.3, 'Naturally Aspirated', '519Nm'],
    since: 2012,
  }),
  m('Chevrolet', 'Equinox', ['suv'], 'Petrol', 45000, ['LS', 'LT', 'RS', 'Activ'], {
    drive: 'AWD',
    engine: [4, 1.5, 'Turbo', '275Nm'],
    since: 2012,
  }),
  m('Chevrolet', 'Malibu', ['sedan'], 'Petrol', 38000, ['LS', 'RS', 'LT'], {
    engine: [4, 1.5, 'Turbo', '250Nm'],
    since: 2012,
    until: 2025,
  }),
  m('Chevrolet', 'Camaro', ['coupe', 'convertible'], 'Petrol', 70000, ['1LT', '2SS', 'ZL1'], {
    drive: 'RWD',
    seats: 4,
    engine: [8, 6.2, 'Naturally Aspirated', '617Nm'],
    since: 2012,
    until: 2024,
  }),
  m('Chevrolet', 'Corvette', ['coupe', 'convertible'], 'Petrol', 150000, ['Stingray 1LT', 'Stingray 3LT', 'Z06'], {
    drive: 'RWD',
    seats: 2,
    engine: [8, 6.2, 'Naturally Aspirated', '637Nm'],
    since: 2014,
  }),
  m('Chevrolet', 'Colorado', ['ute'], 'Petrol', 50000, ['WT', 'LT', 'Trail Boss', 'ZR2'], {
    drive: '4WD',
    engine: [4, 2.7, 'Turbo', '583Nm'],
    since: 2015,
  }),
  m('Chevrolet', 'Blazer EV', ['suv'], 'Electric', 75000, ['LT', 'RS', 'SS'], { status: 'new', drive: 'AWD', since: 2024 }),
  m('Chevrolet', 'Traverse', ['suv'], 'Petrol', 60000, ['LT', 'Z71', 'RS'], {
    drive: 'AWD',
    seats: 8,
    engine: [4, 2.5, 'Turbo', '440Nm'],
    since: 2013,
  }),
  m('Ram', '1500', ['ute'], 'Petrol', 120000, ['Tradesman', 'Big Horn', 'Laramie', 'Limited', 'TRX'], {
    drive: '4WD',
    engine: [8, 5.7, 'Naturally Aspirated', '556Nm'],
    since: 2012,
  }),
  m('Ram', '2500', ['ute'], 'Diesel', 150000, ['Tradesman', 'Laramie', 'Power Wagon'], {
    drive: '4WD',
    engine: [6, 6.7, 'Turbo', '1152Nm'],
    since: 2013,
  }),
  m('Ram', '3500', ['cabChassis', 'ute'], 'Diesel', 160000, ['Tradesman', 'Laramie', 'Limited'], {
    drive: '4WD',
    engine: [6, 6.7, 'Turbo', '1458Nm'],
    since: 2013,
  }),
  m('Ram', 'ProMaster', ['van'], 'Petrol', 75000, ['1500 Low Roof', '2500 High Roof', '3500 Super High Roof'], {
    drive: 'FWD',
    seats: 2,
    engine: [6, 3.6, 'Naturally Aspirated', '352Nm'],
    since: 2014,
  }),
  m('Ram', '1500 REV', ['ute'], 'Electric', 130000, ['Tradesman', 'Laramie'], { status: 'coming_soon', drive: 'AWD', since: 2026 }),
  m('GMC', 'Sierra 1500', ['ute'], 'Petrol', 115000, ['SLE', 'Elevation', 'AT4', 'Denali'], {
    drive: '4WD',
    engine: [8, 5.3, 'Naturally Aspirated', '519Nm'],
    since: 2014,
  }),
  m('GMC', 'Yukon', ['suv'], 'Petrol', 100000, ['SLE', 'SLT', 'AT4', 'Denali'], {
    drive: '4WD',
    seats: 8,
    engine: [8, 5.3, 'Naturally Aspirated', '519Nm'],
    since: 2013,
  }),
  m('Dodge', 'Charger', ['sedan', 'coupe'], 'Petrol', 60000, ['SXT', 'GT', 'Scat Pack'], {
    drive: 'RWD',
    engine: [8, 5.7, 'Naturally Aspirated', '535Nm'],
    since: 2012,
  }),
  m('Dodge', 'Durango', ['suv'], 'Petrol', 65000, ['SXT', 'GT', 'R/T'], {
    drive: 'AWD',
    seats: 7,
    engine: [6, 3.6, 'Naturally Aspirated', '353Nm'],
    since: 2012,
  }),
  m('Chrysler', 'Pacifica', ['peopleMover'], 'Plug-in Hybrid', 65000, ['Touring L', 'Limited', 'Pinnacle'], {
    seats: 7,
    engine: [6, 3.6, 'Naturally Aspirated', '355Nm'],
    since: 2017,
  }),
  // Motorcycles
  bike('Yamaha', 'MT-07', 13000, [2, 0.689, 'Naturally Aspirated', '67Nm'], ['LAMS', 'Standard'], { since: 2014 }),
  bike('Yamaha', 'MT-09', 17500, [3, 0.89, 'Naturally Aspirated', '93Nm'], ['Standard', 'SP'], { since: 2014 }),
  bike('Yamaha', 'YZF-R1', 33000, [4, 0.998, 'Naturally Aspirated', '113Nm'], ['R1', 'R1M'], { since: 2012 }),
  bike('Yamaha', 'Tenere 700', 19000, [2, 0.689, 'Naturally Aspirated', '68Nm'], ['Standard', 'World Raid'], { since: 2020 }),
  bike('Yamaha', 'XSR900', 18000, [3, 0.89, 'Naturally Aspirated', '93Nm'], ['Standard'], { since: 2016 }),
  bike('Yamaha', 'TMAX', 23000, [2, 0.562, 'Naturally Aspirated', '55Nm'], ['Tech MAX'], { since: 2012 }),
  bike('Kawasaki', 'Ninja 400', 9000, [2, 0.399, 'Naturally Aspirated', '38Nm'], ['LAMS', 'KRT Edition'], { since: 2018 }),
  bike('Kawasaki', 'Z900', 16000, [4, 0.948, 'Naturally Aspirated', '98Nm'], ['Standard', 'SE'], { since: 2017 }),
  bike('Kawasaki', 'Versys 650', 14000, [2, 0.649, 'Naturally Aspirated', '61Nm'], ['LAMS', 'Tourer'], { since: 2012 }),
  bike('Kawasaki', 'KLR650', 10500, [1, 0.652, 'Naturally Aspirated', '53Nm'], ['Standard', 'Adventure'], { since: 2012 }),
  bike('Kawasaki', 'Ninja ZX-10R', 30000, [4, 0.998, 'Naturally Aspirated', '114Nm'], ['ZX-10R', 'KRT'], { since: 2012 }),
  bike('Harley-Davidson', 'Street Glide', 48000, [2, 1.923, 'Naturally Aspirated', '176Nm'], ['Standard', 'Special'], { since: 2014 }),
  bike('Harley-Davidson', 'Fat Boy', 36000, [2, 1.868, 'Naturally Aspirated', '155Nm'], ['114'], { seats: 2, since: 2012 }),
  bike('Harley-Davidson', 'Sportster S', 27000, [2, 1.252, 'Naturally Aspirated', '127Nm'], ['Standard'], { since: 2021 }),
  bike('Harley-Davidson', 'Pan America 1250', 33000, [2, 1.252, 'Naturally Aspirated', '128Nm'], ['Standard', 'Special'], { since: 2021 }),
  bike('Ducati', 'Panigale V4', 45000, [4, 1.103, 'Naturally Aspirated', '124Nm'], ['V4', 'V4 S'], { since: 2018 }),
  bike('Ducati', 'Monster', 20000, [2, 0.937, 'Naturally Aspirated', '93Nm'], ['Monster', 'Monster +', 'SP'], { since: 2012 }),
  bike('Ducati', 'Multistrada V4', 35000, [4, 1.158, 'Naturally Aspirated', '125Nm'], ['V4', 'V4 S', 'Rally'], { since: 2021 }),
  bike('Ducati', 'Scrambler Icon', 16000, [2, 0.803, 'Naturally Aspirated', '65Nm'], ['Icon', 'Full Throttle'], { since: 2015 }),
  bike('Triumph', 'Street Triple', 19000, [3, 0.765, 'Naturally Aspirated', '80Nm'], ['R', 'RS'], { since: 2013 }),
  bike('Triumph', 'Bonneville T120', 23000, [2, 1.2, 'Naturally Aspirated', '105Nm'], ['Standard', 'Black'], { since: 2016 }),
  bike('Triumph', 'Tiger 900', 24000, [3, 0.888, 'Naturally Aspirated', '90Nm'], ['GT', 'Rally Pro'], { since: 2020 }),
  bike('KTM', '390 Duke', 9500, [1, 0.399, 'Naturally Aspirated', '39Nm'], ['LAMS'], { since: 2014 }),
  bike('KTM', '890 Adventure', 22000, [2, 0.889, 'Naturally Aspirated', '100Nm'], ['Standard', 'R'], { since: 2021 }),
  bike('KTM', '1290 Super Duke R', 31000, [2, 1.301, 'Naturally Aspirated', '140Nm'], ['Evo'], { since: 2014 }),
  // Caravans and motorhomes: [length ft, width ft, tare kg, ATM kg, sleeps, axle]
  caravan('Jayco', 'Journey', 75000, [21, 7.9, 2380, 2880, 4, 'Tandem'], ['19.61-3 Outback', '21.65-3 Outback'], { since: 2012 }),
  caravan('Jayco', 'Starcraft', 58000, [19, 7.5, 1980, 2480, 4, 'Single'], ['17.55-3', '19.61-3'], { since: 2012 }),
  caravan('Jayco', 'Silverline', 105000, [23, 8.0, 2750, 3300, 2, 'Tandem'], ['21.66-3', '23.76-3'], { since: 2015 }),
  m('Jayco', 'Conquest', ['motorhome'], 'Diesel', 210000, ['FA25-6', 'FA30-1'], {
    seats: 4,
    drive: 'FWD',
    engine: [4, 2.3, 'Turbo', '400Nm'],
    since: 2015,
    van: [25, 7.9, 3900, 4495, 4, 'Single'],
  }),
  caravan('Jayco', 'Swan', 32000, [14, 7.2, 1100, 1500, 6, 'Single'], ['Outback', 'Standard'], { since: 2010 }),
  caravan('Swift', 'Challenger', 72000, [22, 7.6, 1500, 1700, 4, 'Tandem'], ['560', '580'], { since: 2014 }),
  caravan('Swift', 'Basecamp', 45000, [16, 7.3, 1150, 1400, 2, 'Single'], ['2', '4'], { since: 2016 }),
  caravan('Avan', 'Aspire', 70000, [20, 7.7, 2100, 2600, 2, 'Tandem'], ['555', '653'], { since: 2014 }),
  caravan('Avan', 'Cruiseliner', 35000, [14, 6.9, 1050, 1400, 4, 'Single'], ['Standard', 'Off-road'], { since: 2010 }),
  m('Avan', 'Ovation', ['motorhome'], 'Diesel', 195000, ['M5', 'M6'], {
    seats: 4,
    drive: 'FWD',
    engine: [4, 2.3, 'Turbo', '400Nm'],
    since: 2014,
    van: [24, 7.7, 3700, 4490, 4, 'Single'],
  }),
  caravan('Coromal', 'Element', 62000, [20, 7.5, 2000, 2500, 4, 'Tandem'], ['E602', 'E636'], { since: 2013 }),
  caravan('Coromal', 'Lifestyle', 55000, [18, 7.4, 1850, 2300, 2, 'Single'], ['L541'], { since: 2012 }),
  caravan('Windsor', 'Rapid', 50000, [17, 7.4, 1700, 2100, 4, 'Single'], ['560', '591'], { since: 2012 }),
  caravan('Windsor', 'Royale', 68000, [21, 7.8, 2300, 2800, 2, 'Tandem'], ['650', '690'], { since: 2014 }),
  caravan('Bailey', 'Unicorn', 80000, [24, 7.5, 1500, 1750, 4, 'Tandem'], ['Cadiz', 'Seville', 'Vigo'], { since: 2014 }),
  caravan('Bailey', 'Phoenix+', 65000, [22, 7.3, 1400, 1650, 4, 'Single'], ['420', '440', '640'], { since: 2016 }),
];
