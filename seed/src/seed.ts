/**
 * Demo data for every tenant: reference data (makes, models), four tenants with their
 * dealerships, locations, staff, pages, offers, promo tiles, FAQs, buttons, reviews and stock.
 *
 * Idempotent and non-destructive: every document is found by its natural key first and only
 * created when missing; nothing existing is ever updated. Deterministic: fixed-seed randomness
 * (see random.ts); only dates are relative to "now".
 */
import crypto from 'node:crypto';
import type { Payload } from 'payload';
import { slugify } from '../../cms/src/fields/slug';
import type { Config } from '../../cms/src/payload-types';
import { faqsFor, pagesFor, postsFor, REVIEW_TEXTS, REVIEWER_NAMES, richText } from './data/content';
import { MAKES } from './data/manufacturers';
import { VALUATION_SAMPLES } from './data/valuationSamples';
import { MODELS, type ModelDef } from './data/models';
import { sampleLeadDelivery, TENANTS, type LocationDef, type TenantDef, type TenantSlug } from './data/tenants';
import { BODY_LABEL, fixtureStocknums, generateTenantStock, itemOfMake, vehicleKindOf, type CarDraft } from './generate/cars';
import { detailImageFile, makeLogoFile, mediaPath, tenantLogoFile, vehicleImageFile } from './images/files';
import { colourFromName, makeLogoSvg, tenantLogoSvg } from './images/logoSvg';
import { COLOUR_VIEWS, DETAIL_VIEWS, detailSvg, PAINT_COLOURS, vehicleSvg, VEHICLE_KINDS, type ItemKind } from './images/vehicleSvg';
import { hashString, Rng } from '@dealer/domain/random';
import { idOf, SEED_CONTEXT, SeedContext } from './write/context';
import { MediaStore, type MediaRequest } from './write/media';

const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Public API

export interface SeedOptions {
  log?: (line: string) => void;
  /** Defaults to the current time; tests may pin it. */
  now?: Date;
  /** Environment to read SEED_ADMIN_PASSWORD and NODE_ENV from (default process.env). */
  env?: NodeJS.ProcessEnv;
}

export interface SeedSummary {
  elapsedMs: number;
  adminEmail: string;
  /** Where the staff password came from. */
  passwordSource: 'SEED_ADMIN_PASSWORD' | 'development-default' | 'random-per-account';
  /** Per collection: documents created by this run and seed documents that already existed. */
  collections: Record<string, { created: number; existing: number }>;
  /** payload.count per collection after the run. */
  totals: Record<string, number>;
}

export class SeedConfigError extends Error {
  override name = 'SeedConfigError';
}

export const ADMIN_EMAIL = 'admin@example.com';
export const DEV_DEFAULT_PASSWORD = 'admin12345';

/**
 * The sample staff accounts' password. Development: SEED_ADMIN_PASSWORD, or a printed default.
 * Production seeds only with SEED_SAMPLE_DATA=true, and then every sample account gets a random
 * password of its own that is never printed (a super admin sets real ones), and no sample super
 * admin is created: the first super admin comes from ADMIN_EMAIL/ADMIN_PASSWORD
 * (cms/src/staff/firstSuperAdmin.ts).
 */
export function resolveAdminPassword(env: NodeJS.ProcessEnv = process.env): {
  password: string | null;
  source: SeedSummary['passwordSource'];
} {
  if (env.NODE_ENV === 'production') {
    if (env.SEED_SAMPLE_DATA !== 'true')
      throw new SeedConfigError('Refusing to seed sample tenants into a production database: set SEED_SAMPLE_DATA=true to do it anyway.');
    return { password: null, source: 'random-per-account' };
  }
  const fromEnv = env.SEED_ADMIN_PASSWORD;
  if (fromEnv) return { password: fromEnv, source: 'SEED_ADMIN_PASSWORD' };
  return { password: DEV_DEFAULT_PASSWORD, source: 'development-default' };
}

function tenantDef<T extends TenantSlug>(slug: T): TenantDef & { slug: T } {
  const tenant = TENANTS.find((t) => t.slug === slug);
  if (!tenant) throw new Error(`No tenant ${slug}`);
  return tenant as TenantDef & { slug: T };
}

function fixturesOf<T extends TenantSlug>(slug: T) {
  const t = tenantDef(slug);
  return {
    /** Stock numbers of the special-state cars by state, e.g. soldYesterday: 'CL-SOLD-1D' (see generate/cars.ts). */
    ...fixtureStocknums(t),
    tenant: slug,
    dealerships: t.dealerships.map((d) => d.slug),
    locations: t.locations.map((l) => l.slug),
    pages: {
      home: 'home',
      draft: 'draft-page',
      published: [
        'home',
        'about-us',
        'careers',
        'terms-and-conditions',
        'privacy-policy',
        'service',
        'fleet',
        'vehicle-parts-and-accessories',
        'accessories',
        'warranty',
        'roadside-assist',
        'buying',
        'value-my-car-terms-and-conditions',
      ],
    },
    offers: { expired: 'ended-clearance-weekend', draft: 'black-friday-preview' },
    /** Promo tile titles: outside their window (the spec's January 2025 window, and one in the future). */
    promoTiles: { pastWindow: 'Summer Sale January 2025', futureWindow: 'End of Year Clearance (coming)' },
    editor: `editor@${slug}.example.com`,
  };
}

