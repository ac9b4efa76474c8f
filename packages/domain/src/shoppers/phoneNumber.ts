/**
 * A shopper is identified by a mobile number (spec §3 "User: phone", §6): the sign-in code goes to
 * it by SMS, so only a mobile of the tenant's own country is accepted. Parsing and validity come from
 * libphonenumber-js, not from patterns of ours.
 *
 * Why `libphonenumber-js/mobile`: the sign-in form runs this in the browser. The `min` build (about
 * 19 KB gzipped) checks lengths only and cannot tell a mobile from a landline; `max` (about 40 KB)
 * knows every number type, which we do not need; `mobile` (about 24 KB) knows exactly the mobile
 * patterns, so a landline is simply not valid there. The module is only pulled into pages that call it.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';
import type { Locale } from '../config/siteConfig';

/** The country whose numbers a tenant accepts, from its locale. */
export const PHONE_COUNTRY_BY_LOCALE = { 'en-AU': 'AU', 'en-NZ': 'NZ', 'en-US': 'US' } as const satisfies Record<Locale, CountryCode>;
export type PhoneCountry = (typeof PHONE_COUNTRY_BY_LOCALE)[Locale];

export const phoneCountryOf = (locale: Locale): PhoneCountry => PHONE_COUNTRY_BY_LOCALE[locale];

export const PHONE_TEXTS = {
  required: '* Please enter your mobile number.',
  invalid: '* Please enter a valid mobile number.',
  /** A valid number of another country: the code is only sent within the dealer's country. */
  otherCountry: '* Please enter a mobile number from this country.',
} as const;

/** Longer than any number typed with spaces and brackets; bounds what reaches the parser. */
export const PHONE_INPUT_MAX_LENGTH = 32;

/** What people type: digits, one leading +, spaces, brackets, dashes, dots. Letters, `tel:` and extensions are refused. */
const TYPED_PHONE = /^\s*\+?[\d\s().-]+$/;

export type NormalisedMobile = { ok: true; e164: string; national: string } | { ok: false; message: string };

/**
 * The number as stored and texted (`e164`, '+61412345678') and as shown back ('0412 345 678'), or
 * why not. National ('0412 345 678', '412345678') and international ('+61 412 345 678', '0011 61 …')
 * forms of the tenant's country are accepted; a valid mobile of another country is refused with its
 * own message (the SMS provider is contracted per country, and a shopper is a local buyer).
 * US numbers do not say whether they are mobiles (FIXED_LINE_OR_MOBILE): those are accepted.
 */
export function normaliseMobile(input: string | null | undefined, locale: Locale): NormalisedMobile {
  const text = (input ?? '').trim();
  if (!text) return { ok: false, message: PHONE_TEXTS.required };
  if (text.length > PHONE_INPUT_MAX_LENGTH || !TYPED_PHONE.test(text)) return { ok: false, message: PHONE_TEXTS.invalid };
  const country = phoneCountryOf(locale);
  // extract: false: the whole input must be the number, not merely contain one.
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: country, extract: false });
  if (!parsed || parsed.ext || !parsed.isValid()) return { ok: false, message: PHONE_TEXTS.invalid };
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return { ok: false, message: PHONE_TEXTS.invalid };
  if (parsed.country !== country) return { ok: false, message: PHONE_TEXTS.otherCountry };
  return { ok: true, e164: parsed.number, national: parsed.formatNational() };
}

/**
 * A number as logs may show it (not `maskPhone`: that is the car page's phone reveal, spec §4): the country code, the first digit and the last three
 * ('+61412345678' -> '+61 4•• ••• 678'). Anything unparseable keeps only its last three digits.
 */
export function maskMobileForLog(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164, { extract: false });
  if (!parsed) return e164.replace(/\d(?=(?:\D*\d){3})/g, '•');
  const countryCode = `+${parsed.countryCallingCode}`;
  const rest = parsed.formatInternational().slice(countryCode.length);
  let seen = 0;
  const total = rest.replace(/\D/g, '').length;
  const masked = rest.replace(/\d/g, (digit) => {
    seen += 1;
    return seen === 1 || seen > total - 3 ? digit : '•';
  });
  return `${countryCode}${masked}`;
}
