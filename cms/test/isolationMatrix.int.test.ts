/**
 * The tenant isolation matrix (issue 9, "Done when"): every collection × {anonymous, editor of
 * tenant A, admin of tenant A, super admin, the site's lead service account (issue 10: never staff,
 * so exactly anonymous's column), a signed-in shopper of tenant A (issue 14: likewise)} × {read,
 * create, update, delete} on a tenant-B
 * document, over REST and GraphQL, against the expected answer per cell in `EXPECTED`.
 *
 * Each cell works on a fresh tenant-B document made with the Local API, tries the operation as
 * the role, and reads the outcome back from the database: a cell is "allowed" only when the
 * operation took effect (read: the document came back; create: it exists; update: the field
 * changed; delete: it is gone), and "refused" only when nothing changed.
 */
import sharp from 'sharp';
import type { CollectionSlug, Payload } from 'payload';
import { newSessionToken, sessionExpiresAt, sessionTokenHash } from '../src/shoppers/secrets';

// GraphQL is off by default; this file turns it on before the config is first imported.
process.env.GRAPHQL_ENABLED = 'true';
const { graphql, lexical, rest, restUpload, siteLeadsAuthorization, startTestPayload, stopTestPayload, createTestTenant } = await import(
  './helpers/testPayload'
);

type Role = 'anonymous' | 'editorA' | 'adminA' | 'superAdmin' | 'serviceAccount' | 'shopperA';
type Op = 'R' | 'C' | 'U' | 'D';
const ROLES: Role[] = ['anonymous', 'editorA', 'adminA', 'superAdmin', 'serviceAccount', 'shopperA'];
const OPS: Op[] = ['R', 'C', 'U', 'D'];

/**
 * What each role may do to another tenant's (tenant B's) document: R read, C create, U update,
 * D delete. Staff are scoped to their own tenants by the multi-tenant plugin, even where the
 * public may read (the site reads anonymously); makes and models are shared by every tenant.
 */
