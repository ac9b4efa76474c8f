/**
 * The sample valuation service's registrations (issue 13): what the embedded valuation provider
 * knows where no eval-expert service is configured. Each state has registrations of one known
 * vehicle (an EvalID: the wizard skips the choice), registrations that could be several vehicles
 * (descriptions: the shopper chooses), and the regos the tests use as unknown are not here.
 */
export type RegoStateCode = 'QLD' | 'NSW' | 'VIC' | 'SA' | 'WA' | 'TAS' | 'ACT' | 'NT';

export interface ValuationSampleDef {
  registration: string;
  state: RegoStateCode;
  /** One known vehicle; absent: the shopper chooses among `descriptions`. */
  evalId?: string;
  vin: string;
  descriptions?: string[];
  make: string;
  model: string;
  series?: string;
  variant?: string;
  year: number;
  body: string;
  transmission: string;
  cylinders: number;
  /** Its price when new, in dollars: the sample instant offer starts from it. */
  newValue: number;
}

type Vehicle = Omit<ValuationSampleDef, 'registration' | 'state' | 'evalId' | 'vin' | 'descriptions'>;

const VEHICLES: Vehicle[] = [
  {
    make: 'Toyota',
    model: 'HiLux',
    series: 'GUN126R',
    variant: 'SR5',
    year: 2021,
    body: 'Utility',
    transmission: 'Automatic',
    cylinders: 4,
    newValue: 55_000,
  },
  {
    make: 'Toyota',
    model: 'RAV4',
    series: 'AXAH54R',
    variant: 'GXL Hybrid',
    year: 2022,
    body: 'Wagon',
    transmission: 'CVT',
    cylinders: 4,
    newValue: 46_000,
  },
  {
    make: 'Mazda',
    model: 'CX-5',
    series: 'KF',
    variant: 'Maxx Sport',
    year: 2020,
    body: 'Wagon',
    transmission: 'Automatic',
    cylinders: 4,
    newValue: 38_000,
  },
  {
    make: 'Mazda',
    model: 'BT-50',
    series: 'TF',
    variant: 'XTR',
    year: 2022,
    body: 'Utility',
    transmission: 'Automatic',
    cylinders: 4,
    newValue: 54_000,
  },
  {
    make: 'Ford',
    model: 'Ranger',
    series: 'PY',
    variant: 'XLT',
    year: 2023,
    body: 'Utility',
    transmission: 'Automatic',
    cylinders: 4,
    newValue: 58_000,
  },
  {
    make: 'Hyundai',
    model: 'i30',
    series: 'CN7',
    variant: 'Active',
    year: 2021,
    body: 'Sedan',
    transmission: 'Automatic',
    cylinders: 4,
    newValue: 27_000,
  },
  {
    make: 'Kia',
    model: 'Sportage',
    series: 'NQ5',
    variant: 'SX',
    year: 2022,
    body: 'Wagon',
    transmission: 'Automatic',
    cylinders: 4,
    newValue: 42_000,
  },
  {
    make: 'Mitsubishi',
    model: 'Outlander',
    series: 'ZM',
    variant: 'ES',
    year: 2022,
    body: 'Wagon',
    transmission: 'CVT',
    cylinders: 4,
    newValue: 37_000,
  },
  {
    make: 'Volkswagen',
    model: 'Golf',
    series: '8',
    variant: '110TSI Life',
    year: 2021,
    body: 'Hatchback',
    transmission: 'Automatic',
    cylinders: 4,
    newValue: 34_000,
  },
  {
    make: 'Subaru',
    model: 'Forester',
    series: 'S5',
    variant: '2.5i-L',
    year: 2019,
    body: 'Wagon',
    transmission: 'CVT',
    cylinders: 4,
    newValue: 36_000,
  },
  {
    make: 'Isuzu',
    model: 'D-MAX',
    series: 'RG',
    variant: 'LS-U',
    year: 2021,
    body: 'Utility',
    transmission: 'Automatic',
    cylinders: 4,
    newValue: 40_000,
  },
  {
    make: 'Nissan',
    model: 'X-Trail',
    series: 'T32',
    variant: 'ST',
    year: 2018,
    body: 'Wagon',
    transmission: 'CVT',
    cylinders: 4,
    newValue: 33_000,
  },
];

const STATES: RegoStateCode[] = ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT'];

const vinOf = (index: number) => `SAMPLEVIN${String(100000 + index).padStart(8, '0')}`;
const describe = (v: Vehicle, variant = v.variant) => `${v.year} ${v.make} ${v.model} ${variant ?? ''} ${v.body} ${v.transmission}`.trim();

/**
 * Per state: two registrations of one known vehicle (`{STATE}EVAL1`, `{STATE}EVAL2` style, an
 * EvalID each), and two that could be two or three vehicles (a choice). 32 in all.
 */
export const VALUATION_SAMPLES: ValuationSampleDef[] = STATES.flatMap((state, s) => {
  const at = (n: number) => VEHICLES[(s * 4 + n) % VEHICLES.length]!;
  const known = (n: number): ValuationSampleDef => ({
    ...at(n),
    registration: `${state}${n + 1}EV${String(s * 4 + n).padStart(2, '0')}`.slice(0, 9),
    state,
    evalId: `EV${String(910000 + s * 4 + n)}`,
    vin: vinOf(s * 4 + n),
  });
  const choice = (n: number, count: number): ValuationSampleDef => {
    const vehicle = at(n);
    const variants = [vehicle.variant ?? 'Base', 'Base', 'Sport'].slice(0, count);
    return {
      ...vehicle,
      registration: `${state}${n + 1}CH${String(s * 4 + n).padStart(2, '0')}`.slice(0, 9),
      state,
      vin: vinOf(s * 4 + n),
      descriptions: [...new Set(variants)].map((variant) => describe(vehicle, variant)),
    };
  };
  return [known(0), known(1), choice(2, 2), choice(3, 3)];
});
