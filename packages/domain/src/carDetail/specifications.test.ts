import {
  carSpecifications,
  caravanSpecifications,
  feetToMetres,
  formatEngine,
  formatFeetAndMetres,
  formatTorque,
  isSpecValueShown,
  variantSpecifications,
} from './specifications';

describe('isSpecValueShown (spec §5: empty, null or the string null are hidden)', () => {
  it.each([
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    ['null', false],
    ['NULL', false],
    [' null ', false],
    [Number.NaN, false],
    [0, true],
    ['0', true],
    ['Automatic', true],
    [5, true],
    ['nullarbor', true],
  ])('%j -> %s', (value, expected) => {
    expect(isSpecValueShown(value)).toBe(expected);
  });
});

describe('caravan sizes in feet and metres (spec §5: 1 ft = 0.3048 m)', () => {
  it.each([
    // 23 x 0.3048 = 7.0104 -> 7.01
    [23, 7.01, '23 ft (7.01 m)'],
    // 8 x 0.3048 = 2.4384 -> 2.44
    [8, 2.44, '8 ft (2.44 m)'],
    // 10 x 0.3048 = 3.048 -> 3.05 (half up; plain floating point gives 3.0480000000000005 or 3.04799...)
    [10, 3.05, '10 ft (3.05 m)'],
    // 7.5 x 0.3048 = 2.286 -> 2.29
    [7.5, 2.29, '7.5 ft (2.29 m)'],
    // 19.25 x 0.3048 = 5.8674 -> 5.87
    [19.25, 5.87, '19.25 ft (5.87 m)'],
  ])('%s ft -> %s m', (feet, metres, label) => {
    expect(feetToMetres(feet)).toBe(metres);
    expect(formatFeetAndMetres(feet)).toBe(label);
  });
});

describe('caravanSpecifications', () => {
  it('formats every field and hides the empty ones', () => {
    expect(
      caravanSpecifications({
        body_length: 21,
        body_width: 8,
        tare_weight: 2350,
        aggregate_trailer_mass: 3000,
        axle_type: 'null',
        sleeps: 4,
      }),
    ).toEqual([
      { key: 'body_length', label: 'Body Length', value: '21 ft (6.40 m)' }, // 21 x 0.3048 = 6.4008
      { key: 'body_width', label: 'Body Width', value: '8 ft (2.44 m)' },
      { key: 'tare_weight', label: 'Tare Weight', value: '2,350 kg' },
      { key: 'aggregate_trailer_mass', label: 'Aggregate Trailer Mass (ATM)', value: '3,000 kg' },
      { key: 'sleeps', label: 'Sleeps', value: '4' },
    ]);
  });

  it('is empty without specifications', () => {
    expect(caravanSpecifications(null)).toEqual([]);
  });
});

describe('formatEngine', () => {
  it.each([
    [{ cylinders: 4, enginesize: 1998, enginesize_litres: 2 }, null, '4 cyl 2.0L (1998cc)'],
    [{ cylinders: 6, enginesize: 2993 }, null, '6 cyl 3.0L (2993cc)'], // litres from cc: 2.993 -> 3.0
    [{ enginesize_litres: 1.5 }, null, '1.5L'],
    [{ cylinders: 0, enginesize: 0 }, '75kW electric', '75kW electric'], // electric: zeros count as absent
    [{}, 'null', null],
    [null, ' 2.4L ', '2.4L'],
  ])('%j with engine_size %j -> %j', (variant, engineSize, expected) => {
    expect(formatEngine(variant, engineSize)).toBe(expected);
  });
});

describe('formatTorque', () => {
  it.each([
    ['350', '350 Nm'],
    [500, '500 Nm'],
    ['450Nm @ 2000rpm', '450Nm @ 2000rpm'],
  ])('%j -> %s', (torque, expected) => {
    expect(formatTorque(torque)).toBe(expected);
  });
});