const STAFF_AND_ANONYMOUS: Record<string, Record<Exclude<Role, 'serviceAccount' | 'shopperA'>, string>> = {
  //                       anonymous  editorA  adminA  superAdmin
  tenants: /*          */ { anonymous: 'R', editorA: '', adminA: '', superAdmin: 'RCUD' },
  users: /*            */ { anonymous: '', editorA: '', adminA: '', superAdmin: 'RCUD' },
  dealerships: /*      */ { anonymous: 'R', editorA: '', adminA: '', superAdmin: 'RCUD' },
  locations: /*        */ { anonymous: 'R', editorA: '', adminA: '', superAdmin: 'RCUD' },
  manufacturers: /*    */ { anonymous: 'R', editorA: 'R', adminA: 'R', superAdmin: 'RCUD' },
  models: /*           */ { anonymous: 'R', editorA: 'R', adminA: 'R', superAdmin: 'RCUD' },
  cars: /*             */ { anonymous: 'R', editorA: '', adminA: '', superAdmin: 'RCUD' },
  offers: /*           */ { anonymous: 'R', editorA: '', adminA: '', superAdmin: 'RCUD' },
  'promo-tiles': /*    */ { anonymous: 'R', editorA: '', adminA: '', superAdmin: 'RCUD' },
  faqs: /*             */ { anonymous: 'R', editorA: '', adminA: '', superAdmin: 'RCUD' },
  'button-sets': /*    */ { anonymous: 'R', editorA: '', adminA: '', superAdmin: 'RCUD' },
  pages: /*            */ { anonymous: 'R', editorA: '', adminA: '', superAdmin: 'RCUD' },
  posts: /*            */ { anonymous: 'R', editorA: '', adminA: '', superAdmin: 'RCUD' },
  redirects: /*        */ { anonymous: 'R', editorA: '', adminA: '', superAdmin: 'RCUD' },
  reviews: /*          */ { anonymous: 'R', editorA: '', adminA: '', superAdmin: 'RCUD' },
  // Leads are stored only by POST /api/leads/submit (REST create is closed even to super admins), a record nobody edits.
  leads: /*            */ { anonymous: '', editorA: '', adminA: '', superAdmin: 'RD' },
  // Stored only with their lead by the lead endpoint (issue 13), a record nobody edits.
  'trade-ins': /*      */ { anonymous: '', editorA: '', adminA: '', superAdmin: 'RD' },
  // Stored only by the photo upload endpoint (issue 13); private to the tenant's staff, edited by nobody.
  'trade-in-images': /**/ { anonymous: '', editorA: '', adminA: '', superAdmin: 'RD' },
  media: /*            */ { anonymous: 'R', editorA: '', adminA: '', superAdmin: 'RCUD' },
  'media (shared)': /* */ { anonymous: 'R', editorA: 'R', adminA: 'R', superAdmin: 'RCUD' },
  // The sample valuation service's table (issue 13): platform data, super admins only.
  'valuation-samples': { anonymous: '', editorA: '', adminA: '', superAdmin: 'RCUD' },
  // Issue 38: written only by the reservation endpoints, the payment webhook and the expiry job;
  // staff act through POST /api/reservations/{id}/{action}, never a plain edit.
  reservations: /*     */ { anonymous: '', editorA: '', adminA: '', superAdmin: 'RD' },
  // Issue 38: a shopper's buy-online deals, written only by /api/deals/* (staff decide through its endpoint).
  deals: /*            */ { anonymous: '', editorA: '', adminA: '', superAdmin: 'RD' },
  // Issue 14: written only by the shopper endpoints. Staff of the tenant read shoppers and their
  // watchlists; super admins (and tenant admins, of their own tenant) delete shoppers.
  shoppers: /*         */ { anonymous: '', editorA: '', adminA: '', superAdmin: 'RD' },
  'watchlist-entries': { anonymous: '', editorA: '', adminA: '', superAdmin: 'R' },
  'saved-searches': /* */ { anonymous: '', editorA: '', adminA: '', superAdmin: 'R' },
  // Written only by the alerts job; the tenant's staff read them.
  'shopper-alerts': /* */ { anonymous: '', editorA: '', adminA: '', superAdmin: 'R' },
  // Code hashes and session hashes: nobody, not even a super admin.
  'sign-in-codes': /*  */ { anonymous: '', editorA: '', adminA: '', superAdmin: '' },
  'shopper-sessions': { anonymous: '', editorA: '', adminA: '', superAdmin: '' },
};
/** A service account (an API key of another system) and a signed-in shopper are not staff: they get what anonymous gets. */
const EXPECTED: Record<string, Record<Role, string>> = Object.fromEntries(
  Object.entries(STAFF_AND_ANONYMOUS).map(([name, cells]) => [
    name,
    { ...cells, serviceAccount: cells.anonymous, shopperA: cells.anonymous },
  ]),
);
/** Collections nobody creates or updates over the API: a refusal of the super admin there is the expected answer. */
const NO_CREATE = new Set([
  'leads',
  'deals',
  'reservations',
  'trade-ins',
  'shoppers',
  'watchlist-entries',
  'saved-searches',
  'shopper-alerts',
  'sign-in-codes',
  'shopper-sessions',
]);
const NO_UPDATE = new Set([
  'leads',
  'trade-ins',
  'deals',
  'reservations',
  'trade-in-images',
  'shoppers',
  'watchlist-entries',
  'saved-searches',
  'shopper-alerts',
  'sign-in-codes',
  'shopper-sessions',
]);