/**
 * Natural keys of the documents in special states, per tenant, for tests: car stock numbers
 * by state at the top level (`SEED_FIXTURES.coastline.soldYesterday`), then pages, offers,
 * promo tiles, locations, dealerships and staff.
 */
export const SEED_FIXTURES = {
  adminEmail: ADMIN_EMAIL,
  coastline: {
    ...fixturesOf('coastline'),
    manager: 'manager@coastline.example.com',
    /** Its reviews average under 4. */
    lowRatedLocation: 'coastline-toyota-service',
    /** Open later on Thursday, so Mon–Fri do not group. */
    lateThursdayLocation: 'coastline-mazda',
    /** features.finance 'off' over the tenant's 'on'. */
    financeOffDealership: 'coastline-hyundai',
    /** New/used/demo phones with filterPhoneByCarType. */
    phonesByCarTypeDealership: 'coastline-toyota',
    /** carsSettings.noPriceText 'Call for price'. */
    noPriceTextDealership: 'coastline-mazda',
  },
  'harbour-mazda': { ...fixturesOf('harbour-mazda'), brandFinancePage: 'mazda-finance-page' },
  'kiwi-caravans': fixturesOf('kiwi-caravans'),
  'lone-star-motors': {
    ...fixturesOf('lone-star-motors'),
    /** carsSettings.hideFinance. */
    hideFinanceDealership: 'lone-star-ram',
    /** carsSettings.overridePhone. */
    overridePhoneDealership: 'lone-star-chevrolet',
  },
};

// ---------------------------------------------------------------------------------------------
// Media requests

/** Every image a seeded document may use, by filename; only those used get rendered. */
function imageCatalogue(): Map<string, MediaRequest> {
  const catalogue = new Map<string, MediaRequest>();
  for (const kind of VEHICLE_KINDS) {
    for (const colour of PAINT_COLOURS) {
      for (const view of COLOUR_VIEWS) {
        const filename = vehicleImageFile(kind, colour.name, view);
        catalogue.set(filename, {
          filename,
          alt: `${colour.name} ${kind} illustration (${view})`,
          svg: () => vehicleSvg(kind, colour, view),
        });
      }
    }
  }
  for (const item of ['car', 'motorcycle', 'caravan'] as const) {
    for (const view of DETAIL_VIEWS) {
      const filename = detailImageFile(item, view);
      catalogue.set(filename, { filename, alt: `${item} ${view} detail`, svg: () => detailSvg(item, view) });
    }
  }
  return catalogue;
}

/** A model's illustration: its main body in a colour picked from its name. */
function modelImageFile(model: ModelDef): string {
  const item: ItemKind = itemOfMake(model.make);
  const colour =
    item === 'caravan' ? 'White' : (PAINT_COLOURS[hashString(`${model.make} ${model.name}`) % PAINT_COLOURS.length]?.name ?? 'White');
  return vehicleImageFile(vehicleKindOf(model), colour, 'side');
}

// ---------------------------------------------------------------------------------------------
// Reference data

async function seedManufacturers(ctx: SeedContext, media: MediaStore): Promise<Map<string, number>> {
  const existing = await ctx.existingKeys('manufacturers', {}, (doc) => String(doc.slug));
  const ids = await ctx.ensureAll({
    collection: 'manufacturers',
    items: MAKES,
    keyOf: (make) => slugify(make.name),
    existing,
    concurrency: 8,
    build: (make) => ({
      name: make.name,
      slug: slugify(make.name),
      popular: make.popular ?? false,
      logo: media.get(makeLogoFile(slugify(make.name))).id,
    }),
  });
  // Ids by make name, for models, tenants and dealerships.
  return new Map(MAKES.map((make) => [make.name, ids.get(slugify(make.name)) as number]));
}

