import { canonicalPathOf, matchSiteRoute, MODEL_RANGE_PATHS, modelsPathForQuery, pathOfPageSlug, tenantStaticPaths } from './siteRoutes';

describe('matchSiteRoute (spec §2 routes)', () => {
  it.each([
    ['/', 'home'],
    ['/search/used-cars', 'search'],
    ['/search/new-cars', 'search'],
    ['/search/demo-cars', 'search'],
    ['/search/new-and-demo-cars', 'search'],
    ['/search/new-used-and-demo-cars', 'search'],
    ['/search/electric-cars', 'search'],
    ['/search/mazda', 'search'],
    ['/search/mazda/cx-5', 'search'],
    ['/parts/search', 'parts'],
    ['/cars/2021-mazda-cx-5-abc', 'car'],
    ['/cars/2021-mazda-cx-5-abc/checkout', 'checkout'],
    ['/cars/2021-mazda-cx-5-abc/buy-online', 'checkout'],
    ['/checkout-journey', 'checkout'],
    ['/trade-in', 'trade-in'],
    ['/cars/trade-in', 'trade-in'],
    ['/sell-my-car', 'trade-in'],
    ['/finance', 'finance'],
    ['/finance-enquiry', 'finance'],
    ['/apply-for-finance', 'finance'],
    ['/personalised/finance', 'finance'],
    ['/mazda-finance-page', 'finance'],
    ['/success', 'success'],
    ['/special-offers', 'offers'],
    ['/offers', 'offers'],
    ['/service', 'service'],
    ['/vehicle-parts-and-accessories', 'service'],
    ['/accessories', 'service'],
    ['/warranty', 'service'],
    ['/roadside-assist', 'service'],
    ['/book-test-drive', 'test-drive'],
    ['/contact', 'contact'],
    ['/contact-us', 'contact'],
    ['/contact-us/coastline-toyota', 'location'],
    ['/locations/coastline-toyota', 'location'],
    ['/models', 'models'],
    ['/fleet', 'information'],
    ['/about-us', 'information'],
    ['/careers', 'information'],
    ['/pages/faqs', 'faqs'],
    ['/terms-and-conditions', 'information'],
    ['/privacy-policy', 'information'],
    ['/diamond-advantage', 'information'],
    ['/buying', 'information'],
    ['/dealerships', 'information'],
    ['/blog/vehicle-reviews', 'blog'],
    ['/blog/news', 'blog'],
    ['/blog/vehicle-reviews/mazda-cx-5-review', 'blog'],
    ['/pages/ute-centre', 'information'],
    ['/pages/value-my-car-terms-and-conditions', 'information'],
    ['/value-my-car-terms-and-conditions', 'information'],
    ['/sign-in', 'sign-in'],
    ['/watchlist', 'watchlist'],
  ])('%s is a %s route', (path, kind) => {
    expect(matchSiteRoute(path.split('/'))?.kind).toBe(kind);
  });

  it.each(['/nope', '/cars/x/y/z', '/search/a/b/c', '/../etc', '/about-us/extra', '/pages/%20', '/blog/recipes', '/blog/news/a/b'])(
    '%s is not a route',
    (path) => {
      expect(matchSiteRoute(path.split('/'))).toBeNull();
    },
  );

  it('marks routes whose content is their CMS page alone (a 404 without it), not routes with more', () => {
    expect(matchSiteRoute(['pages', 'ute-centre'])?.needsPage).toBe(true);
    expect(matchSiteRoute(['blog', 'news'])).toMatchObject({ needsPage: true, pageSlug: 'blog-news', params: { category: 'news' } });
    expect(matchSiteRoute(['blog', 'News', 'Big-Sale'])).toEqual({
      kind: 'blog',
      title: 'News',
      params: { category: 'news', article: 'big-sale' },
    });
    for (const path of [
      'warranty',
      'roadside-assist',
      'accessories',
      'vehicle-parts-and-accessories',
      'about-us',
      'fleet',
      'diamond-advantage',
    ])
      expect([path, matchSiteRoute([path])?.needsPage]).toEqual([path, true]);
    expect(matchSiteRoute(['pages', 'value-my-car-terms-and-conditions'])?.needsPage).toBe(true);
    // A form, the locations, the FAQs, the offers: there with or without a page.
    for (const path of [['careers'], ['dealerships'], ['service'], ['pages', 'faqs'], ['offers'], ['mazda-finance-page'], ['contact']])
      expect([path, matchSiteRoute(path)?.needsPage]).toEqual([path, undefined]);
  });

  it('carries the make and model of /search/{make}/{model}', () => {
    expect(matchSiteRoute(['search', 'mazda', 'cx-5'])).toMatchObject({ title: 'Mazda Cx 5', params: { make: 'mazda', model: 'cx-5' } });
  });
});