describe('variantSpecifications (spec §3 variant fields with units)', () => {
  it('formats each field with its unit, in order', () => {
    expect(
      variantSpecifications({
        cylinders: 4,
        enginesize: 1998,
        enginesize_litres: 2,
        induction: 'Turbo Intercooled',
        geartype: '8 Speed Automatic',
        fuelconsumptioncombined: 6.8,
        fuelcapacity: 80,
        grossvehiclemass: 3150,
        vehiclelength: 5370,
        vehiclewidth: 1918,
        vehicleheight: 1884,
        torque: '500',
        ancaprating: 5,
      }),
    ).toEqual([
      { key: 'engine', label: 'Engine', value: '4 cyl 2.0L (1998cc)' },
      { key: 'induction', label: 'Induction', value: 'Turbo Intercooled' },
      { key: 'geartype', label: 'Gearbox', value: '8 Speed Automatic' },
      { key: 'fuelconsumptioncombined', label: 'Fuel Consumption (Combined)', value: '6.8 L/100km' },
      { key: 'fuelcapacity', label: 'Fuel Tank Capacity', value: '80 L' },
      { key: 'grossvehiclemass', label: 'Gross Vehicle Mass', value: '3,150 kg' },
      { key: 'vehiclelength', label: 'Length', value: '5,370 mm' },
      { key: 'vehiclewidth', label: 'Width', value: '1,918 mm' },
      { key: 'vehicleheight', label: 'Height', value: '1,884 mm' },
      { key: 'torque', label: 'Torque', value: '500 Nm' },
      { key: 'ancaprating', label: 'ANCAP Safety Rating', value: '5 Stars' },
    ]);
  });

  it.each([
    [{ ancaprating: 1 }, 'ANCAP Safety Rating', '1 Star'],
    [{ ancaprating: 0 }, 'ANCAP Safety Rating', '0 Stars'], // zero is a rating, not an empty value
    [{ fuelconsumptioncombined: 7.25 }, 'Fuel Consumption (Combined)', '7.3 L/100km'],
  ])('%j -> %s %s', (variant, label, value) => {
    expect(variantSpecifications(variant)).toEqual([expect.objectContaining({ label, value })]);
  });

  it('hides empty, null and "null" values', () => {
    expect(variantSpecifications({ induction: 'null', geartype: '', torque: null, vehiclewidth: undefined })).toEqual([]);
    expect(variantSpecifications(undefined)).toEqual([]);
  });
});

describe('carSpecifications', () => {
  const car = {
    car_type: 'used',
    km: 45210,
    simple_transmission: 'Automatic',
    trans: '8 Speed Sports Automatic',
    simple_fuel: 'null',
    fuel: 'Diesel',
    simple_body: 'Ute',
    colour: '',
    drive: '4x4',
    seats: 5,
    doors: null,
    stocknum: 'CST1030',
    vin: 'MR0HA3CD100123456',
    regplate: 'null',
    variant: { cylinders: 4, enginesize_litres: 2.8, torque: '500' },
    specifications: { body_width: 8 },
  };

  it('lists the details strip first (spec §2), hides empty values, then the variant, then identification', () => {
    expect(carSpecifications(car).map((row) => [row.label, row.value])).toEqual([
      ['Condition', 'Used'],
      ['Transmission', 'Automatic'],
      ['Odometer', '45,210 km'],
      ['Fuel Type', 'Diesel'], // simple_fuel is 'null': falls back to fuel
      ['Body Type', 'Ute'],
      ['Drive Type', '4x4'],
      ['Seats', '5'],
      ['Engine', '4 cyl 2.8L'],
      ['Torque', '500 Nm'],
      ['Stock No.', 'CST1030'],
      ['VIN', 'MR0HA3CD100123456'],
    ]);
  });

  it('a caravan shows its caravan specifications instead of the variant', () => {
    const labels = carSpecifications({ ...car, item_type: 'caravan' }).map((row) => row.label);
    expect(labels).toContain('Body Width');
    expect(labels).not.toContain('Engine');
  });

  it.each([
    ['en-AU', '45,210 km'],
    ['en-NZ', '45,210 km'],
    ['en-US', '45,210 mi'], // shown as stored: US tenants store miles
  ] as const)('odometer unit in %s', (locale, value) => {
    expect(carSpecifications(car, locale).find((row) => row.key === 'km')?.value).toBe(value);
  });

  it('a new car shows 0 km (zero is a value)', () => {
    expect(carSpecifications({ car_type: 'new', km: 0 })).toEqual([
      { key: 'condition', label: 'Condition', value: 'New' },
      { key: 'km', label: 'Odometer', value: '0 km' },
    ]);
  });
});
