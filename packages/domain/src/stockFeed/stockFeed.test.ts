import { readFeed, StockFeedFormatError, validateFeed } from './stockFeed';

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