let payload: Payload;
const password = 'test-password-123';
/** The Authorization header of each role but anonymous. */
const tokens = {} as Record<Exclude<Role, 'anonymous'>, string>;
const b = {} as Record<'tenant' | 'dealership' | 'location' | 'manufacturer' | 'shopper' | 'car', number>;
/** Tenant-B leads, one per trade-in document the matrix makes (a lead has at most one). */
const bLeads: number[] = [];
/** Tenant-B cars, one per deal the matrix makes (a shopper has one deal per car). */
const bDealCars: number[] = [];
let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}`;
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#00c' } })
    .png()
    .toBuffer();

interface Row {
  collection: CollectionSlug;
  /** GraphQL type name (singular), e.g. Offer. */
  graphQLName: string;
  /** A new tenant-B document's data (also what a create sends). */
  data: () => Record<string, unknown>;
  /** Enum-typed values spelled as GraphQL names, where they differ from the stored value. */
  graphQLData?: (data: Record<string, unknown>) => Record<string, unknown>;
  /** The field an update changes. */
  field: string;
  /** Fields Payload's GraphQL update input requires besides it. */
  graphQLUpdateData?: Record<string, unknown>;
  upload?: boolean;
}

const ROWS: Record<keyof typeof EXPECTED, Row> = {
  tenants: {
    collection: 'tenants',
    graphQLName: 'Tenant',
    field: 'name',
    data: () => {
      const slug = unique('bravo-branch');
      return { name: slug, slug, template: 'group', locale: 'en-AU', branding: { primaryColour: '#000000', secondaryColour: '#ffffff' } };
    },
    graphQLData: (data) => ({ ...data, locale: 'en_AU' }),
    graphQLUpdateData: { branding: { primaryColour: '#000000', secondaryColour: '#ffffff' } },
  },
  users: {
    collection: 'users',
    graphQLName: 'User',
    field: 'name',
    data: () => ({
      email: `${unique('staff')}@matrix-bravo.test`,
      password,
      name: unique('Bravo staff'),
      tenants: [{ tenant: b.tenant, roles: ['tenant-editor'] }],
    }),
    graphQLData: (data) => ({ ...data, tenants: [{ tenant: b.tenant, roles: ['tenant_editor'] }] }),
  },
  dealerships: {
    collection: 'dealerships',
    graphQLName: 'Dealership',
    field: 'name',
    data: () => ({ tenant: b.tenant, name: unique('Bravo Kia') }),
  },
  locations: {
    collection: 'locations',
    graphQLName: 'Location',
    field: 'name',
    data: () => ({ tenant: b.tenant, dealership: b.dealership, name: unique('Bravo Yard'), visible: true }),
  },
  manufacturers: {
    collection: 'manufacturers',
    graphQLName: 'Manufacturer',
    field: 'name',
    data: () => {
      const name = unique('make');
      return { name, slug: name };
    },
  },
  models: {
    collection: 'models',
    graphQLName: 'Model',
    field: 'name',
    data: () => {
      const name = unique('model');
      return { name, slug: name, manufacturer: b.manufacturer };
    },
  },
  cars: {
    collection: 'cars',
    graphQLName: 'Car',
    field: 'name',
    data: () => ({
      tenant: b.tenant,
      dealership: b.dealership,
      name: unique('Bravo car'),
      year: 2021,
      make: 'Kia',
      model: 'Seltos',
      car_type: 'used',
      status: 'in_stock',
      stocknum: unique('B'),
    }),
  },
  offers: {
    collection: 'offers',
    graphQLName: 'Offer',
    field: 'title',
    data: () => ({ tenant: b.tenant, title: unique('Bravo offer'), _status: 'published', body: lexical('Offer') }),
  },
  'promo-tiles': {
    collection: 'promo-tiles',
    graphQLName: 'PromoTile',
    field: 'title',
    data: () => ({
      tenant: b.tenant,
      title: unique('Bravo promo'),
      placement: 'search',
      activeFrom: '2026-01-01T00:00:00.000Z',
      activeFrom_tz: 'Australia/Brisbane',
      activeUntil: '2027-01-01T00:00:00.000Z',
      activeUntil_tz: 'Australia/Brisbane',
    }),
    graphQLData: (data) => ({ ...data, activeFrom_tz: 'Australia_Brisbane', activeUntil_tz: 'Australia_Brisbane' }),
  },
  faqs: {
    collection: 'faqs',
    graphQLName: 'Faq',
    field: 'question',
    data: () => ({ tenant: b.tenant, question: unique('Bravo question'), answer: 'Yes.', section: 'General' }),
  },
  'button-sets': {
    collection: 'button-sets',
    graphQLName: 'ButtonSet',
    field: 'name',
    data: () => ({ tenant: b.tenant, name: unique('Bravo buttons'), cardButtons: ['enquire'], detailButtons: ['enquire'] }),
  },
  pages: {
    collection: 'pages',
    graphQLName: 'Page',
    field: 'title',
    data: () => ({ tenant: b.tenant, title: unique('Bravo page'), _status: 'published' }),
  },
  posts: {
    collection: 'posts',
    graphQLName: 'Post',
    field: 'title',
    data: () => ({
      tenant: b.tenant,
      title: unique('Bravo article'),
      category: 'news',
      publishedAt: '2026-10-01T00:00:00.000Z',
      excerpt: 'What is new at Bravo.',
      content: lexical('Article'),
      _status: 'published',
    }),
  },
  redirects: {
    collection: 'redirects',
    graphQLName: 'Redirect',
    field: 'to',
    data: () => ({ tenant: b.tenant, from: `/${unique('bravo-old')}`, to: `https://bravo.example/${unique('new')}`, type: 'permanent' }),
  },
  'valuation-samples': {
    collection: 'valuation-samples',
    graphQLName: 'ValuationSample',
    field: 'make',
    data: () => ({
      registration: unique('MX').replace('-', ''),
      state: 'QLD',
      vin: unique('MATRIXVIN'),
      make: unique('Matrix make'),
      model: 'Sample',
      year: 2020,
    }),
  },
  reviews: {
    collection: 'reviews',
    graphQLName: 'Review',
    field: 'customer_name',
    data: () => ({
      tenant: b.tenant,
      customer_name: unique('Shopper'),
      rating: 5,
      review_date: '2026-10-01T00:00:00.000Z',
      location: b.location,
    }),
  },
  leads: {
    collection: 'leads',
    graphQLName: 'Lead',
    field: 'name',
    data: () => ({
      tenant: b.tenant,
      form: 'enquiry',
      idempotency_key: unique('matrix-lead'),
      name: unique('Bravo shopper'),
      email: 'shopper@matrix-bravo.test',
      category: 'General Enquiry',
    }),
  },
  'trade-ins': {
    collection: 'trade-ins',
    graphQLName: 'TradeIn',
    field: 'name',
    data: () => {
      const lead = bLeads.pop();
      if (lead === undefined) throw new Error('The matrix ran out of tenant-B leads for trade-ins: make more in beforeAll');
      return {
        tenant: b.tenant,
        lead,
        eval_id: unique('EV'),
        rego: 'BRAVO1',
        state: 'QLD',
        answers: { postcode: '4000', odometer: 1000, service_history: 'Full service history', number_of_keys: '2', car_condition: 'Good' },
        name: unique('Bravo trader'),
        source_page: 'trade-in',
      };
    },
    graphQLData: (data) => ({
      ...data,
      answers: { ...(data.answers as object), service_history: 'Full_service_history', number_of_keys: '_2' },
      source_page: 'trade_in',
    }),
  },
  reservations: {
    collection: 'reservations',
    graphQLName: 'Reservation',
    field: 'name',
    // Ended (expired): the one-active-per-car index leaves any number of them on one car.
    data: () => ({
      tenant: b.tenant,
      car: b.car,
      state: 'expired',
      amount: 200,
      currency: 'AUD',
      name: unique('Bravo reserver'),
      email: 'reserver@matrix-bravo.test',
      phone: '0412 345 678',
      payment_mode: 'embedded',
      idempotency_key: unique('matrix-reservation'),
    }),
  },
  deals: {
    collection: 'deals',
    graphQLName: 'Deal',
    field: 'title',
    data: () => {
      const car = bDealCars.pop();
      if (car === undefined) throw new Error('The matrix ran out of tenant-B cars for deals: make more in beforeAll');
      return { tenant: b.tenant, shopper: b.shopper, car, state: 'in-progress', title: unique('Bravo deal') };
    },
  },
  'trade-in-images': {
    collection: 'trade-in-images',
    graphQLName: 'TradeInImage',
    field: 'eval_id',
    upload: true,
    data: () => ({ tenant: b.tenant, eval_id: unique('EVB') }),
  },
  media: {
    collection: 'media',
    graphQLName: 'Media',
    field: 'alt',
    upload: true,
    data: () => ({ alt: unique('Bravo logo'), tenant: b.tenant }),
  },
  'media (shared)': {
    collection: 'media',
    graphQLName: 'Media',
    field: 'alt',
    upload: true,
    data: () => ({ alt: unique('Make logo'), shared: true, tenant: null }),
  },
  shoppers: {
    collection: 'shoppers',
    graphQLName: 'Shopper',
    field: 'phone',
    data: () => ({ tenant: b.tenant, phone: `+6141234${String(++counter).padStart(4, '0')}` }),
  },
  'watchlist-entries': {
    collection: 'watchlist-entries',
    graphQLName: 'WatchlistEntry',
    field: 'saved_price',
    // No car: the (shopper, car) index allows any number of entries without one.
    data: () => ({ tenant: b.tenant, shopper: b.shopper, saved_price: 10_000 + ++counter }),
  },
  'saved-searches': {
    collection: 'saved-searches',
    graphQLName: 'SavedSearch',
    field: 'label',
    data: () => ({
      tenant: b.tenant,
      shopper: b.shopper,
      label: unique('Used Cars'),
      path: '/search/used-cars',
      criteria: unique('query=x'),
      matched_through: 1_700_000_000,
    }),
  },
  'shopper-alerts': {
    collection: 'shopper-alerts',
    graphQLName: 'ShopperAlert',
    field: 'dedupe_key',
    data: () => ({
      tenant: b.tenant,
      shopper: b.shopper,
      channel: 'sms',
      price_from: 20_000,
      price_to: 19_000,
      dedupe_key: unique('alert'),
    }),
  },
  'sign-in-codes': {
    collection: 'sign-in-codes',
    graphQLName: 'SignInCode',
    field: 'code_hash',
    data: () => ({
      tenant: b.tenant,
      phone: '+61412340000',
      code_hash: unique('hash'),
      expires_at: '2030-01-01T00:00:00.000Z',
      ip: '192.0.2.1',
    }),
  },
  'shopper-sessions': {
    collection: 'shopper-sessions',
    graphQLName: 'ShopperSession',
    field: 'token_hash',
    data: () => ({ tenant: b.tenant, shopper: b.shopper, token_hash: unique('session'), expires_at: '2030-01-01T00:00:00.000Z' }),
  },
};

