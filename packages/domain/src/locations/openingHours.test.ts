import { formatTime, groupOpeningHours } from './openingHours';

const open = (weekday: number, o = '08:30', c = '17:30') => ({ weekday, status: 'Open', open: o, close: c });

describe('groupOpeningHours (spec §9: weekday hours group as Mon-Fri when all five match)', () => {
  it('groups Mon-Fri when all five match', () => {
    const lines = groupOpeningHours([1, 2, 3, 4, 5].map((d) => open(d)).concat(open(6, '09:00', '12:00')));
    expect(lines).toEqual([
      { days: 'Mon-Fri', hours: '8:30am - 5:30pm' },
      { days: 'Sat', hours: '9am - 12pm' },
      { days: 'Sun', hours: 'Closed' },
    ]);
  });

  it('lists each weekday when one differs', () => {
    const lines = groupOpeningHours([open(1), open(2), open(3), open(4, '08:30', '20:00'), open(5)]);
    expect(lines.map((l) => l.days)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(lines[3]).toEqual({ days: 'Thu', hours: '8:30am - 8pm' });
  });

  it('treats a Closed status or missing times as Closed', () => {
    const lines = groupOpeningHours([
      { weekday: 0, status: 'Closed' },
      { weekday: 6, status: 'Open', open: null, close: null },
    ]);
    expect(lines.at(-1)).toEqual({ days: 'Sun', hours: 'Closed' });
    expect(lines.at(-2)).toEqual({ days: 'Sat', hours: 'Closed' });
  });
});

describe('formatTime', () => {
  it.each([
    ['08:30', '8:30am'],
    ['12:00', '12pm'],
    ['00:15', '12:15am'],
    ['17:00', '5pm'],
    ['noon', 'noon'],
  ])('%s -> %s', (input, expected) => expect(formatTime(input)).toBe(expected));
});
