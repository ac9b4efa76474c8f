import { applySliderInput, formatRangeParam, roundSliderValue, sliderBounds, sliderValue, type SliderBounds } from './rangeSlider';

describe('sliderBounds (spec §5: default 0 to 100000 unless facet stats give a max above 0; step one hundredth)', () => {
  it.each<[string, string, { min: number; max: number } | null, SliderBounds]>([
    ['no stats', 'price', null, { min: 0, max: 100000, step: 1000 }],
    ['stats max 0', 'price', { min: 0, max: 0 }, { min: 0, max: 100000, step: 1000 }],
    ['stats max negative', 'km', { min: -10, max: -5 }, { min: 0, max: 100000, step: 1000 }],
    ['stats max NaN', 'price', { min: 0, max: Number.NaN }, { min: 0, max: 100000, step: 1000 }],
    ['stats max 1', 'seats', { min: 1, max: 1 }, { min: 1, max: 1, step: 1 }],
    ['price stats widen to 1000s', 'price', { min: 4500, max: 87650 }, { min: 4000, max: 88000, step: 840 }],
    ['price stats already on 1000s', 'price', { min: 5000, max: 90000 }, { min: 5000, max: 90000, step: 850 }],
    ['km stats', 'km', { min: 12, max: 250001 }, { min: 0, max: 251000, step: 2510 }],
    ['year stats', 'year', { min: 2005, max: 2025 }, { min: 2005, max: 2025, step: 0.2 }],
    ['min above max falls back to 0', 'year', { min: 2030, max: 2025 }, { min: 0, max: 2025, step: 20.25 }],
  ])('%s', (_name, attribute, stats, expected) => {
    expect(sliderBounds(attribute, stats)).toEqual(expected);
  });
});

describe('roundSliderValue (spec §5: price and km round to the nearest 1000)', () => {
  it.each([
    ['price', 1499, 1000],
    ['price', 1500, 2000],
    ['price', 499, 0],
    ['km', 2500, 3000],
    ['km', 87_654, 88_000],
    ['year', 2010.4, 2010],
    ['year', 2010.5, 2011],
    ['seats', 7, 7],
  ])('%s %s -> %s', (attribute, value, expected) => {
    expect(roundSliderValue(attribute, value)).toBe(expected);
  });
});

describe('sliderValue: a refinement clamped into the bounds (spec §5)', () => {
  const bounds: SliderBounds = { min: 5000, max: 90000, step: 850 };
  it.each<[string, { min?: number; max?: number } | null, { min: number; max: number }]>([
    ['no refinement', null, { min: 5000, max: 90000 }],
    ['inside', { min: 10000, max: 20000 }, { min: 10000, max: 20000 }],
    ['min below the range minimum', { min: 1000 }, { min: 5000, max: 90000 }],
    ['max above the range maximum', { max: 500000 }, { min: 5000, max: 90000 }],
    ['min above max', { min: 30000, max: 20000 }, { min: 20000, max: 20000 }],
    ['min above the range maximum', { min: 95000 }, { min: 90000, max: 90000 }],
    ['max below the range minimum', { max: 1000 }, { min: 5000, max: 5000 }],
    ['NaN sides fall back to the bounds', { min: Number.NaN, max: Number.NaN }, { min: 5000, max: 90000 }],
  ])('%s', (_name, refinement, expected) => {
    expect(sliderValue(bounds, refinement)).toEqual(expected);
  });
});

describe('applySliderInput (spec §5)', () => {
  const price = sliderBounds('price', { min: 4500, max: 87650 }); // 4000..88000
  const year = sliderBounds('year', { min: 2005, max: 2025 });

  it.each<
    [string, string, SliderBounds, { min: number; max: number }, { min: number; max: number }, { min?: number; max?: number } | null]
  >([
    ['rounds price to 1000s', 'price', price, { min: 10499, max: 20500 }, { min: 10000, max: 21000 }, { min: 10000, max: 21000 }],
    ['whole range: no refinement', 'price', price, { min: 4000, max: 88000 }, { min: 4000, max: 88000 }, null],
    ['only min moved', 'price', price, { min: 12000, max: 88000 }, { min: 12000, max: 88000 }, { min: 12000 }],
    ['only max moved', 'price', price, { min: 4000, max: 50000 }, { min: 4000, max: 50000 }, { max: 50000 }],
    ['min above max is held at max', 'price', price, { min: 30000, max: 20000 }, { min: 20000, max: 20000 }, { min: 20000, max: 20000 }],
    ['rounding to the bound drops that side', 'price', price, { min: 4400, max: 87600 }, { min: 4000, max: 88000 }, null],
    ['years round to whole numbers', 'year', year, { min: 2010.2, max: 2019.7 }, { min: 2010, max: 2020 }, { min: 2010, max: 2020 }],
  ])('%s', (_name, attribute, bounds, input, value, refinement) => {
    expect(applySliderInput(attribute, bounds, input)).toEqual({ ok: true, value, refinement });
  });

  it.each<[string, { min: number; max: number }]>([
    ['min below the range', { min: 3999, max: 50000 }],
    ['max above the range', { min: 10000, max: 88001 }],
    ['entirely above', { min: 90000, max: 95000 }],
    ['entirely below', { min: -5000, max: -1000 }],
    ['NaN', { min: Number.NaN, max: 50000 }],
    ['Infinity', { min: 10000, max: Number.POSITIVE_INFINITY }],
  ])('ignores out-of-range input: %s', (_name, input) => {
    const result = applySliderInput('price', price, input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/^price: /);
  });

  it('accepts input exactly on the bounds', () => {
    expect(applySliderInput('price', price, { min: 4000, max: 4000 })).toEqual({
      ok: true,
      value: { min: 4000, max: 4000 },
      refinement: { max: 4000 },
    });
  });
});

describe('formatRangeParam (spec §2: range[price] as min:max)', () => {
  it.each([
    [{ min: 10000, max: 20000 }, '10000:20000'],
    [{ min: 10000 }, '10000:'],
    [{ max: 20000 }, ':20000'],
    [{}, null],
    [null, null],
  ])('%j -> %s', (refinement, expected) => {
    expect(formatRangeParam(refinement)).toBe(expected);
  });
});
