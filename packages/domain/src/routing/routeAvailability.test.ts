import { PRODUCT_DEFAULTS, type FeatureFlags } from '../config/siteConfig';
import { footerNavigation, headerNavigation, type NavLink } from '../navigation/navigation';
import { carButtons, type CarButtonId } from '../carCard/buttons';
import { testCar } from '../carCard/testCar';
import { reservePath } from '../carCard/buttons';
import { routeEnabled, routeRule, tenantButtonIds, type RouteFacts, type SiteTemplate } from './routeAvailability';
import { pageRouteAvailable } from './siteRoutes';

const ALL_ON: FeatureFlags = {
  ...PRODUCT_DEFAULTS.features,
  finance: true,
  tradeIn: true,
  testDrive: true,
  reserve: true,
  buyOnline: false,
};
const facts = (features: Partial<FeatureFlags> = {}, template: SiteTemplate = 'group'): RouteFacts => ({
  features: { ...ALL_ON, ...features },
  template,
});

/** Every href of the header (children included) and the footer. */
function navHrefs(f: RouteFacts): string[] {
  const input = { features: f.features as FeatureFlags, template: f.template, specialOffersInMore: true, brandPages: [] as NavLink[] };
  const header = headerNavigation(input).flatMap((item) => [item.href, ...(item.children ?? []).map((c) => c.href)]);
  const footer = footerNavigation(input).flatMap((column) => column.links.map((l) => l.href));
  return [...header, ...footer];
}

const ALL_BUTTONS: CarButtonId[] = ['enquire', 'test-drive', 'finance', 'reserve-now', 'trade-in'];
const car = testCar();
const buttonIds = (f: RouteFacts) =>
  carButtons(tenantButtonIds(ALL_BUTTONS, f), car, { features: f.features, settings: PRODUCT_DEFAULTS.settings }).map((b) => b.id);

// One row per flag: the routes it switches, the nav entries and car buttons that go with them.
const PER_FLAG: Array<{ flag: keyof FeatureFlags; routes: string[]; nav: string[]; button: CarButtonId | null }> = [
  {
    flag: 'finance',
    routes: ['/finance', '/finance-enquiry', '/apply-for-finance', '/finance-calculator', '/personalised/finance'],
    nav: ['/finance'],
    button: 'finance',
  },
  {
    flag: 'tradeIn',
    routes: ['/trade-in', '/cars/trade-in', '/sell-my-car', '/pages/value-my-car-terms-and-conditions'],
    nav: ['/sell-my-car', '/trade-in'],
    button: 'trade-in',
  },
  { flag: 'testDrive', routes: ['/book-test-drive'], nav: ['/book-test-drive'], button: 'test-drive' },
  { flag: 'reserve', routes: ['/cars/a-car/checkout'], nav: [], button: 'reserve-now' },
];

