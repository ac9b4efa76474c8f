import { activeItems, isWithinWindow } from './promoWindow';

// Spec §2: "A promo tile is active only from 2025-01-01 to 2025-02-01 (+10:00)."
const tile = { activeFrom: '2025-01-01T00:00:00+10:00', activeUntil: '2025-02-01T00:00:00+10:00' };

describe('isWithinWindow', () => {
  it.each([
    ['2024-12-31T13:59:59Z', false], // 23:59:59 on 31 Dec at +10:00
    ['2024-12-31T14:00:00Z', true], // midnight 1 Jan at +10:00
    ['2025-01-15T00:00:00Z', true],
    ['2025-01-31T13:59:59Z', true],
    ['2025-01-31T14:00:00Z', false], // midnight 1 Feb at +10:00
  ])('at %s -> %s', (now, expected) => {
    expect(isWithinWindow(tile, new Date(now))).toBe(expected);
  });

  it('is never active with an invalid date', () => {
    expect(isWithinWindow({ activeFrom: 'nonsense', activeUntil: '2030-01-01' }, new Date('2025-01-01'))).toBe(false);
  });
});

describe('activeItems', () => {
  it('keeps active items ordered by their order field', () => {
    const items = [
      { id: 'b', order: 2, activeFrom: '2020-01-01', activeUntil: '2030-01-01' },
      { id: 'x', order: 0, activeFrom: '2020-01-01', activeUntil: '2021-01-01' },
      { id: 'a', order: 1, activeFrom: '2020-01-01', activeUntil: '2030-01-01' },
    ];
    expect(activeItems(items, new Date('2025-06-01')).map((i) => i.id)).toEqual(['a', 'b']);
  });
});
