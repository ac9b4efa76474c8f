import { carPhoneNumber, maskPhone, phoneRevealView, revealPhoneTrackingPayload, telHref, type CarPhoneSettings } from './phoneReveal';
import { revealPhoneTrackingSchema } from './phoneRevealSchema';
import { ValidationError } from 'yup';

describe('maskPhone (spec §4, §9: hidden after the first 5 characters)', () => {
  it.each([
    ['1300 123 456', '1300 XXX XXX'],
    ['0412345678', '04123XXXXX'],
    ['(07) 3123 4567', '(07) XXXX XXXX'],
    ['+61 7 3123 4567', '+61 7 XXXX XXXX'],
    ['12345', '12345'],
    ['123', '123'],
    ['  0412 345 678 ', '0412 XXX XXX'],
  ])('%j -> %j', (phone, expected) => {
    expect(maskPhone(phone)).toBe(expected);
  });
});

describe('telHref', () => {
  it.each([
    ['(07) 3123 4567', 'tel:0731234567'],
    ['+61 7 3123 4567', 'tel:+61731234567'],
    ['1300 123 456', 'tel:1300123456'],
  ])('%j -> %s', (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });
});

describe('phoneRevealView', () => {
  it('starts masked with no link', () => {
    expect(phoneRevealView('1300 123 456', false)).toEqual({ revealed: false, display: '1300 XXX XXX', href: null });
  });

  it('shows the number and a tel: link once revealed', () => {
    expect(phoneRevealView('1300 123 456', true)).toEqual({ revealed: true, display: '1300 123 456', href: 'tel:1300123456' });
  });

  it.each([null, undefined, '', '  '])('is null without a number (%j)', (phone) => {
    expect(phoneRevealView(phone, true)).toBeNull();
  });
});

describe('carPhoneNumber (spec §9 fallback order)', () => {
  const all: CarPhoneSettings = {
    overridePhone: 'override',
    newCarsPhone: 'new',
    usedCarsPhone: 'used',
    demoCarsPhone: 'demo',
    filterPhoneByCarType: true,
  };

  it.each([
    ['the override first', 'used', all, 'loc', 'override'],
    ['by type: used', 'used', { ...all, overridePhone: null }, 'loc', 'used'],
    ['by type: new', 'new', { ...all, overridePhone: '' }, 'loc', 'new'],
    ['by type: demo', 'demo', { ...all, overridePhone: null }, 'loc', 'demo'],
    ['by type: demo falls back to new', 'demo', { ...all, overridePhone: null, demoCarsPhone: null }, 'loc', 'new'],
    [
      'filter off: the new-car number even for a used car',
      'used',
      { ...all, overridePhone: null, filterPhoneByCarType: false },
      'loc',
      'new',
    ],
    ['filter on, used with no used number: the new-car number', 'used', { newCarsPhone: 'new', filterPhoneByCarType: true }, 'loc', 'new'],
    ['then the used-car number', 'new', { usedCarsPhone: 'used' }, 'loc', 'used'],
    ['filter off, demo number ignored', 'demo', { demoCarsPhone: 'demo' }, 'loc', 'loc'],
    ['then the location phone', 'new', {}, ' 07 3123 4567 ', '07 3123 4567'],
    ['none at all', 'new', null, null, null],
    ['blanks count as missing', 'used', { overridePhone: '  ', usedCarsPhone: '', filterPhoneByCarType: true }, '', null],
  ] as const)('%s', (_name, carType, settings, locationPhone, expected) => {
    expect(carPhoneNumber({ carType, settings, locationPhone })).toBe(expected);
  });
});

describe('revealPhoneTrackingPayload (spec §7: car_id, dealership_id, website_id)', () => {
  it('carries the three ids, as given', () => {
    expect(revealPhoneTrackingPayload({ id: 42, dealership_id: '7' }, 3)).toEqual({ car_id: 42, dealership_id: '7', website_id: 3 });
  });

  it('has exactly those keys', () => {
    expect(Object.keys(revealPhoneTrackingPayload({ id: 1, dealership_id: 2 }, 3)).sort()).toEqual([
      'car_id',
      'dealership_id',
      'website_id',
    ]);
  });
});

describe('revealPhoneTrackingSchema (spec §7: car_id, dealership_id, website_id)', () => {
  it('accepts the payload the card sends, numbers or strings, as strings', async () => {
    await expect(revealPhoneTrackingSchema.validate({ car_id: '42', dealership_id: 3, website_id: 1 })).resolves.toEqual({
      car_id: '42',
      dealership_id: '3',
      website_id: '1',
    });
  });

  it.each([
    [{ dealership_id: '3', website_id: '1' }, 'car_id is required'],
    [{ car_id: '42', dealership_id: '3' }, 'website_id is required'],
    [{ car_id: '4 2', dealership_id: '3', website_id: '1' }, 'car_id must be an id'],
  ])('rejects %j with "%s"', async (body, message) => {
    await expect(revealPhoneTrackingSchema.validate(body)).rejects.toThrow(message);
  });

  it.each([[{ website_id: false }], [{ car_id: [] }], [{ dealership_id: {} }], [{ website_id: [['x'], {}] }]])(
    'rejects %j as invalid input (a validation error, never a TypeError: issue 39 found a 500)',
    async (fields) => {
      const error = await revealPhoneTrackingSchema
        .validate({ car_id: '42', dealership_id: '3', website_id: '1', ...fields })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
    },
  );

  it('takes a JSON body with its own __proto__ key (a TypeError before: issue 39)', async () => {
    const body: unknown = JSON.parse('{"__proto__":"","car_id":"42","dealership_id":"3","website_id":"1"}');
    await expect(revealPhoneTrackingSchema.validate(body)).resolves.toEqual({ car_id: '42', dealership_id: '3', website_id: '1' });
    const error = await revealPhoneTrackingSchema.validate(JSON.parse('{"__proto__":{"x":1},"a":false}')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
  });

  it('drops fields that are not part of the call', async () => {
    await expect(revealPhoneTrackingSchema.validate({ car_id: '42', dealership_id: '3', website_id: '1', phone: 'x' })).resolves.toEqual({
      car_id: '42',
      dealership_id: '3',
      website_id: '1',
    });
  });
});
