import { CARS, fixture } from '../../test/fixtures/cars';
import { REFINABLE, STOCK_FIELDS } from '../schema/fields';
import { CAR_HIT_KEYS } from '../schema/values';
import {
  collectionFields,
  collectionSchema,
  FIELD_BY_ATTRIBUTE,
  indexedSearchText,
  schemaChanges,
  storedCar,
  toDocument,
  TYPESENSE_FIELDS,
  typesenseField,
} from './schema';

const byName = (name: string) => collectionFields().find((f) => f.name === name);

describe('collection schema from STOCK_FIELDS', () => {
  it('has one field per attribute, dots replaced (a dot would mean a nested object)', () => {
    expect(TYPESENSE_FIELDS.map((f) => f.attribute)).toEqual(STOCK_FIELDS.map((f) => f.name));
    expect(typesenseField('manufacturer.name').name).toBe('manufacturer_name');
    expect(typesenseField('model.body')).toMatchObject({ name: 'model_body', type: 'string[]' });
    expect(collectionFields().some((f) => f.name.includes('.'))).toBe(false);
    expect(() => typesenseField('horsepower')).toThrow(/horsepower/);
  });

  it('faces every refinable attribute, and numbers too (facet stats need it)', () => {
    for (const attribute of REFINABLE) expect(byName(typesenseField(attribute).name)?.facet).toBe(true);
    for (const field of STOCK_FIELDS.filter((f) => f.kind === 'number'))
      expect(byName(typesenseField(field.name).name)).toMatchObject({ facet: true, sort: true, optional: true });
  });

  it('types whole-number attributes int64 and prices float; created_at and sold_date_timestamp are int64 epoch seconds', () => {
    expect(FIELD_BY_ATTRIBUTE.get('seats')?.type).toBe('int64');
    expect(FIELD_BY_ATTRIBUTE.get('created_at')?.type).toBe('int64');
    expect(FIELD_BY_ATTRIBUTE.get('price')?.type).toBe('float');
    expect(byName('sold_date_timestamp')).toMatchObject({ type: 'int64', optional: true });
  });

  it('has a tenant facet, a sortable id copy, and the stored JSON fields unindexed', () => {
    expect(byName('tenant')).toMatchObject({ type: 'string', facet: true });
    expect(byName('sort_id')).toMatchObject({ type: 'string', sort: true });
    expect(byName('hit')).toMatchObject({ type: 'string', index: false, optional: true });
    expect(byName('car')).toMatchObject({ type: 'string', index: false, optional: true });
    expect(collectionSchema('stock_1')).toEqual({ name: 'stock_1', fields: collectionFields() });
  });

  it('field names are unique', () => {
    const names = collectionFields().map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('schemaChanges', () => {
  it('finds nothing to change in a collection created from the schema (Typesense defaults filled in)', () => {
    const live = collectionFields().map((f) => ({ index: true, infix: false, locale: '', sort: f.type !== 'string', ...f }));
    expect(schemaChanges(live)).toEqual({ fields: [], reindexNeeded: [] });
  });

  it('adds missing fields, drops and re-adds retyped ones, drops removed ones', () => {
    const live = collectionFields()
      .filter((f) => f.name !== 'colour')
      .map((f) => (f.name === 'fuel' ? { ...f, type: 'string[]' as const } : f));
    live.push({ name: 'horsepower', type: 'int32', facet: true });
    const changes = schemaChanges(live);
    expect(changes.reindexNeeded.sort()).toEqual(['colour', 'fuel']);
    expect(changes.fields).toEqual(
      expect.arrayContaining([byName('colour'), { name: 'fuel', drop: true }, byName('fuel'), { name: 'horsepower', drop: true }]),
    );
    // A retyped field is dropped before it is added again (Typesense applies them in order).
    const fuel = changes.fields.map((f) => f.name).indexOf('fuel');
    expect(changes.fields[fuel]).toEqual({ name: 'fuel', drop: true });
  });

  it('names dotted attributes by attribute in reindexNeeded', () => {
    const live = collectionFields().filter((f) => f.name !== 'manufacturer_name');
    expect(schemaChanges(live).reindexNeeded).toEqual(['manufacturer.name']);
  });
});

describe('documents', () => {
  it('indexes hyphenated words in every form, lower-cased', () => {
    expect(indexedSearchText('2024 Mazda CX-9 Azami')).toBe('2024 mazda cx 9 cx9 azami');
    expect(indexedSearchText('Subaru 2.5i a/b')).toBe('subaru 2 5i 25i a b ab');
    expect(indexedSearchText(null)).toBe('');
  });

  it('holds the tenant, the filter values and the card and car as JSON', () => {
    const car = fixture('coastline-004');
    const doc = toDocument(car);
    expect(doc).toMatchObject({ id: car.id, tenant: 'coastline', slug: car.slug, sort_id: car.id, show_on_dealer_website: true });
    expect(doc.make_model).toBe(car.make_model);
    expect(doc.manufacturer_name).toBe(car['manufacturer.name']);
    expect(doc.created_at).toBe(Math.floor(Date.parse(car.created_at) / 1000));
    expect(Object.keys(JSON.parse(doc.hit as string)).sort()).toEqual([...CAR_HIT_KEYS].sort());
    expect(JSON.parse(doc.car as string)).toEqual(storedCar(car));
    expect(doc.search_text).toContain('cst1004');
  });

  it('leaves missing values out (not null) and stores the sold date in epoch seconds', () => {
    const noPrice = toDocument(fixture(CARS.noPrice));
    expect('price' in noPrice).toBe(false);
    expect('price_range' in noPrice).toBe(false);
    expect('sold_date_timestamp' in noPrice).toBe(false);
    const sold = fixture(CARS.soldYesterday);
    expect(toDocument(sold).sold_date_timestamp).toBe(Math.floor(Date.parse(sold.sold_date_timestamp ?? '') / 1000));
  });

  it('rounds whole-number attributes (Typesense rejects 12.5 in an int64 field), keeps prices as they are', () => {
    const car = { ...fixture('coastline-001'), km: 12_345.6, price: 19_999.5 };
    expect(toDocument(car)).toMatchObject({ km: 12_346, price: 19_999.5 });
  });

  it('storedCar holds what getBySlug adds to the card, as the PostgreSQL engine returns it', () => {
    const car = fixture('coastline-004');
    const stored = storedCar(car);
    expect({ ...JSON.parse(toDocument(car).hit as string), ...stored }).toEqual(car);
    expect(stored).not.toHaveProperty('make');
  });
});
