import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { buildConfig } from 'payload';
import sharp from 'sharp';

import { withAnonymousFieldAllowList } from './access/anonymousFields';
import { withAnonymousReadLimits } from './access/anonymousReadLimits';
import { payloadCollectionsStaffOnly } from './access/payloadCollections';
import { isStaffUser, isSuperAdmin, TENANT_ROLES } from './access/roles';
import { tenantsArrayAccess } from './access/users';
import { ButtonSets } from './collections/ButtonSets';
import { Cars } from './collections/Cars';
import { Dealerships } from './collections/Dealerships';
import { Deals } from './collections/Deals';
import { Faqs } from './collections/Faqs';
import { Leads } from './collections/Leads';
import { TradeIns, tradeInAnswersAlwaysRead } from './collections/TradeIns';
import { TradeInImages } from './collections/TradeInImages';
import { ServiceAccounts } from './collections/ServiceAccounts';
import { Shoppers } from './collections/Shoppers';
import { SavedSearches } from './collections/SavedSearches';
import { ShopperAlerts } from './collections/ShopperAlerts';
import { ShopperSessions } from './collections/ShopperSessions';
import { SignInCodes } from './collections/SignInCodes';
import { WatchlistEntries } from './collections/WatchlistEntries';
import { Locations } from './collections/Locations';
import { Manufacturers } from './collections/Manufacturers';
import { Media } from './collections/Media';
import { Models } from './collections/Models';
import { Offers } from './collections/Offers';
import { Pages } from './collections/Pages';
import { Posts } from './collections/Posts';
import { Redirects } from './collections/Redirects';
import { Reservations } from './collections/Reservations';
import { ValuationSamples } from './collections/ValuationSamples';
import { PromoTiles } from './collections/PromoTiles';
import { Reviews } from './collections/Reviews';
import { StockFeedRuns } from './collections/StockFeedRuns';
import { Tenants } from './collections/Tenants';
import { Users } from './collections/Users';
import { cmsEnv } from './env';
import { livePreviewConfig } from './livePreview';
import { failedJobsVisibleToSuperAdmins } from './jobs/failedJobs';
import { deliverLeadTask } from './jobs/deliverLeadTask';
import { mailDealSheetTask } from './jobs/mailDealSheetTask';
import { mailReservationTask } from './jobs/mailReservationTask';
import { refundDepositTask } from './jobs/refundDepositTask';
import { paymentEndpoints } from './reservations/payments/endpoints';
import { startCmsJobWorker } from './jobs/jobWorker';
import { indexCarsTask } from './jobs/indexCarsTask';
import { revalidateSiteTask } from './jobs/revalidateSiteTask';
import { ensureSiteServiceAccount } from './leads/siteServiceAccount';
import { stockSearchOf } from './search/stockIndex';
import { stockFeedEndpoint } from './stockFeed/stockFeedEndpoint';
import { migrations } from './migrations';
import { cmsLogger } from './http/refusalLogging';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const env = cmsEnv();
/** Payload's own default; a query over it is refused before it runs. */
const GRAPHQL_MAX_COMPLEXITY = 1000;