describe('routeAvailability: one table switches a route, its nav entries and its car buttons together', () => {
  describe.each(PER_FLAG)('$flag', ({ flag, routes, nav, button }) => {
    it('on: the routes, nav entries and button are there', () => {
      for (const route of routes) expect(routeEnabled(route, facts())).toBe(true);
      expect(navHrefs(facts())).toEqual(expect.arrayContaining(nav));
      if (button) expect(buttonIds(facts())).toContain(button);
    });
    it('off: every route is gone, and so are its nav entries and button', () => {
      const off = facts({ [flag]: false });
      for (const route of routes) expect([route, routeEnabled(route, off)]).toEqual([route, false]);
      for (const href of nav) expect(navHrefs(off)).not.toContain(href);
      if (button) expect(buttonIds(off)).not.toContain(button);
    });
    it('off for this flag leaves the others alone', () => {
      const others = PER_FLAG.filter((row) => row.flag !== flag).flatMap((row) => row.routes);
      for (const route of others) expect([route, routeEnabled(route, facts({ [flag]: false }))]).toEqual([route, true]);
    });
  });

  it('buy-online: the reserve journey moves from checkout to buy-online, and the checkout journey appears', () => {
    const without = facts({ buyOnline: false });
    const withIt = facts({ buyOnline: true });
    expect(routeEnabled('/cars/a-car/checkout', without)).toBe(true);
    expect(routeEnabled('/cars/a-car/buy-online', without)).toBe(false);
    expect(routeEnabled('/checkout-journey?car_id=a-car', without)).toBe(false);
    expect(routeEnabled('/cars/a-car/checkout', withIt)).toBe(false);
    expect(routeEnabled('/cars/a-car/buy-online', withIt)).toBe(true);
    expect(routeEnabled('/checkout-journey?car_id=a-car', withIt)).toBe(true);
    expect(reservePath('a car', withIt.features)).toBe('/cars/a%20car/buy-online');
    const reserve = (f: RouteFacts) =>
      carButtons(tenantButtonIds(['reserve-now'], f), car, { features: f.features, settings: PRODUCT_DEFAULTS.settings })[0]?.action;
    expect(reserve(without)).toEqual({ kind: 'link', href: `/cars/${car.slug}/checkout` });
    expect(reserve(withIt)).toEqual({ kind: 'link', href: `/cars/${car.slug}/buy-online` });
  });

  it('template: the brand finance pages are a brand tenant’s, and only with finance on', () => {
    for (const path of ['/mazda-finance-page', '/assured-finance']) {
      expect(routeEnabled(path, facts({}, 'brand'))).toBe(true);
      expect(routeEnabled(path, facts({}, 'group'))).toBe(false);
      expect(routeEnabled(path, facts({}, 'leisure'))).toBe(false);
      expect(routeEnabled(path, facts({ finance: false }, 'brand'))).toBe(false);
      expect(routeEnabled(path, { features: ALL_ON })).toBe(false);
    }
    const input = (template: SiteTemplate, finance: boolean) => ({
      features: { ...ALL_ON, finance },
      template,
      specialOffersInMore: false,
      brandPages: [{ label: 'Brand Finance', href: '/mazda-finance-page' }],
    });
    const more = (template: SiteTemplate, finance: boolean) =>
      headerNavigation(input(template, finance))
        .find((item) => item.label === 'More')
        ?.children?.map((c) => c.href);
    expect(more('brand', true)).toContain('/mazda-finance-page');
    expect(more('brand', false)).not.toContain('/mazda-finance-page');
    expect(more('group', true)).not.toContain('/mazda-finance-page');
  });

  it('a dealership’s finance page decides its finance button', () => {
    expect(tenantButtonIds(['finance', 'enquire'], { ...facts(), financePath: '/apply-for-finance' })).toEqual(['finance', 'enquire']);
    expect(tenantButtonIds(['finance', 'enquire', 'nonsense'], facts({ finance: false }))).toEqual(['enquire']);
  });

  it('paths are matched by segment, case-insensitively, without query or fragment', () => {
    expect(routeRule('/Finance/')?.flags).toEqual(['finance']);
    expect(routeRule('/finance?preferredDealership=x#finance-form')?.flags).toEqual(['finance']);
    expect(routeRule('/finance/extra')).toBeNull();
    expect(routeRule('/cars/trade-in')?.flags).toEqual(['tradeIn']);
    expect(routeRule('/cars/some-car')).toBeNull();
  });

  it('a route whose content is a CMS page alone needs the page published; its nav entries go with it', () => {
    const has = (path: string, slugs: string[], f: RouteFacts = facts()) =>
      routeEnabled(path, f) && pageRouteAvailable(path, new Set(slugs));
    expect(has('/warranty', ['warranty'])).toBe(true);
    expect(has('/warranty', [])).toBe(false);
    expect(has('/pages/ute-centre', ['ute-centre'])).toBe(true);
    expect(has('/pages/ute-centre?x=1', ['warranty'])).toBe(false);
    // A blog category is there while it has a published article (its content key is listed).
    expect(has('/blog/vehicle-reviews', ['blog-vehicle-reviews'])).toBe(true);
    expect(has('/blog/vehicle-reviews', ['blog-news'])).toBe(false);
    // Routes with more than a page are there without one.
    expect(has('/careers', [])).toBe(true);
    expect(has('/service', [])).toBe(true);
    // Both at once: the value-my-car terms need trade-in on and their page.
    const terms = '/pages/value-my-car-terms-and-conditions';
    expect(has(terms, ['value-my-car-terms-and-conditions'])).toBe(true);
    expect(has(terms, ['value-my-car-terms-and-conditions'], facts({ tradeIn: false }))).toBe(false);

    const input = (slugs: string[]) => ({ features: ALL_ON, specialOffersInMore: false, brandPages: [], pages: new Set(slugs) });
    const hrefs = (slugs: string[]) => [
      ...headerNavigation(input(slugs)).flatMap((item) => [item.href, ...(item.children ?? []).map((c) => c.href)]),
      ...footerNavigation(input(slugs)).flatMap((column) => column.links.map((l) => l.href)),
    ];
    const all = [
      'warranty',
      'roadside-assist',
      'vehicle-parts-and-accessories',
      'fleet',
      'about-us',
      'terms-and-conditions',
      'privacy-policy',
    ];
    expect(hrefs(all)).toEqual(expect.arrayContaining(['/warranty', '/roadside-assist', '/vehicle-parts-and-accessories', '/fleet']));
    const without = hrefs(all.filter((slug) => slug !== 'warranty' && slug !== 'fleet'));
    expect(without).not.toContain('/warranty');
    expect(without).not.toContain('/fleet');
    expect(without).toContain('/roadside-assist');
    expect(without).toContain('/careers');
    expect(without).not.toContain('/blog/vehicle-reviews');
    expect(hrefs([...all, 'blog-vehicle-reviews'])).toContain('/blog/vehicle-reviews');
    // Menus stay while they have entries, whatever their own href (More's is /about-us).
    expect(headerNavigation(input([])).map((item) => item.label)).toEqual(expect.arrayContaining(['Service & Parts', 'More']));
  });

  it('routes no flag names are every tenant’s', () => {
    const none = facts({ finance: false, tradeIn: false, testDrive: false, reserve: false, buyOnline: false }, 'leisure');
    for (const path of ['/', '/search/used-cars', '/cars/a-car', '/offers', '/service', '/contact', '/models', '/pages/faqs'])
      expect([path, routeEnabled(path, none)]).toEqual([path, true]);
  });
});