/** A fresh tenant-B document, made with access control off. */
async function seedDocument(row: Row): Promise<number> {
  const data = row.data();
  if (row.upload) {
    const bytes = await png();
    const doc = await payload.create({
      collection: row.collection as 'media',
      data: data as never,
      file: { data: bytes, mimetype: 'image/png', name: `${unique('file')}.png`, size: bytes.length },
    });
    return doc.id as number;
  }
  const doc = await payload.create({
    collection: row.collection,
    data: data as never,
    draft: false,
    context: { disableRevalidate: true },
  });
  return doc.id as number;
}

const exists = async (row: Row, id: number) =>
  (await payload.count({ collection: row.collection, where: { id: { equals: id } } })).totalDocs === 1;
const fieldOf = async (row: Row, id: number) =>
  (await payload.findByID({ collection: row.collection, id, depth: 0, draft: true }))[row.field as never] as unknown;
const createdBy = async (row: Row, value: unknown) =>
  (await payload.count({ collection: row.collection, where: { [row.field]: { equals: value } } })).totalDocs > 0;

type Transport = {
  read: (row: Row, id: number, token?: string) => Promise<boolean>;
  /** Resolves to whether the document was created; undefined when the transport cannot (GraphQL uploads). */
  create: (row: Row, token?: string) => Promise<boolean | undefined>;
  update: (row: Row, id: number, token?: string) => Promise<boolean>;
  remove: (row: Row, id: number, token?: string) => Promise<boolean>;
};