export default buildConfig({
  logger: cmsLogger,
  // Browsers reach the admin at its public origin (docker-compose: localhost:3001, not cms:3001).
  serverURL: env.CMS_PUBLIC_URL,
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' — Dealer CMS' },
    // Gravatar needs the internet; the built-in avatar does not.
    avatar: 'default',
    livePreview: livePreviewConfig(env),
  },
  // Every collection bounds anonymous reads (limit, depth).
  collections: [
    Tenants,
    Users,
    ServiceAccounts,
    Dealerships,
    Locations,
    Manufacturers,
    Models,
    Cars,
    Offers,
    PromoTiles,
    Faqs,
    ButtonSets,
    Pages,
    Posts,
    Redirects,
    Reviews,
    Leads,
    TradeIns,
    TradeInImages,
    Reservations,
    Deals,
    Media,
    StockFeedRuns,
    ValuationSamples,
    Shoppers,
    SignInCodes,
    ShopperSessions,
    WatchlistEntries,
    SavedSearches,
    ShopperAlerts,
  ]
    .map(withAnonymousFieldAllowList)
    .map(withAnonymousReadLimits),
  // Off unless GRAPHQL_ENABLED=true (the site uses REST); when on, a query's cost is capped.
  graphQL: { disable: process.env.GRAPHQL_ENABLED !== 'true', maxComplexity: GRAPHQL_MAX_COMPLEXITY },
  endpoints: [stockFeedEndpoint, ...paymentEndpoints],
  cors: [env.SITE_URL],
  csrf: [...new Set([env.SITE_URL, env.CMS_URL, env.CMS_PUBLIC_URL])],
  editor: lexicalEditor(),
  secret: env.PAYLOAD_SECRET,
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    // Otherwise getPayload spawns the type generator in tests and at start.
    autoGenerate: false,
    schema: [tradeInAnswersAlwaysRead],
  },
  db: postgresAdapter({
    pool: { connectionString: env.DATABASE_URL },
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: migrations,
    // Schema changes ship as migrations; never push.
    push: false,
  }),
  upload: { limits: { fileSize: 10_000_000 } },
  jobs: {
    tasks: [revalidateSiteTask, indexCarsTask, deliverLeadTask, refundDepositTask, mailReservationTask, mailDealSheetTask],
    // Payload lets any signed-in user run, queue and cancel jobs over REST; a service account may not.
    access: {
      run: ({ req }) => isStaffUser(req.user),
      queue: ({ req }) => isStaffUser(req.user),
      cancel: ({ req }) => isStaffUser(req.user),
    },
    // Only completed jobs are deleted: a job whose retries ran out stays, with its error.
    deleteJobOnComplete: true,
    jobsCollectionOverrides: failedJobsVisibleToSuperAdmins,
    // No `autoRun`: it runs a whole batch side by side on each tick and stalled the lead endpoint.
    // The served CMS runs queued jobs one at a time with jobs/jobWorker.ts (started in onInit);
    // tests, tools and the seed set PAYLOAD_JOBS_AUTORUN=false and run jobs themselves.
  },
  sharp,
  // The stock index table lives beside Payload's; make sure it exists before anything indexes.
  onInit: async (payload) => {
    await stockSearchOf(payload).ensureSchema();
    // The site stores leads with LEADS_API_KEY: its service account must hold that key.
    await ensureSiteServiceAccount(payload, env.LEADS_API_KEY);
    // Queued jobs (lead deliveries, indexing, revalidation), one at a time; it first recovers
    // deliveries left `processing` by a killed CMS.
    startCmsJobWorker(payload);
  },
  plugins: [
    multiTenantPlugin({
      tenantsSlug: 'tenants',
      collections: {
        dealerships: {},
        locations: {},
        cars: {},
        offers: {},
        'promo-tiles': {},
        faqs: {},
        'button-sets': {},
        pages: {},
        posts: {},
        redirects: {},
        reviews: {},
        leads: {},
        'trade-ins': {},
        'trade-in-images': {},
        // Issue 38: written only by the reservation endpoints, the payment webhook and the expiry job.
        reservations: {},
        // Issue 38: each signed-in shopper's buy-online deals, written only by /api/deals/*.
        deals: {},
        'stock-feed-runs': {},
        // Issue 14: written only by the shopper endpoints, each row of one tenant's site.
        shoppers: {},
        'sign-in-codes': {},
        'shopper-sessions': {},
        'watchlist-entries': {},
        'saved-searches': {},
        'shopper-alerts': {},
        // Own tenant field and access (access/media.ts): shared files have no tenant.
        media: { customTenantField: true, useTenantAccess: false, useBaseFilter: false },
      },
      tenantField: { access: { update: ({ req }) => isStaffUser(req.user) } },
      tenantsArrayField: {
        includeDefaultField: true,
        // Tenant admins may set it when creating a user (placeNewUserInAdminsTenant checks the rows).
        arrayFieldAccess: tenantsArrayAccess,
        rowFields: [
          {
            name: 'roles',
            type: 'select',
            hasMany: true,
            required: true,
            defaultValue: ['tenant-editor'],
            options: TENANT_ROLES.map((role) => ({ label: role === 'tenant-admin' ? 'Admin' : 'Editor', value: role })),
          },
        ],
      },
      userHasAccessToAllTenants: (user) => isSuperAdmin(user),
      // Deleting a tenant is super-admin only (see Tenants access); its documents go with it.
      cleanupAfterTenantDelete: true,
    }),
  ],
}).then(payloadCollectionsStaffOnly);
