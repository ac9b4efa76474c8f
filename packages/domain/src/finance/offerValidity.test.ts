import { InvalidDateError, addMonths, formatLongDate, offerValidUntil, parseCalendarDate } from './offerValidity';

describe('offerValidUntil (spec §9: one month from today)', () => {
  it.each([
    ['2026-03-14', '2026-04-14'],
    ['2026-12-15', '2027-01-15'], // over the year end
    ['2026-01-31', '2026-02-28'], // February lacks the 31st: its last day
    ['2028-01-31', '2028-02-29'], // leap year
    ['2026-03-31', '2026-04-30'],
    ['2026-02-28', '2026-03-28'],
  ])('today %s -> valid until %s', (today, expected) => {
    expect(offerValidUntil(today)).toBe(expected);
  });

  it('takes another number of months', () => {
    expect(offerValidUntil('2026-11-30', 3)).toBe('2027-02-28');
  });

  it.each(['2026-02-30', '2026-13-01', '14/03/2026', '2026-3-4', ''])('rejects %j', (today) => {
    expect(() => offerValidUntil(today)).toThrow(InvalidDateError);
  });
});

describe('addMonths', () => {
  it('goes backwards too', () => {
    expect(addMonths({ year: 2026, month: 1, day: 31 }, -2)).toEqual({ year: 2025, month: 11, day: 30 });
  });
});

describe('parseCalendarDate', () => {
  it('reads the parts', () => {
    expect(parseCalendarDate('2026-04-09')).toEqual({ year: 2026, month: 4, day: 9 });
  });
});

describe('formatLongDate', () => {
  it.each([
    ['2026-04-14', '14 April 2026'],
    ['2027-01-05', '5 January 2027'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatLongDate(iso)).toBe(expected);
  });
});