const REFUSED_STATUSES = [400, 401, 403, 404];
const as = (authorization?: string): Record<string, string> => (authorization ? { authorization } : {});

const viaREST: Transport = {
  async read(row, id, token) {
    const { status, json } = await rest('GET', `${row.collection}/${id}?depth=0`, { headers: as(token) });
    if (status !== 200) expect(REFUSED_STATUSES).toContain(status);
    return status === 200 && json?.id === id;
  },
  async create(row, token) {
    const data = row.data();
    const { status } = row.upload
      ? await restUpload('POST', row.collection, {
          authorization: token,
          file: { bytes: await png(), name: `${unique('upload')}.png`, type: 'image/png' },
          data,
        })
      : await rest('POST', row.collection, { headers: as(token), body: data });
    const created = await createdBy(row, data[row.field]);
    if (!created) expect(REFUSED_STATUSES).toContain(status);
    return created;
  },
  async update(row, id, token) {
    const before = await fieldOf(row, id);
    const { status } = await rest('PATCH', `${row.collection}/${id}`, {
      headers: as(token),
      body: { [row.field]: `${String(before)} (changed)` },
    });
    const changed = (await fieldOf(row, id)) !== before;
    if (!changed) expect(REFUSED_STATUSES).toContain(status);
    return changed;
  },
  async remove(row, id, token) {
    const { status } = await rest('DELETE', `${row.collection}/${id}`, { headers: as(token) });
    const gone = !(await exists(row, id));
    if (!gone) expect(REFUSED_STATUSES).toContain(status);
    return gone;
  },
};

