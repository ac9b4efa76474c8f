import { TRADE_IN_VALIDATION_TEXTS } from '@dealer/domain';
import { manualEntryInput } from './manualEntryInput';

describe('manualEntryInput (spec §7, wizard step 2)', () => {
  it('takes the VIN and description, trimmed', () => {
    expect(manualEntryInput({ vin: ' 6T1BF3FK50X123456 ', desc: ' Camry Ascent ' })).toEqual({
      input: { vin: '6T1BF3FK50X123456', desc: 'Camry Ascent' },
    });
  });

  it.each([
    ['a NUL in the VIN (PostgreSQL refuses it: the lookup answered 500)', { vin: 'ABC\u0000', desc: 'Camry' }, 'vin'],
    ['a control character in the description', { vin: 'ABC', desc: 'Cam\u001bry' }, 'desc'],
    ['a VIN that is not text', { vin: ['ABC'], desc: 'Camry' }, 'vin'],
    ['no description', { vin: 'ABC' }, 'desc'],
    ['a VIN over 40 characters', { vin: 'A'.repeat(41), desc: 'Camry' }, 'vin'],
  ])('refuses %s', (_name, body, field) => {
    const result = manualEntryInput(body);
    expect('errors' in result && Object.keys(result.errors)).toEqual([field]);
    if ('errors' in result)
      expect(result.errors[field]).toBe(field === 'vin' ? TRADE_IN_VALIDATION_TEXTS.required : TRADE_IN_VALIDATION_TEXTS.chooseOneCar);
  });
});