/** The sample valuation service's registrations (issue 13): platform data, like the makes. */
async function seedValuationSamples(ctx: SeedContext): Promise<void> {
  const keyOf = (sample: { registration: string; state: string }) => `${sample.state}/${sample.registration}`;
  const existing = await ctx.existingKeys('valuation-samples', {}, (doc) => keyOf(doc as { registration: string; state: string }));
  await ctx.ensureAll({
    collection: 'valuation-samples',
    items: VALUATION_SAMPLES,
    keyOf,
    existing,
    concurrency: 8,
    build: ({ descriptions, ...sample }) => ({ ...sample, descriptions: (descriptions ?? []).map((description) => ({ description })) }),
  });
  // Samples seeded before the instant offer get their value when new (the sample offer starts from it).
  const unpriced = await ctx.payload.find({
    collection: 'valuation-samples',
    where: { newValue: { exists: false } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { registration: true, state: true },
  });
  const byKey = new Map(VALUATION_SAMPLES.map((sample) => [keyOf(sample), sample]));
  for (const doc of unpriced.docs) {
    const def = byKey.get(keyOf(doc as { registration: string; state: string }));
    if (!def) continue;
    await ctx.payload.update({
      collection: 'valuation-samples',
      id: doc.id,
      data: { newValue: def.newValue },
      overrideAccess: true,
      context: SEED_CONTEXT,
    });
  }
}

async function seedModels(ctx: SeedContext, media: MediaStore, makeIds: Map<string, number>) {
  const existing = await ctx.existingKeys('models', {}, (doc) => `${String(idOf(doc.manufacturer))}/${String(doc.slug)}`);
  const keyOf = (m: ModelDef) => `${makeIds.get(m.make)}/${slugify(m.name)}`;
  await ctx.ensureAll({
    collection: 'models',
    items: MODELS,
    keyOf,
    existing,
    concurrency: 8,
    build: (m) => {
      const rng = new Rng(`model/${m.make}/${m.name}`);
      const manufacturer = makeIds.get(m.make);
      if (manufacturer === undefined) throw new Error(`Model ${m.name}: unknown make ${m.make}`);
      const kind = vehicleKindOf(m);
      return {
        name: m.name,
        slug: slugify(m.name),
        manufacturer,
        description: `The ${m.make} ${m.name}${m.status === 'coming_soon' ? ', arriving soon' : ''}. Available in ${m.badges.join(', ')}.`,
        status: m.status ?? null,
        image: media.get(modelImageFile(m)).id,
        body: m.body,
        bodyStyle: [{ name: BODY_LABEL[kind] }],
        fuel: itemOfMake(m.make) === 'caravan' && kind === 'caravan' ? null : m.fuel,
        variant: m.badges[0] ?? null,
        manufacturer_body: m.body[0] ?? kind,
        accessories_count: rng.int(0, 40),
        price_from: Math.round(m.price / 1000) * 1000 - 10,
      };
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Tenants and staff

async function seedTenants(ctx: SeedContext, media: MediaStore, makeIds: Map<string, number>): Promise<Map<TenantSlug, number>> {
  const existing = await ctx.existingKeys('tenants', {}, (doc) => String(doc.slug));
  const ids = await ctx.ensureAll({
    collection: 'tenants',
    items: TENANTS,
    keyOf: (t) => t.slug,
    existing,
    build: (t) => ({
      name: t.name,
      slug: t.slug,
      template: t.template,
      locale: t.locale,
      state: t.state,
      domains: t.domains.map((domain) => ({ domain })),
      manufacturers: t.franchises.map((make) => makeIds.get(make)).filter((id): id is number => id !== undefined),
      branding: { ...t.branding, logo: media.get(tenantLogoFile(t.slug)).id },
      features: t.features,
      settings: t.settings,
    }),
  });
  await addMissingEnquirySettings(ctx, ids as Map<TenantSlug, number>);
  // Each tenant's logo is its own file: its staff may replace it, other tenants' staff may not.
  for (const { slug } of TENANTS) {
    const id = ids.get(slug);
    if (id !== undefined) await media.assignToTenant(tenantLogoFile(slug), id);
  }
  return ids as Map<TenantSlug, number>;
}

async function seedUsers(ctx: SeedContext, tenantIds: Map<TenantSlug, number>, password: string | null) {
  type UserDef = {
    email: string;
    name: string;
    roles?: 'super-admin'[];
    tenant?: TenantSlug;
    tenantRole?: 'tenant-admin' | 'tenant-editor';
  };
  const users: UserDef[] = [
    // Production (password null): no sample super admin; ADMIN_EMAIL is the first one.
    ...(password === null ? [] : [{ email: ADMIN_EMAIL, name: 'Platform Admin', roles: ['super-admin' as const] }]),
    ...TENANTS.map(
      (t): UserDef => ({ email: `editor@${t.slug}.example.com`, name: `${t.name} Editor`, tenant: t.slug, tenantRole: 'tenant-editor' }),
    ),
    { email: 'manager@coastline.example.com', name: 'Coastline Manager', tenant: 'coastline', tenantRole: 'tenant-admin' },
  ];
  const existing = await ctx.existingKeys('users', { email: { in: users.map((u) => u.email) } }, (doc) => String(doc.email));
  await ctx.ensureAll({
    collection: 'users',
    items: users,
    keyOf: (u) => u.email,
    existing,
    concurrency: 3,
    build: (u) => {
      const tenant = u.tenant ? tenantIds.get(u.tenant) : undefined;
      return {
        email: u.email,
        name: u.name,
        password: password ?? crypto.randomBytes(24).toString('base64url'),
        roles: u.roles ?? [],
        tenants: tenant !== undefined && u.tenantRole ? [{ tenant, roles: [u.tenantRole] }] : [],
      };
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Per-tenant content

const average = (ratings: number[]) =>
  ratings.length === 0 ? null : Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;

function nextDate(now: Date, month: number, day: number): string {
  const year =
    now.getMonth() + 1 > month || (now.getMonth() + 1 === month && now.getDate() > day) ? now.getFullYear() + 1 : now.getFullYear();
  return new Date(Date.UTC(year, month - 1, day)).toISOString();
}

function openingHours(hours: LocationDef['hours']) {
  const entry = (weekday: number, span: [string, string] | null) =>
    span
      ? { weekday, status: 'Open' as const, open: span[0], close: span[1] }
      : { weekday, status: 'Closed' as const, open: null, close: null };
  return [
    entry(0, hours.sunday),
    ...[1, 2, 3, 4, 5].map((day) => entry(day, day === 4 && hours.thursday ? hours.thursday : hours.weekdays)),
    entry(6, hours.saturday),
  ];
}

interface TenantIds {
  tenantId: number;
  dealerships: Map<string, number>;
  locations: Map<string, number>;
}

/**
 * Dealerships seeded before issue 10 have no lead inbox: give them the sample one. A dealership
 * whose inbox staff have set keeps it (the seed adds what is missing, never overwrites).
 */
async function addMissingLeadDelivery(ctx: SeedContext, t: TenantDef, ids: Map<string, number>) {
  for (const d of t.dealerships) {
    const id = ids.get(d.slug);
    if (id === undefined) continue;
    const doc = await ctx.payload.findByID({ collection: 'dealerships', id, depth: 0, overrideAccess: true });
    if (doc.leadDelivery?.email) continue;
    await ctx.payload.update({
      collection: 'dealerships',
      id,
      data: { leadDelivery: { ...doc.leadDelivery, ...sampleLeadDelivery(d) } },
      overrideAccess: true,
      context: SEED_CONTEXT,
    });
  }
}

/** Tenants seeded before issues 10 and 13 get their settings (enquiry forms, trade-in photos, offers and saved valuations) where they were never set (null). */
async function addMissingEnquirySettings(ctx: SeedContext, ids: Map<TenantSlug, number>) {
  for (const t of TENANTS) {
    const id = ids.get(t.slug);
    if (id === undefined) continue;
    const doc = await ctx.payload.findByID({ collection: 'tenants', id, depth: 0, overrideAccess: true });
    const missing = (
      [
        'enquiryMessageOptional',
        'enquiryTermsNotice',
        'tradeInImageUpload',
        'sellMyCarFlow',
        'onlineEstimateMaxAgeYears',
        'onlineEstimateMaxKm',
        'saveValuationToProfile',
      ] as const
    ).filter((key) => t.settings[key] !== undefined && (doc.settings?.[key] === null || doc.settings?.[key] === undefined));
    if (missing.length === 0) continue;
    const settings = { ...doc.settings, ...Object.fromEntries(missing.map((key) => [key, t.settings[key]])) };
    await ctx.payload.update({ collection: 'tenants', id, data: { settings }, overrideAccess: true, context: SEED_CONTEXT });
  }
}

async function seedDealershipsAndLocations(
  ctx: SeedContext,
  t: TenantDef,
  tenantId: number,
  makeIds: Map<string, number>,
): Promise<TenantIds> {
  const byTenant = { tenant: { equals: tenantId } };
  const ratingsOf = (dealership: string) => t.locations.filter((l) => l.dealership === dealership).flatMap((l) => l.ratings);
  const dealerships = await ctx.ensureAll({
    collection: 'dealerships',
    items: t.dealerships,
    keyOf: (d) => d.slug,
    existing: await ctx.existingKeys('dealerships', byTenant, (doc) => String(doc.slug)),
    build: (d) => ({
      tenant: tenantId,
      name: d.name,
      slug: d.slug,
      phone: d.phone,
      manufacturer: d.make ? makeIds.get(d.make) : null,
      finance_provider: d.financeProvider ?? null,
      average_rating: average(ratingsOf(d.slug)),
      review_count: ratingsOf(d.slug).length,
      address: { city: d.city, state: d.state },
      carsSettings: d.carsSettings ?? {},
      features: d.features ?? {},
      leadDelivery: sampleLeadDelivery(d),
    }),
  });
  await addMissingLeadDelivery(ctx, t, dealerships);
  const isUS = t.locale === 'en-US';
  const locations = await ctx.ensureAll({
    collection: 'locations',
    items: t.locations,
    keyOf: (l) => l.slug,
    existing: await ctx.existingKeys('locations', byTenant, (doc) => String(doc.slug)),
    build: (l) => {
      const dealership = t.dealerships.find((d) => d.slug === l.dealership);
      return {
        tenant: tenantId,
        name: l.name,
        slug: l.slug,
        dealership: dealerships.get(l.dealership) as number,
        primary: l.primary ?? false,
        visible: true,
        location_type: l.type,
        location_subtype: l.subtype ?? null,
        manufacturers: (dealership?.newMakes ?? (dealership?.make ? [dealership.make] : []))
          .map((m) => makeIds.get(m))
          .filter((id): id is number => id !== undefined),
        address: {
          street: l.street,
          city: l.city,
          state: l.state,
          postcode: l.postcode,
          lat: l.lat,
          long: l.long,
          place_url: `https://www.google.com/maps/search/?api=1&query=${l.lat},${l.long}`,
        },
        contact_detail: { phone: l.phone, landline_phone: l.phone, email: l.email },
        opening_hours: openingHours(l.hours),
        holiday_hours: [
          { date: nextDate(ctx.now, 12, 25), name: 'Christmas Day', status: 'Closed' },
          isUS
            ? { date: nextDate(ctx.now, 1, 1), name: "New Year's Day", status: 'Closed' }
            : { date: nextDate(ctx.now, 12, 26), name: 'Boxing Day', status: 'Closed' },
          { date: nextDate(ctx.now, 12, 31), name: "New Year's Eve", status: 'Open', open: '09:00', close: '13:00' },
        ],
        average_rating: average(l.ratings),
        review_count: l.ratings.length,
        dealer_license_number: l.dealerLicence ?? null,
        motor_vehicle_repairer: l.repairerLicence ?? null,
      };
    },
  });
  return { tenantId, dealerships, locations };
}

async function seedReviews(ctx: SeedContext, t: TenantDef, ids: TenantIds) {
  const reviews = t.locations.flatMap((l) =>
    l.ratings.map((rating, i) => {
      const texts = REVIEW_TEXTS[rating as 1 | 2 | 3 | 4 | 5];
      return {
        location: ids.locations.get(l.slug) as number,
        customer_name: REVIEWER_NAMES[(hashString(l.slug) + i) % REVIEWER_NAMES.length] as string,
        rating,
        text: texts[i % texts.length] ?? null,
        review_date: new Date(ctx.now.getTime() - (5 + i * 23) * DAY).toISOString(),
      };
    }),
  );
  await ctx.ensureAll({
    collection: 'reviews',
    items: reviews,
    keyOf: (r) => `${r.location}|${r.customer_name}`,
    existing: await ctx.existingKeys(
      'reviews',
      { tenant: { equals: ids.tenantId } },
      (doc) => `${String(idOf(doc.location))}|${String(doc.customer_name)}`,
    ),
    concurrency: 8,
    build: (r) => ({ tenant: ids.tenantId, ...r }),
  });
}

async function seedContent(ctx: SeedContext, media: MediaStore, t: TenantDef, ids: TenantIds, makeIds: Map<string, number>) {
  const byTenant = { tenant: { equals: ids.tenantId } };
  const { tenantId } = ids;
  const isUS = t.locale === 'en-US';
  const leisure = t.template === 'leisure';
  const vehicleWord = leisure ? 'vehicle' : 'car';
  const franchiseModels = t.franchises.flatMap((make) =>
    MODELS.filter((m) => m.make === make && m.status !== 'coming_soon' && (m.until ?? 9999) >= ctx.now.getFullYear()),
  );
  const heroImage = (i: number) => {
    const model = franchiseModels[i % Math.max(1, franchiseModels.length)];
    return model ? media.get(modelImageFile(model)).id : null;
  };
  const brands = t.franchises.length > 1 ? `${t.franchises.slice(0, -1).join(', ')} and ${t.franchises.at(-1)}` : (t.franchises[0] ?? '');

  // Pages
  const pages = pagesFor(t.slug, {
    name: t.name,
    tagline: t.branding.tagline ?? '',
    phone: t.settings.phone ?? '',
    email: t.settings.email ?? '',
    brands,
    vehicleWord,
    isUS,
  });
  await ctx.ensureAll({
    collection: 'pages',
    items: pages,
    keyOf: (p) => p.slug,
    existing: await ctx.existingKeys('pages', byTenant, (doc) => String(doc.slug)),
    draft: (p) => p.status === 'draft',
    concurrency: 4,
    build: (p) => ({
      tenant: tenantId,
      title: p.title,
      slug: p.slug,
      hero: p.hero ? { ...p.hero, image: heroImage(0) } : undefined,
      content: p.content,
      metaDescription: p.metaDescription ?? null,
      ...(p.seoTitle ? { seo: { title: p.seoTitle } } : {}),
      ...(p.locationsBlock ? { locationsBlock: p.locationsBlock } : {}),
      ...(p.stockRow ? { stockRow: { heading: p.stockRow.heading, body: p.stockRow.body ?? null } } : {}),
      _status: p.status,
    }),
  });

  // Blog articles: reviews of an SUV and a ute (or the first franchise models), news, guides.
  const reviewed = [
    franchiseModels.find((m) => m.body[0] === 'suv'),
    franchiseModels.find((m) => m.body.includes('ute')),
    ...franchiseModels,
  ].filter((m, i, all): m is ModelDef => m !== undefined && all.indexOf(m) === i);
  const posts = postsFor(reviewed, { name: t.name, vehicleWord, isUS, phone: t.settings.phone ?? '', leisure });
  await ctx.ensureAll({
    collection: 'posts',
    items: posts,
    keyOf: (post) => post.slug,
    existing: await ctx.existingKeys('posts', byTenant, (doc) => String(doc.slug)),
    draft: (post) => post.status === 'draft',
    concurrency: 4,
    build: (post) => {
      const model = post.model && reviewed.find((m) => m.make === post.model!.make && m.name === post.model!.name);
      return {
        tenant: tenantId,
        title: post.title,
        slug: post.slug,
        category: post.category,
        publishedAt: new Date(ctx.now.getTime() + post.publishedInDays * DAY).toISOString(),
        author: post.author,
        excerpt: post.excerpt,
        heroImage: model ? media.get(modelImageFile(model)).id : heroImage(1),
        content: post.content,
        _status: post.status,
      };
    },
  });

  // Redirects: the old site's addresses, as a dealer moving to the platform would list them.
  const redirects = [
    { from: '/2025-clearance', to: '/offers', type: 'permanent' as const },
    { from: '/specials.html', to: '/offers', type: 'permanent' as const },
    { from: '/holiday-hours', to: '/contact', type: 'temporary' as const },
  ];
  await ctx.ensureAll({
    collection: 'redirects',
    items: redirects,
    keyOf: (r) => r.from,
    existing: await ctx.existingKeys('redirects', byTenant, (doc) => String(doc.from)),
    concurrency: 4,
    build: (r) => ({ tenant: tenantId, ...r }),
  });

  // Offers: published deals on franchise models, plus one that has ended and one draft.
  const money = (n: number) => `$${n.toLocaleString('en-AU')}`;
  const offerModels = new Rng(`${t.slug}/offers`).sample(franchiseModels, 4);
  const offers = [
    ...offerModels.map((m, i) => {
      const price = Math.round((m.price * t.currencyFactor * 0.97) / 1000) * 1000 - 10;
      const badge = m.badges[0] ?? '';
      return {
        title: `${m.make} ${m.name} ${badge} Drive Away Deal`.replace(/\s+/g, ' '),
        summary: `Drive away a new ${m.make} ${m.name} ${badge} from ${money(price)}.`,
        model: m,
        price,
        startsAt: new Date(ctx.now.getTime() - 10 * DAY),
        endsAt: new Date(ctx.now.getTime() + (30 + i * 20) * DAY),
        status: 'published' as const,
      };
    }),
    {
      title: 'Ended: Clearance Weekend',
      summary: 'Our clearance weekend has finished. Thanks to everyone who came in!',
      model: offerModels[0],
      price: null,
      startsAt: new Date(ctx.now.getTime() - 60 * DAY),
      endsAt: new Date(ctx.now.getTime() - 5 * DAY),
      status: 'published' as const,
    },
    {
      title: 'Black Friday Preview',
      summary: 'Draft: not for publication yet.',
      model: offerModels[1],
      price: null,
      startsAt: new Date(ctx.now.getTime() + 20 * DAY),
      endsAt: new Date(ctx.now.getTime() + 25 * DAY),
      status: 'draft' as const,
    },
  ];
  const modelIds = await ctx.existingKeys('models', {}, (doc) => `${String(idOf(doc.manufacturer))}/${String(doc.slug)}`);
  await ctx.ensureAll({
    collection: 'offers',
    items: offers,
    keyOf: (o) => slugify(o.title),
    existing: await ctx.existingKeys('offers', byTenant, (doc) => String(doc.slug)),
    draft: (o) => o.status === 'draft',
    concurrency: 4,
    build: (o) => ({
      tenant: tenantId,
      title: o.title,
      slug: slugify(o.title),
      summary: o.summary,
      body: richText([
        { kind: 'p', text: o.summary },
        { kind: 'p', text: 'Offer available on new vehicles in stock while stocks last. See us for details.' },
      ]),
      image: o.model ? media.get(modelImageFile(o.model)).id : null,
      manufacturer: o.model ? makeIds.get(o.model.make) : null,
      model: o.model ? modelIds.get(`${makeIds.get(o.model.make)}/${slugify(o.model.name)}`) : null,
      price: o.price,
      price_type: o.price ? 'Drive away' : null,
      disclaimer: `Offer valid until ${o.endsAt.toISOString().slice(0, 10)} or while stocks last. Excludes fleet, government and rental buyers.`,
      startsAt: o.startsAt.toISOString(),
      endsAt: o.endsAt.toISOString(),
      ctaLabel: 'Enquire Now',
      _status: o.status,
    }),
  });

  // Promo tiles: active now (home banner and search), one whose window has passed, one in the future.
  const tz = t.timezone;
  const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const activeFrom = startOfDay(new Date(ctx.now.getTime() - 30 * DAY)).toISOString();
  const activeUntil = startOfDay(new Date(ctx.now.getTime() + 365 * DAY)).toISOString();
  const financeOrTradeIn = t.features.finance
    ? {
        title: 'Get pre-approved for finance',
        text: 'Know your budget before you shop.',
        href: '/finance',
        ctaLabel: 'Get Pre-Approved Now',
      }
    : { title: 'What is your trade-in worth?', text: 'Get a valuation in minutes.', href: '/trade-in', ctaLabel: 'Get Your Valuation' };
  const tiles = [
    {
      title: `${t.name} Sales Event`,
      text: t.branding.tagline ?? '',
      href: '/special-offers',
      ctaLabel: 'View offers',
      placement: 'home-banner' as const,
      order: 1,
      from: activeFrom,
      until: activeUntil,
    },
    {
      title: 'Book a service online',
      text: 'Loan cars and express servicing available.',
      href: '/service',
      ctaLabel: 'Book now',
      placement: 'home-banner' as const,
      order: 2,
      from: activeFrom,
      until: activeUntil,
    },
    { ...financeOrTradeIn, placement: 'search' as const, order: 8, from: activeFrom, until: activeUntil },
    {
      title: 'Book a test drive',
      text: `Try before you buy: we will have the ${vehicleWord} ready.`,
      href: '/book-test-drive',
      ctaLabel: 'Book a Test Drive',
      placement: 'search' as const,
      order: 17,
      from: activeFrom,
      until: activeUntil,
    },
    // The spec's example window (2025-01-01 to 2025-02-01 at +10:00), long past.
    {
      title: 'Summer Sale January 2025',
      text: 'Summer savings.',
      href: '/special-offers',
      ctaLabel: 'Shop the sale',
      placement: 'search' as const,
      order: 8,
      from: '2025-01-01T00:00:00+10:00',
      until: '2025-02-01T00:00:00+10:00',
    },
    {
      title: 'End of Year Clearance (coming)',
      text: 'Starts soon.',
      href: '/special-offers',
      ctaLabel: 'Find out more',
      placement: 'home-banner' as const,
      order: 3,
      from: startOfDay(new Date(ctx.now.getTime() + 30 * DAY)).toISOString(),
      until: startOfDay(new Date(ctx.now.getTime() + 60 * DAY)).toISOString(),
    },
  ];
  await ctx.ensureAll({
    collection: 'promo-tiles',
    items: tiles,
    keyOf: (tile) => tile.title,
    existing: await ctx.existingKeys('promo-tiles', byTenant, (doc) => String(doc.title)),
    concurrency: 4,
    build: (tile) => ({
      tenant: tenantId,
      title: tile.title,
      text: tile.text,
      href: tile.href,
      ctaLabel: tile.ctaLabel,
      placement: tile.placement,
      order: tile.order,
      image: heroImage(tile.order),
      activeFrom: new Date(tile.from).toISOString(),
      activeFrom_tz: tz,
      activeUntil: new Date(tile.until).toISOString(),
      activeUntil_tz: tz,
    }),
  });

  // FAQs
  const faqs = faqsFor({
    isUS,
    reserve: t.features.reserve,
    finance: t.features.finance,
    deposit: t.settings.reserveDeposit ?? 200,
    vehicleWord,
  });
  await ctx.ensureAll({
    collection: 'faqs',
    items: faqs.map((faq, order) => ({ ...faq, order })),
    keyOf: (faq) => faq.question,
    existing: await ctx.existingKeys('faqs', byTenant, (doc) => String(doc.question)),
    concurrency: 4,
    build: (faq) => ({ tenant: tenantId, ...faq }),
  });

  // Button set: one per dealership group (tenant), for all its dealerships.
  await ctx.ensureAll({
    collection: 'button-sets',
    items: [t.buttons],
    keyOf: (b) => b.name,
    existing: await ctx.existingKeys('button-sets', byTenant, (doc) => String(doc.name)),
    build: (b) => ({ tenant: tenantId, name: b.name, dealerships: [], cardButtons: b.cardButtons, detailButtons: b.detailButtons }),
  });
}

async function seedStock(ctx: SeedContext, ids: TenantIds, drafts: CarDraft[]) {
  // Existing stock numbers in one query, so a re-run costs one query per tenant.
  const result = await ctx.payload.find({
    collection: 'cars',
    where: { tenant: { equals: ids.tenantId } },
    pagination: false,
    depth: 0,
    select: { stocknum: true, dealership: true },
    overrideAccess: true,
  });
  const existing = new Map(result.docs.map((doc) => [`${String(idOf(doc.dealership))}/${doc.stocknum}`, doc.id]));
  await ctx.ensureAll({
    collection: 'cars',
    items: drafts,
    keyOf: (draft) => `${ids.dealerships.get(draft.dealershipSlug)}/${draft.stocknum}`,
    existing,
    // Measured: about 17 ms per car at 20 in flight, against 35 ms one at a time.
    concurrency: 20,
    build: ({ dealershipSlug, locationSlug, imageFiles, ...car }) => {
      const dealership = ids.dealerships.get(dealershipSlug);
      if (dealership === undefined) throw new Error(`Car ${car.stocknum}: no dealership ${dealershipSlug}`);
      // The images may still be uploading (see seed()): their URLs follow from the file names.
      const images = imageFiles.map(mediaPath);
      return {
        ...car,
        tenant: ids.tenantId,
        dealership,
        location: locationSlug ? (ids.locations.get(locationSlug) ?? null) : null,
        images: images.map((image) => ({ image })),
        primary_image_url: images[0] ?? null,
      };
    },
  });
}

// ---------------------------------------------------------------------------------------------

const COLLECTIONS: (keyof Config['collections'])[] = [
  'tenants',
  'valuation-samples',
  'users',
  'manufacturers',
  'models',
  'dealerships',
  'locations',
  'cars',
  'offers',
  'promo-tiles',
  'faqs',
  'button-sets',
  'pages',
  'posts',
  'redirects',
  'reviews',
  'media',
];

export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const { password, source } = resolveAdminPassword(options.env);
  if (source === 'development-default')
    log(`SEED_ADMIN_PASSWORD is not set: staff accounts get the development default password "${DEV_DEFAULT_PASSWORD}".`);
  const ctx = new SeedContext(payload, log, options.now ?? new Date());
  const step = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
    const t0 = Date.now();
    const value = await run();
    log(`${label.padEnd(28)} ${((Date.now() - t0) / 1000).toFixed(1)}s`);
    return value;
  };

  // Stock is pure data: generate it first so that every image it needs is uploaded in one pass.
  const stock = new Map(
    TENANTS.map((t) => [
      t.slug,
      generateTenantStock(
        { tenant: t, now: ctx.now },
        {
          salesLocations: Object.fromEntries(
            t.dealerships.map((d) => [
              d.slug,
              t.locations
                .filter((l) => l.dealership === d.slug && l.type === 'sales')
                .sort((a, b) => Number(b.primary ?? false) - Number(a.primary ?? false))
                .map((l) => l.slug),
            ]),
          ),
        },
      ),
    ]),
  );

  const media = new MediaStore(ctx);
  await media.load();
  const catalogue = imageCatalogue();
  const illustration = (file: string): MediaRequest => {
    const request = catalogue.get(file);
    if (!request) throw new Error(`No illustration for ${file}`);
    return request;
  };
  // Logos and model images first: documents created next refer to them by id.
  const modelFiles = new Set(MODELS.map(modelImageFile));
  await step('media: logos, models', () =>
    media.ensure([
      ...MAKES.map((make) => ({
        filename: makeLogoFile(slugify(make.name)),
        alt: `${make.name} logo`,
        svg: () => makeLogoSvg(make.name, make.colour ?? colourFromName(make.name)),
      })),
      ...TENANTS.map((t) => ({
        filename: tenantLogoFile(t.slug),
        alt: `${t.name} logo`,
        svg: () => tenantLogoSvg(t.name, t.branding.primaryColour, t.branding.secondaryColour),
      })),
      ...[...modelFiles].map(illustration),
    ]),
  );
  // Stock images upload in the background while documents are created: cars store URLs, which
  // follow from the file names, and image resizing (sharp's threads) overlaps Payload's work on
  // the main thread. Errors are kept and rethrown at the end, not left unhandled.
  const stockFiles = [...new Set([...stock.values()].flat().flatMap((car) => car.imageFiles))].filter((file) => !modelFiles.has(file));
  const stockUploadsStarted = Date.now();
  const stockUploads = media.ensure(stockFiles.map(illustration), 2).then(
    () => log(`${'media: stock images'.padEnd(28)} ${((Date.now() - stockUploadsStarted) / 1000).toFixed(1)}s (in the background)`),
    (error: unknown) => error,
  );

  const makeIds = await step('manufacturers', () => seedManufacturers(ctx, media));
  await step('models', () => seedModels(ctx, media, makeIds));
  await step('valuation samples', () => seedValuationSamples(ctx));
  const tenantIds = await step('tenants', () => seedTenants(ctx, media, makeIds));
  await step('users', () => seedUsers(ctx, tenantIds, password));

  for (const t of TENANTS) {
    const tenantId = tenantIds.get(t.slug);
    if (tenantId === undefined) throw new Error(`Tenant ${t.slug} missing`);
    const ids = await step(`${t.slug}: content`, async () => {
      const tenantIds = await seedDealershipsAndLocations(ctx, t, tenantId, makeIds);
      await seedReviews(ctx, t, tenantIds);
      await seedContent(ctx, media, t, tenantIds, makeIds);
      return tenantIds;
    });
    await step(`${t.slug}: stock`, () => seedStock(ctx, ids, stock.get(t.slug) ?? []));
  }

  const uploadError = await stockUploads;
  if (uploadError) throw uploadError;

  const totals: Record<string, number> = {};
  for (const collection of COLLECTIONS) totals[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs;
  return {
    elapsedMs: Date.now() - started,
    adminEmail: ADMIN_EMAIL,
    passwordSource: source,
    collections: Object.fromEntries(ctx.counts),
    totals,
  };
}

/** The tenant definitions (dealerships, locations, flags), for tests. */
export { TENANTS };
export type { CarDraft };