/** GraphQL answers 200 with `errors` when refused; the database decides what happened. */
const viaGraphQL: Transport = {
  async read(row, id, token) {
    const { json } = await graphql(`query ($id: Int!) { ${row.graphQLName}(id: $id) { id } }`, { authorization: token, variables: { id } });
    return json?.data?.[row.graphQLName]?.id === id;
  },
  async create(row, token) {
    if (row.upload) return undefined;
    const data = row.data();
    const { json } = await graphql(`mutation ($data: mutation${row.graphQLName}Input!) { create${row.graphQLName}(data: $data) { id } }`, {
      authorization: token,
      variables: { data: row.graphQLData ? row.graphQLData(data) : data },
    });
    const created = await createdBy(row, data[row.field]);
    // Leads, trade-ins and the shoppers' collections have no create (their endpoints store them).
    if (token === tokens.superAdmin && !created && !NO_CREATE.has(row.collection))
      throw new Error(`GraphQL create ${row.graphQLName} failed: ${JSON.stringify(json?.errors)}`);
    return created;
  },
  async update(row, id, token) {
    const before = await fieldOf(row, id);
    const { json } = await graphql(
      `mutation ($id: Int!, $data: mutation${row.graphQLName}UpdateInput!) { update${row.graphQLName}(id: $id, data: $data) { id } }`,
      { authorization: token, variables: { id, data: { ...row.graphQLUpdateData, [row.field]: `${String(before)} (changed)` } } },
    );
    const changed = (await fieldOf(row, id)) !== before;
    // Trade-ins, their photos and the shoppers' collections have no update.
    if (token === tokens.superAdmin && !changed && !NO_UPDATE.has(row.collection))
      throw new Error(`GraphQL update ${row.graphQLName} failed: ${JSON.stringify(json?.errors)}`);
    return changed;
  },
  async remove(row, id, token) {
    await graphql(`mutation ($id: Int!) { delete${row.graphQLName}(id: $id) { id } }`, { authorization: token, variables: { id } });
    return !(await exists(row, id));
  },
};

/** The cell's letters for what the role actually managed to do. */
async function observe(transport: Transport, row: Row, role: Role): Promise<string> {
  const token = role === 'anonymous' ? undefined : tokens[role];
  const done: Record<Op, boolean | undefined> = {
    R: await transport.read(row, await seedDocument(row), token),
    C: await transport.create(row, token),
    U: await transport.update(row, await seedDocument(row), token),
    D: await transport.remove(row, await seedDocument(row), token),
  };
  return OPS.map((op) => (done[op] === undefined ? '-' : done[op] ? op : '')).join('');
}

/** The expected letters, with '-' where the transport has no such operation. */
const expectedCell = (row: Row, expected: string, transport: 'REST' | 'GraphQL') =>
  OPS.map((op) => (transport === 'GraphQL' && op === 'C' && row.upload ? '-' : expected.includes(op) ? op : '')).join('');

