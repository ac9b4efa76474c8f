import { PRODUCT_DEFAULTS } from '../config/siteConfig';
import { footerNavigation, groupModelsForRange, headerNavigation, rangeGroupsOf } from './navigation';

describe('Range dropdown groups (spec §2: suvs, utes, cars, hybrids, sports)', () => {
  it.each([
    [{ body: ['suv'] }, ['suvs']],
    [{ body: ['ute'] }, ['utes']],
    [{ body: ['cabChassis'] }, ['utes']],
    [{ body: ['sedan'] }, ['cars']],
    [{ body: ['hatch'] }, ['cars']],
    [{ body: [] }, ['cars']],
    [{ body: ['coupe'] }, ['sports']],
    [{ body: ['convertible', 'coupe'] }, ['sports']],
    [{ body: ['suv'], fuel: 'Hybrid' }, ['suvs', 'hybrids']],
    [{ body: ['sedan'], fuel: 'Electric' }, ['cars', 'hybrids']],
    [{ body: ['ute', 'suv'] }, ['suvs', 'utes']],
  ])('%j -> %j', (model, groups) => {
    expect(rangeGroupsOf({ name: 'M', slug: 'm', ...model })).toEqual(groups);
  });

  it('orders groups as the spec does and leaves empty ones out', () => {
    const groups = groupModelsForRange([
      { name: 'MX-5', slug: 'mx-5', body: ['convertible'] },
      { name: 'Mazda3', slug: 'mazda3', body: ['hatch'] },
      { name: 'CX-5', slug: 'cx-5', body: ['suv'], fuel: 'Hybrid' },
    ]);
    expect(groups.map((g) => g.key)).toEqual(['suvs', 'cars', 'hybrids', 'sports']);
    expect(groups[2]?.models.map((m) => m.slug)).toEqual(['cx-5']);
  });
});

describe('headerNavigation', () => {
  const base = { features: PRODUCT_DEFAULTS.features, specialOffersInMore: false, brandPages: [] };

  it('lists the spec items in order', () => {
    expect(headerNavigation(base).map((i) => i.label)).toEqual([
      'Home',
      'Range',
      'Stock',
      'Sell My Car',
      'Finance',
      'Service & Parts',
      'More',
    ]);
  });

  it('drops Sell My Car and Finance when their flags are off', () => {
    const features = { ...PRODUCT_DEFAULTS.features, tradeIn: false, finance: false };
    expect(headerNavigation({ ...base, features }).map((i) => i.label)).not.toEqual(expect.arrayContaining(['Sell My Car']));
    expect(headerNavigation({ ...base, features }).map((i) => i.label)).not.toContain('Finance');
  });

  it('shows Special Offers under More only when asked', () => {
    const more = (specialOffersInMore: boolean) =>
      headerNavigation({ ...base, specialOffersInMore })
        .find((i) => i.label === 'More')
        ?.children?.map((c) => c.label);
    expect(more(false)).not.toContain('Special Offers');
    expect(more(true)?.[0]).toBe('Special Offers');
  });

  it('footer repeats the menus and adds combined search and test drive', () => {
    const footer = footerNavigation(base);
    const hrefs = footer.flatMap((c) => c.links.map((l) => l.href));
    expect(hrefs).toContain('/search/new-used-and-demo-cars');
    expect(hrefs).toContain('/book-test-drive');
    expect(footer.map((c) => c.title)).toEqual(['Quick Links', 'Stock', 'Service & Parts', 'More']);
  });

  it('quick links end with My Watchlist where the cards save cars (favourites on), not elsewhere', () => {
    const quickLinks = (favourites: boolean) =>
      footerNavigation({ ...base, features: { ...base.features, favourites } })[0]?.links.map((link) => link.href);
    expect(quickLinks(true)?.at(-1)).toBe('/watchlist');
    expect(quickLinks(false)).not.toContain('/watchlist');
  });
});