describe('pathOfPageSlug: where a CMS page is shown', () => {
  it.each([
    ['home', '/'],
    ['service', '/service'],
    ['about-us', '/about-us'],
    ['fleet', '/fleet'],
    ['mazda-finance-page', '/mazda-finance-page'],
    ['value-my-car-terms-and-conditions', '/pages/value-my-car-terms-and-conditions'],
    ['blog-vehicle-reviews', '/blog/vehicle-reviews'],
    ['blog-news', '/blog/news'],
    ['blog-recipes', '/pages/blog-recipes'],
    ['ute-centre', '/pages/ute-centre'],
  ])('%s -> %s, and that path shows it', (slug, path) => {
    expect(pathOfPageSlug(slug)).toBe(path);
    if (slug !== 'home') expect(matchSiteRoute(path.split('/'))?.pageSlug).toBe(slug);
  });
});

describe('/models?body= (spec §2): one body group, served from its own static page', () => {
  it('a group key names its page; anything else is the whole range', () => {
    expect(modelsPathForQuery('suvs')).toBe('/models/suvs');
    expect(modelsPathForQuery('UTES')).toBe('/models/utes');
    expect(modelsPathForQuery('suv')).toBeNull();
    expect(modelsPathForQuery('')).toBeNull();
    expect(modelsPathForQuery(undefined)).toBeNull();
  });
  it('/models/{group} is the models route with its body; an unknown group is no route', () => {
    expect(matchSiteRoute(['models', 'hybrids'])).toEqual({ kind: 'models', title: 'Our Range: Hybrids', params: { body: 'hybrids' } });
    expect(matchSiteRoute(['models', 'trucks'])).toBeNull();
  });
});

describe('tenantStaticPaths: every static page of a tenant, for a change that touches them all', () => {
  const paths = tenantStaticPaths({
    pages: ['home', 'warranty', 'ute-centre'],
    locations: ['coastline-toyota'],
    articles: ['/blog/news/open-day'],
  });
  it('lists the fixed routes, information pages, Range groups, locations and CMS pages once each', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/offers',
        '/pages/faqs',
        '/finance',
        '/about-us',
        '/models/suvs',
        '/locations/coastline-toyota',
        '/contact-us/coastline-toyota',
        '/warranty',
        '/pages/ute-centre',
        '/blog/vehicle-reviews',
        '/blog/news',
        '/blog/news/open-day',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('every path is a route of the site, and search pages (rendered per request) are not listed', () => {
    for (const path of paths) expect([path, matchSiteRoute(path.split('/')) !== null]).toEqual([path, true]);
    expect(paths.filter((path) => path.startsWith('/search'))).toEqual([]);
  });
  it('the model range paths are home, /models and each group', () => {
    expect(MODEL_RANGE_PATHS).toEqual([
      '/',
      '/models',
      '/models/suvs',
      '/models/utes',
      '/models/cars',
      '/models/hybrids',
      '/models/sports',
    ]);
  });
});

describe('canonicalPathOf', () => {
  it.each([
    [[], '/'],
    [['pages', 'careers'], '/careers'],
    [['careers'], '/careers'],
    [['pages', 'about-us'], '/about-us'],
    [['pages', 'jobs'], '/pages/jobs'],
    [['contact-us'], '/contact'],
    [['contact-us', 'coastline-toyota'], '/contact-us/coastline-toyota'],
    [['special-offers'], '/offers'],
    [['Finance'], '/finance'],
    [['pages', 'value-my-car-terms-and-conditions'], '/pages/value-my-car-terms-and-conditions'],
    [['no', 'such', 'route', 'here'], null],
  ])('%j -> %s', (segments, expected) => {
    expect(canonicalPathOf(segments)).toBe(expected);
  });
});
