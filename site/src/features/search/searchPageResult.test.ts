import type { StockSearchResult } from '@dealer/stock-search';
import { testIndexedCar } from '@/features/carDetail/testCar';
import { CARD_HIT_FIELDS } from '@/features/carCard/cardHit';
import { packSearchPageResult, unpackSearchPageResult } from './searchPageResult';

function result(): StockSearchResult {
  const { document: _document, search_text: _text, ...hit } = testIndexedCar({}, { images: ['/a.jpg', '/b.jpg', '/c.jpg'] });
  return {
    hits: [hit, { ...hit, id: '2', slug: 'second', images: [], primary_image_url: null }],
    found: 2,
    page: 1,
    pages: 1,
    ms: 3,
    facetStats: { price: { min: 1000, max: 2000 } },
    facets: {
      make: [
        { value: 'Toyota', count: 1 },
        { value: 'Mazda', count: 1 },
      ],
      make_model: [
        { value: 'Toyota > HiLux', count: 1 },
        { value: 'Mazda > CX-5', count: 1 },
      ],
      badge: [{ value: 'SR5', count: 1 }],
      'model.name': [{ value: 'Hilux', count: 1 }],
      body: [{ value: 'Ute', count: 2 }],
    },
  };
}

describe('a search page result as the props carry it', () => {
  it('keeps the facets the page shows and drops the rest', () => {
    const packed = packSearchPageResult(result(), {});
    expect(Object.keys(packed.facets).sort()).toEqual(['body', 'make', 'make_model']);
    expect(packed.facetStats).toEqual({ price: { min: 1000, max: 2000 } });
    expect(packed).toMatchObject({ found: 2, page: 1, pages: 1 });
  });

  it('lists models only under the ticked makes', () => {
    expect(packSearchPageResult(result(), {}).facets.make_model).toEqual([]);
    expect(packSearchPageResult(result(), { refinements: { make: ['Mazda'] } }).facets.make_model).toEqual([
      { value: 'Mazda > CX-5', count: 1 },
    ]);
  });

  it('sends each hit as one row of the card fields, and unpacks to exactly those fields', () => {
    const source = result();
    const packed = packSearchPageResult(source, {});
    expect(packed.hitRows).toHaveLength(2);
    expect(packed.hitRows[0]).toHaveLength(CARD_HIT_FIELDS.length);
    expect(packed).not.toHaveProperty('hits');
    const [first, second] = unpackSearchPageResult(packed).hits;
    expect(Object.keys(first!).sort()).toEqual([...CARD_HIT_FIELDS].sort());
    for (const field of CARD_HIT_FIELDS.filter((f) => f !== 'images')) expect(first![field]).toEqual(source.hits[0]![field]);
    expect(first).not.toHaveProperty('tenant');
    // The card shows one photo and asks only whether there is any.
    expect(first!.images).toEqual(['/a.jpg']);
    expect(second!.images).toEqual([]);
    expect(second!.slug).toBe('second');
  });
});
