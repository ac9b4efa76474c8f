import { TRADE_IN_ESTIMATE_VALID_DAYS, calendarDateAt, offerExpiryLabel, tradeInOfferExpiresOn, utcOffsetMinutesIn } from './offerExpiry';

const BRISBANE = 600; // +10:00, no daylight saving

describe('offerExpiryLabel (spec §4: shown only if the date is in the future)', () => {
  // 9:30am on 14 April 2026 in Brisbane.
  const now = new Date('2026-04-13T23:30:00Z');

  it.each([
    ['2026-04-20', 'Expires on 20 April 2026'],
    ['2026-04-14', 'Expires on 14 April 2026'], // the last day is still running in Brisbane
    ['2026-04-13', null], // yesterday in Brisbane, although still 13 April in UTC
    ['2026-02-30', null],
    ['14/04/2026', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('a date %p -> %p', (expiry, label) => {
    expect(offerExpiryLabel(expiry, now, BRISBANE)).toBe(label);
  });

  it.each([
    ['2026-04-14T23:30:00Z', 'Expires on 15 April 2026'], // the dealer's date of that instant
    ['2026-04-15T09:00:00+10:00', 'Expires on 15 April 2026'],
    ['2026-04-13T23:30:01Z', 'Expires on 14 April 2026'],
    ['2026-04-13T23:30:00Z', null], // now is not the future
    ['2026-04-10T00:00:00Z', null],
    ['2026-04-20T10:00:00', null], // no zone: would mean the server's
    ['nonsense', null],
  ])('an instant %p -> %p', (expiry, label) => {
    expect(offerExpiryLabel(expiry, now, BRISBANE)).toBe(label);
  });

  it('takes a Date', () => {
    expect(offerExpiryLabel(new Date('2027-01-05T02:00:00Z'), now, BRISBANE)).toBe('Expires on 5 January 2027');
    expect(offerExpiryLabel(new Date('2020-01-01T00:00:00Z'), now, BRISBANE)).toBeNull();
    expect(offerExpiryLabel(new Date('not a date'), now, BRISBANE)).toBeNull();
  });
});

describe('tradeInOfferExpiresOn (spec §9: estimate valid 7 days)', () => {
  it.each([
    ['2026-04-14', '2026-04-21'],
    ['2026-12-28', '2027-01-04'], // over the year end
    ['2028-02-25', '2028-03-03'], // leap year
  ])('made on %s -> last day %s', (today, expected) => {
    expect(TRADE_IN_ESTIMATE_VALID_DAYS).toBe(7);
    expect(tradeInOfferExpiresOn(today)).toBe(expected);
  });

  it("takes the tenant's number of days and refuses a non-date", () => {
    expect(tradeInOfferExpiresOn('2026-04-14', 10)).toBe('2026-04-24');
    expect(() => tradeInOfferExpiresOn('14 April')).toThrow(RangeError);
  });
});

describe('calendarDateAt', () => {
  it('is the date in the given offset', () => {
    const instant = new Date('2026-04-13T15:00:00Z');
    expect(calendarDateAt(instant, 0)).toBe('2026-04-13');
    expect(calendarDateAt(instant, BRISBANE)).toBe('2026-04-14');
    expect(calendarDateAt(new Date('2026-04-14T02:00:00Z'), -7 * 60)).toBe('2026-04-13');
  });
});

describe('utcOffsetMinutesIn', () => {
  it('finds the zone’s offset, daylight saving included', () => {
    expect(utcOffsetMinutesIn('Australia/Brisbane', new Date('2026-01-15T00:00:00Z'))).toBe(600);
    expect(utcOffsetMinutesIn('Australia/Sydney', new Date('2026-01-15T00:00:00Z'))).toBe(660);
    expect(utcOffsetMinutesIn('Australia/Sydney', new Date('2026-07-15T00:00:00Z'))).toBe(600);
    expect(utcOffsetMinutesIn('America/Chicago', new Date('2026-07-15T00:00:00Z'))).toBe(-300);
    expect(utcOffsetMinutesIn('UTC', new Date('2026-07-15T00:00:00Z'))).toBe(0);
  });

  it('with offerExpiryLabel: Expires on {date} through the last day in the dealer’s zone, then nothing', () => {
    // 2026-12-03 13:59 UTC is 23:59 in Brisbane (+10:00); a minute later it is the 4th there.
    const brisbane = (at: string) => utcOffsetMinutesIn('Australia/Brisbane', new Date(at));
    expect(offerExpiryLabel('2026-12-03', new Date('2026-12-03T13:59:00Z'), brisbane('2026-12-03T13:59:00Z'))).toBe(
      'Expires on 3 December 2026',
    );
    expect(offerExpiryLabel('2026-12-03', new Date('2026-12-03T14:00:00Z'), brisbane('2026-12-03T14:00:00Z'))).toBeNull();
  });
});
