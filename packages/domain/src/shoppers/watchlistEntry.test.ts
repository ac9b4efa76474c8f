import { priceChangeText, watchlistEntryState } from './watchlistEntry';

const money = (amount: number) => `$${amount.toLocaleString('en-AU')}`;

describe('watchlistEntryState', () => {
  it('a listed car at its saved price is available with no change', () => {
    expect(watchlistEntryState({ saved_price: 30000, car: { price: 30000, listed: true } })).toEqual({
      availability: 'available',
      priceChange: null,
    });
  });

  it('a deleted car is gone', () => {
    expect(watchlistEntryState({ saved_price: 30000, car: null })).toEqual({ availability: 'gone', priceChange: null });
  });

  it('a car off the website is sold, and keeps its price change', () => {
    expect(watchlistEntryState({ saved_price: 30000, car: { price: 28000, listed: false } })).toEqual({
      availability: 'sold',
      priceChange: { from: 30000, to: 28000, direction: 'down' },
    });
  });

  it('a just-sold car still listed (with its sold tag) is sold', () => {
    expect(watchlistEntryState({ saved_price: 30000, car: { price: 30000, listed: true, status: 'sold' } }).availability).toBe('sold');
  });

  it('reports a rise as up', () => {
    expect(watchlistEntryState({ saved_price: 30000, car: { price: 31000, listed: true } }).priceChange).toEqual({
      from: 30000,
      to: 31000,
      direction: 'up',
    });
  });

  it.each([
    [null, 30000],
    [30000, null],
    [0, 30000],
    [30000, 0],
    [30000, 30000.4],
    [Number.NaN, 30000],
  ])('no change is reported from %p to %p (unknown, zero or under a dollar)', (from, to) => {
    expect(watchlistEntryState({ saved_price: from, car: { price: to, listed: true } }).priceChange).toBeNull();
  });
});

describe('priceChangeText', () => {
  it('words a drop and a rise with the given money format', () => {
    expect(priceChangeText({ from: 41990, to: 39990, direction: 'down' }, money)).toBe('Price dropped from $41,990');
    expect(priceChangeText({ from: 39990, to: 41990, direction: 'up' }, money)).toBe('Price rose from $39,990');
  });
});
