import { activeItems, isOfferLive, isWithinWindow, nextWindowEdge, secondsUntilEdge } from './promoWindow';

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

describe('offer windows (issue 12: startsAt and endsAt honoured)', () => {
  const now = new Date('2025-01-15T00:00:00Z');
  it.each([
    [{}, true],
    [{ startsAt: '2025-01-14T23:59:59Z' }, true],
    [{ startsAt: '2025-01-15T00:00:01Z' }, false],
    [{ endsAt: '2025-01-15T00:00:00Z' }, false],
    [{ endsAt: '2025-01-15T00:00:01Z' }, true],
    [{ startsAt: '2025-01-01T00:00:00+10:00', endsAt: '2025-02-01T00:00:00+10:00' }, true],
    [{ startsAt: 'garbage' }, false],
  ])('%j live: %s', (offer, live) => {
    expect(isOfferLive(offer, now)).toBe(live);
  });

  it('the next edge is the earliest future instant; none when all are past', () => {
    expect(nextWindowEdge(['2025-01-20T00:00:00Z', null, '2025-01-16T00:00:00Z', '2025-01-10T00:00:00Z'], now)).toEqual(
      new Date('2025-01-16T00:00:00Z'),
    );
    expect(nextWindowEdge(['2025-01-10T00:00:00Z', undefined, 'x'], now)).toBeNull();
  });

  it('a page is kept until just after the next edge, at most the usual time', () => {
    expect(secondsUntilEdge(null, now, 300)).toBe(300);
    expect(secondsUntilEdge(new Date(now.getTime() + 60_000), now, 300)).toBe(61);
    expect(secondsUntilEdge(new Date(now.getTime() + 3_600_000), now, 300)).toBe(300);
    expect(secondsUntilEdge(new Date(now.getTime() + 10), now, 300)).toBe(2);
  });
});
