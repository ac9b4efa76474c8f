import type { OpeningHourEntry } from '../locations/openingHours';
import { appointmentSlots } from './appointments';

const weekdays9to5: OpeningHourEntry[] = [
  { weekday: 0, status: 'Closed' },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open', open: '09:00', close: '17:00' })),
  { weekday: 6, status: 'Open', open: '09:00', close: '12:00' },
];

describe('appointmentSlots (spec §5 test-drive "optional date and time booking", from the location opening hours of §3)', () => {
  // 2026-11-23 is a Monday.
  it.each([
    [
      'a Monday, 1 day, hourly: 9am to 4pm starts',
      weekdays9to5,
      '2026-11-23',
      1,
      60,
      {},
      [['2026-11-23', ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']]],
    ],
    [
      'Saturday mornings in 90-minute slots: only what fits before closing',
      weekdays9to5,
      '2026-11-28',
      1,
      90,
      {},
      [['2026-11-28', ['09:00', '10:30']]],
    ],
    ['Sunday is Closed: left out', weekdays9to5, '2026-11-29', 1, 60, {}, []],
    [
      'a week from Saturday keeps six open days',
      weekdays9to5,
      '2026-11-28',
      7,
      180,
      {},
      [
        ['2026-11-28', ['09:00']],
        ['2026-11-30', ['09:00', '12:00']],
        ['2026-12-01', ['09:00', '12:00']],
        ['2026-12-02', ['09:00', '12:00']],
        ['2026-12-03', ['09:00', '12:00']],
        ['2026-12-04', ['09:00', '12:00']],
      ],
    ],
    [
      'today after 14:30: only later slots today, all of tomorrow',
      weekdays9to5,
      '2026-11-23',
      2,
      60,
      { notBefore: '14:30' },
      [
        ['2026-11-23', ['15:00', '16:00']],
        ['2026-11-24', ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']],
      ],
    ],
    ['a slot starting exactly now is gone', weekdays9to5, '2026-11-23', 1, 60, { notBefore: '16:00' }, []],
    ['no opening hours at all: no slots', [], '2026-11-23', 14, 30, {}, []],
    [
      'Open without times, or closing before opening: left out',
      [
        { weekday: 1, status: 'Open', open: null, close: null },
        { weekday: 2, status: 'Open', open: '17:00', close: '09:00' },
        { weekday: 3, status: 'Open', open: '8:30', close: '10:00' },
      ],
      '2026-11-23',
      3,
      30,
      {},
      [['2026-11-25', ['08:30', '09:00', '09:30']]],
    ],
    [
      'across a month and year end',
      [{ weekday: 4, status: 'Open', open: '10:00', close: '11:00' }],
      '2026-12-30',
      3,
      60,
      {},
      [['2026-12-31', ['10:00']]],
    ],
  ] as const)('%s', (_name, hours, from, days, slot, options, expected) => {
    const result = appointmentSlots(hours as OpeningHourEntry[], from, days, slot, options);
    expect(result.map((day) => [day.date, day.times])).toEqual(expected);
  });

  it('14 days of a 6-day week give 12 bookable days, each with its weekday', () => {
    const result = appointmentSlots(weekdays9to5, '2026-11-23', 14, 30);
    expect(result).toHaveLength(12);
    expect(result.every((day) => day.weekday !== 0)).toBe(true);
  });

  it.each([
    ['a date that is not YYYY-MM-DD', '23/11/2026', 30],
    ['slots shorter than 5 minutes', '2026-11-23', 0],
  ])('refuses %s', (_name, from, slot) => {
    expect(() => appointmentSlots(weekdays9to5, from, 1, slot)).toThrow(RangeError);
  });
});