beforeAll(async () => {
  payload = await startTestPayload();
  const tenant = (slug: string) => createTestTenant(payload, slug);
  const tenantA = (await tenant('matrix-alpha')).id;
  b.tenant = (await tenant('matrix-bravo')).id;
  b.dealership = (await payload.create({ collection: 'dealerships', data: { tenant: b.tenant, name: 'Bravo Motors' } })).id;
  b.location = (
    await payload.create({ collection: 'locations', data: { tenant: b.tenant, dealership: b.dealership, name: 'Bravo Yard' } })
  ).id;
  b.manufacturer = (await payload.create({ collection: 'manufacturers', data: { name: 'Matrix Make', slug: 'matrix-make' } })).id;
  b.car = (
    await payload.create({
      collection: 'cars',
      data: {
        tenant: b.tenant,
        dealership: b.dealership,
        name: 'Bravo reserved car',
        year: 2021,
        make: 'Kia',
        model: 'Seltos',
        car_type: 'used',
        status: 'in_stock',
        stocknum: 'B-RESERVED',
      },
      context: { disableRevalidate: true },
    })
  ).id;
  // Each role reads, creates, updates and deletes one deal per transport: 4 × 6 × 2, each on its own car.
  for (let i = 0; i < 4 * ROLES.length * 2; i++) {
    const car = await payload.create({
      collection: 'cars',
      data: {
        tenant: b.tenant,
        dealership: b.dealership,
        name: `Bravo deal car ${i}`,
        year: 2021,
        make: 'Kia',
        model: 'Seltos',
        car_type: 'used',
        status: 'in_stock',
        stocknum: `B-DEAL-${i}`,
      },
      context: { disableRevalidate: true },
    });
    bDealCars.push(car.id);
  }
  // Each role reads, creates, updates and deletes one trade-in per transport: 4 × 6 × 2.
  for (let i = 0; i < 4 * ROLES.length * 2; i++) {
    const lead = await payload.create({
      collection: 'leads',
      data: {
        tenant: b.tenant,
        form: 'trade-in',
        idempotency_key: unique('matrix-trade-in'),
        name: 'Bravo trader',
        category: 'Trade-In Enquiry',
      },
    });
    bLeads.push(lead.id);
  }
  const user = async (email: string, data: Record<string, unknown>) => {
    await payload.create({ collection: 'users', data: { email, password, ...data } });
    return `JWT ${(await payload.login({ collection: 'users', data: { email, password } })).token!}`;
  };
  tokens.editorA = await user('editor@matrix-alpha.test', { tenants: [{ tenant: tenantA, roles: ['tenant-editor'] }] });
  tokens.adminA = await user('admin@matrix-alpha.test', { tenants: [{ tenant: tenantA, roles: ['tenant-admin'] }] });
  tokens.superAdmin = await user('super@matrix-platform.test', { roles: ['super-admin'] });
  tokens.serviceAccount = siteLeadsAuthorization();
  // A shopper of tenant A signed in as verify-code signs one in: a session row holding the token's hash.
  const shopperA = await payload.create({ collection: 'shoppers', data: { tenant: tenantA, phone: '+61412340001' } });
  const token = newSessionToken();
  await payload.create({
    collection: 'shopper-sessions',
    data: { tenant: tenantA, shopper: shopperA.id, token_hash: sessionTokenHash(token), expires_at: sessionExpiresAt(new Date()) },
  });
  tokens.shopperA = `Shopper ${token}`;
  b.shopper = (await payload.create({ collection: 'shoppers', data: { tenant: b.tenant, phone: '+61412340002' } })).id;
  // Two tenants with a document in every collection: about 25 s, more on a busy 2-core machine.
}, 180_000);

afterAll(async () => {
  await stopTestPayload(payload);
});

const cells = Object.keys(EXPECTED).flatMap((name) => ROLES.map((role) => [name, role] as const));

describe.each([
  ['REST', viaREST],
  ['GraphQL', viaGraphQL],
] as const)('%s', (transport, via) => {
  it.each(cells)('%s as %s', async (name, role) => {
    const row = ROWS[name]!;
    expect(await observe(via, row, role)).toBe(expectedCell(row, EXPECTED[name]![role], transport));
  });
});

describe('GraphQL when enabled', () => {
  it('refuses a query over the complexity limit before running it', async () => {
    const fields = Array.from({ length: 1100 }, (_, i) => `t${i}: Tenants(limit: 1) { totalDocs }`).join('\n');
    const { json } = await graphql(`{ ${fields} }`);
    expect(json.errors?.[0]?.message).toMatch(/complexity/i);
    expect(json.data ?? null).toBeNull();
  });

  it('applies the anonymous limit and depth caps to GraphQL reads too', async () => {
    const { json } = await graphql('{ Cars(limit: 100000) { docs { id } } }');
    expect(json.errors?.[0]?.message).toBe('limit must be between 1 and 500 for anonymous requests.');
  });
});
