import type { Locale } from '../config/siteConfig';
import { PHONE_TEXTS, maskMobileForLog, normaliseMobile, phoneCountryOf } from './phoneNumber';

const INVALID = '* Please enter a valid mobile number.';
const OTHER_COUNTRY = '* Please enter a mobile number from this country.';

describe('phoneCountryOf (the tenant locale decides the country)', () => {
  it.each([
    ['en-AU', 'AU'],
    ['en-NZ', 'NZ'],
    ['en-US', 'US'],
  ] as const)('%s -> %s', (locale, country) => {
    expect(phoneCountryOf(locale)).toBe(country);
  });
});

describe('normaliseMobile (spec §3 User: phone; issue 14: numbers per tenant country)', () => {
  it.each<[string, Locale, string, string]>([
    ['0412 345 678', 'en-AU', '+61412345678', '0412 345 678'],
    ['0412345678', 'en-AU', '+61412345678', '0412 345 678'],
    [' 0412-345-678 ', 'en-AU', '+61412345678', '0412 345 678'],
    ['412 345 678', 'en-AU', '+61412345678', '0412 345 678'],
    ['+61 412 345 678', 'en-AU', '+61412345678', '0412 345 678'],
    ['+61 (0)412 345 678', 'en-AU', '+61412345678', '0412 345 678'],
    ['0011 61 412 345 678', 'en-AU', '+61412345678', '0412 345 678'],
    ['021 123 4567', 'en-NZ', '+64211234567', '021 123 4567'],
    ['+64 21 123 4567', 'en-NZ', '+64211234567', '021 123 4567'],
    ['(201) 555-0123', 'en-US', '+12015550123', '(201) 555-0123'],
    ['201.555.0123', 'en-US', '+12015550123', '(201) 555-0123'],
    ['1 201 555 0123', 'en-US', '+12015550123', '(201) 555-0123'],
    ['+1 201 555 0123', 'en-US', '+12015550123', '(201) 555-0123'],
  ])('accepts %j for %s', (input, locale, e164, national) => {
    expect(normaliseMobile(input, locale)).toEqual({ ok: true, e164, national });
  });

  it('requires a number', () => {
    expect(normaliseMobile('', 'en-AU')).toEqual({ ok: false, message: PHONE_TEXTS.required });
    expect(normaliseMobile('   ', 'en-AU')).toEqual({ ok: false, message: '* Please enter your mobile number.' });
    expect(normaliseMobile(null, 'en-NZ')).toEqual({ ok: false, message: PHONE_TEXTS.required });
  });

  it.each<[string, Locale, string]>([
    ['02 9374 4000', 'en-AU', 'a Sydney landline: no SMS'],
    ['1300 123 456', 'en-AU', 'a 1300 number'],
    ['09 123 4567', 'en-NZ', 'an Auckland landline'],
    ['0412 345 67', 'en-AU', 'a digit short'],
    ['0412 345 6789', 'en-AU', 'a digit over'],
    ['0412345678', 'en-NZ', 'an Australian mobile typed nationally for a NZ tenant'],
    ['0412 345 678x', 'en-AU', 'trailing letters'],
    ['tel:+61412345678', 'en-AU', 'a tel: link'],
    ['+61 412 345 678 ext 2', 'en-AU', 'an extension'],
    ['1-800-FLOWERS', 'en-US', 'letters'],
    ['+61 412 345 678 +61', 'en-AU', 'a second plus'],
    ['0'.repeat(33), 'en-AU', 'over 32 characters'],
    ['<script>', 'en-AU', 'markup'],
  ])('refuses %j for %s (%s)', (input, locale) => {
    expect(normaliseMobile(input, locale)).toEqual({ ok: false, message: INVALID });
  });

  it.each<[string, Locale]>([
    ['+64 21 123 4567', 'en-AU'],
    ['+61 412 345 678', 'en-NZ'],
    ['+61 412 345 678', 'en-US'],
    ['011 61 412 345 678', 'en-US'],
    ['+1 201 555 0123', 'en-AU'],
  ])('refuses %j, a valid mobile of another country, for %s', (input, locale) => {
    expect(normaliseMobile(input, locale)).toEqual({ ok: false, message: OTHER_COUNTRY });
  });
});

describe('maskMobileForLog (logs never hold a whole number)', () => {
  it.each([
    ['+61412345678', '+61 4•• ••• 678'],
    ['+64211234567', '+64 2• ••• •567'],
    ['+12015550123', '+1 2•• ••• •123'],
  ])('%s -> %s', (e164, masked) => {
    expect(maskMobileForLog(e164)).toBe(masked);
  });

  it('keeps only the last three digits of something unparseable', () => {
    expect(maskMobileForLog('12345678')).toBe('•••••678');
    expect(maskMobileForLog('')).toBe('');
  });
});
