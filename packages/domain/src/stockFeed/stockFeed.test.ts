import { DEFAULT_MAX_REMOVAL_SHARE, parseRemovalShare, readFeed, removalHoldReason, StockFeedFormatError, validateFeed } from './stockFeed';

const CSV = `stocknum,vin,make,model,badge,year,car_type,status,odometer,price_drive_away,features,images,show_on_dealer_website
U1001,JTMBFREV10D123456,Toyota,RAV4,GX,2021,used,in_stock,45210,32990,Reverse camera|Apple CarPlay,https://cdn.example.com/u1001-1.jpg,true
U1002,,Mazda,CX-5,Maxx,2020,used,sold,61000,28990,,,no
U1003,BADVINOOO,Ford,,XLT,1850,ute,,abc,-5,,ftp://x,maybe
U1001,,Kia,Sportage,S,2022,used,,,,,,
`;

describe('readFeed', () => {
  it('reads CSV with the header as line 1', () => {
    const records = readFeed(CSV, 'csv');
    expect(records.map((r) => r.line)).toEqual([2, 3, 4, 5]);
    expect(records[0]?.record.make).toBe('Toyota');
  });

  it('reads a JSON array or { vehicles: [...] }', () => {
    expect(readFeed('[{"stocknum":"A"}]', 'json')).toEqual([{ line: 1, record: { stocknum: 'A' } }]);
    expect(readFeed('{"vehicles":[{"stocknum":"A"},{"stocknum":"B"}]}', 'json').map((r) => r.line)).toEqual([1, 2]);
  });

  it.each([
    ['{nope', 'json', /not valid JSON/],
    ['{"cars": []}', 'json', /array of vehicles/],
    ['a,b\n"unterminated', 'csv', /not valid CSV/],
  ] as const)('refuses a malformed %s feed', (content, format, message) => {
    expect(() => readFeed(content, format)).toThrow(StockFeedFormatError);
    expect(() => readFeed(content, format)).toThrow(message);
  });
});

describe('validateFeed', () => {
  const { rows, rejects } = validateFeed(readFeed(CSV, 'csv'));

  it('accepts valid rows and converts their values', () => {
    expect(rows.map((r) => r.stocknum)).toEqual(['U1001', 'U1002']);
    expect(rows[0]).toMatchObject({
      year: 2021,
      odometer: 45210,
      price_drive_away: 32990,
      features: ['Reverse camera', 'Apple CarPlay'],
      show_on_dealer_website: true,
    });
    expect(rows[1]).toMatchObject({ status: 'sold', show_on_dealer_website: false, item_type: 'car' });
    expect(rows[1]?.vin).toBeUndefined();
  });

  it('rejects a bad row with its line and every reason', () => {
    const bad = rejects.find((r) => r.line === 4);
    expect(bad?.stocknum).toBe('U1003');
    expect(bad?.reasons).toEqual(
      expect.arrayContaining([
        'vin must be 11 to 17 letters and digits (no I, O or Q)',
        'model is required',
        'year must be 1900 or later',
        'car_type must be one of new, used, demo',
        'odometer must be a number',
        'price_drive_away must not be negative',
        'images must be http(s) URLs',
        'show_on_dealer_website must be true or false',
      ]),
    );
  });

  it('rejects a stock number repeated in the same feed', () => {
    expect(rejects.find((r) => r.line === 5)).toEqual({
      line: 5,
      stocknum: 'U1001',
      reasons: ['stocknum U1001 already appears on line 2'],
    });
  });
});

describe('empty feeds (issue 9: no feed can wipe a yard)', () => {
  it.each([
    ['[]', 'json'],
    ['{"vehicles": []}', 'json'],
    ['stocknum,make,model,year,car_type\n', 'csv'],
    ['stocknum,make,model,year,car_type', 'csv'],
  ] as const)('%s (%s) reads as no records, which the importer refuses', (content, format) => {
    expect(readFeed(content, format)).toEqual([]);
  });
});

describe('created_at (when the car came into stock)', () => {
  const base = { stocknum: 'C1', make: 'Kia', model: 'Rio', year: 2020, car_type: 'used' };

  it('accepts a date or a date-time and leaves it out when empty', () => {
    const { rows } = validateFeed([
      { line: 1, record: { ...base, created_at: '2026-11-01' } },
      { line: 2, record: { ...base, stocknum: 'C2', created_at: '2026-11-01T09:30:00Z' } },
      { line: 3, record: { ...base, stocknum: 'C3', created_at: '' } },
    ]);
    expect(rows.map((row) => row.created_at?.toISOString())).toEqual(['2026-11-01T00:00:00.000Z', '2026-11-01T09:30:00.000Z', undefined]);
  });

  it.each([
    ['yesterday-ish', 'created_at must be a date (YYYY-MM-DD or an ISO 8601 date-time)'],
    ['2999-01-01', 'created_at must not be in the future'],
  ])('rejects %s', (value, reason) => {
    expect(validateFeed([{ line: 1, record: { ...base, created_at: value } }]).rejects).toEqual([
      { line: 1, stocknum: 'C1', reasons: [reason] },
    ]);
  });
});

describe('removalHoldReason (issue 9: a feed marking more than 30% of listed cars sold is held)', () => {
  it.each([
    // wouldMarkSold, listed, maxShare, held
    [0, 0, 0.3, false],
    [3, 10, 0.3, false], // exactly 30% is allowed
    [4, 10, 0.3, true],
    [8, 10, 0.3, true], // 80% missing
    [1, 2, 0.3, true],
    [1, 2, 0.5, false],
    [5, 5, 1, false], // a share of 1 never holds
    [1, 100, 0, true], // a share of 0 holds any removal
  ])('%i of %i listed at max %f: held %s', (wouldMarkSold, listed, maxShare, held) => {
    expect(removalHoldReason(wouldMarkSold, listed, maxShare) !== null).toBe(held);
  });

  it('says how many of how many, the share and the limit', () => {
    expect(removalHoldReason(8, 10)).toBe(
      'The feed would mark 8 of 10 listed cars sold (80%, more than 30%). It was held and nothing was changed: confirm the removals to apply it.',
    );
  });
});

describe('parseRemovalShare', () => {
  it.each([
    [undefined, DEFAULT_MAX_REMOVAL_SHARE],
    ['', DEFAULT_MAX_REMOVAL_SHARE],
    ['0.5', 0.5],
    ['25%', 0.25],
    ['1', 1],
  ])('%s -> %f', (value, share) => {
    expect(parseRemovalShare(value, 'STOCK_FEED_MAX_REMOVAL_SHARE')).toBe(share);
  });

  it.each(['abc', '1.5', '-0.1', '150%'])('refuses %s with the variable named', (value) => {
    expect(() => parseRemovalShare(value, 'STOCK_FEED_MAX_REMOVAL_SHARE')).toThrow(/^STOCK_FEED_MAX_REMOVAL_SHARE must be a share/);
  });
});
