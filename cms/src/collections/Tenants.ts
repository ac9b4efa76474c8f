import type { CollectionConfig, Field, FieldAccess } from 'payload';
import { CHAT_PROVIDER_IDS, CHAT_PROVIDERS, FEATURE_FLAGS, LOCALES, PRODUCT_DEFAULTS, chatAccountError } from '@dealer/domain';
import { DEFAULT_SIGN_IN_GATES, SIGN_IN_GATES } from '@dealer/domain/shoppers/gates';
import { parseBaseFilter } from '@dealer/stock-search';
import { PUBLIC_SOLD_CAR_DAYS } from '../access/cars';
import { getUserTenantIDs, isSuperAdmin, isSuperAdminAccess } from '../access/roles';
import { normaliseTenantDomains } from '../hooks/normaliseTenantDomains';
import { tenantPaths, revalidateSite } from '../hooks/revalidateSite';
import { forgetTenantLeadDocumentsHooks } from '../leads/submit/tenantFacts';

const revalidate = revalidateSite(tenantPaths, { isTenant: true });

/**
 * Branding colours feed the site's palette (lighter and darker shades, text contrast), which takes
 * hex colours: #rgb or #rrggbb, as the admin asks.
 */
const validateHexColour = (value: unknown, { required }: { required?: boolean }) => {
  if (value === null || value === undefined || value === '') return required ? 'This field is required.' : true;
  return typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)
    ? true
    : 'Use a hex colour such as #0b3d91: # and 3 or 6 digits 0-9 or a-f.';
};

const superAdminField: FieldAccess = ({ req }) => isSuperAdmin(req.user);

const flagLabels: Record<(typeof FEATURE_FLAGS)[number], string> = {
  garage: 'Garage',
  favourites: 'Favourites',
  finance: 'Finance',
  reserve: 'Reserve online',
  tags: 'Tags',
  tradeIn: 'Trade-in',
  testDrive: 'Test drive',
  chat: 'Chat',
  phoneNumbers: 'Phone numbers',
  subscriptions: 'Subscriptions',
  buyOnline: 'Buy online',
};

const featureFields: Field[] = FEATURE_FLAGS.map((flag) => ({
  name: flag,
  label: flagLabels[flag],
  type: 'checkbox',
  defaultValue: PRODUCT_DEFAULTS.features[flag],
}));

/** A tenant is one dealer website (spec §3 "Site config"). Public read: the site renders from it. */
/** The gated routes of spec §2 (packages/domain shoppers/gatedRoutes.ts), labelled for staff. */
const SIGN_IN_GATE_LABELS: Record<(typeof SIGN_IN_GATES)[number], string> = {
  'cars/trade-in': 'Trade-in valuation from a car (/cars/trade-in)',
  'sell-my-car': 'Sell My Car (/sell-my-car)',
  checkout: 'Reserve and buy online (checkout)',
  'personalised-finance': 'Personalised finance (/personalised/finance)',
};
const SIGN_IN_GATE_OPTIONS = SIGN_IN_GATES.map((value) => ({ value, label: SIGN_IN_GATE_LABELS[value] }));

export const Tenants: CollectionConfig = {
  slug: 'tenants',
  admin: {
    group: 'Platform',
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'template', 'locale'],
  },
  access: {
    read: () => true,
    create: isSuperAdminAccess,
    // Deleting a tenant deletes its documents (plugin cleanup): super admins only.
    delete: isSuperAdminAccess,
    update: ({ req }) => {
      if (isSuperAdmin(req.user)) return true;
      const ids = getUserTenantIDs(req.user, 'tenant-admin');
      return ids.length > 0 ? { id: { in: ids } } : false;
    },
  },
  hooks: {
    // The lead endpoint's cached tenant documents are dropped on any change.
    afterChange: [...revalidate.afterChange, ...forgetTenantLeadDocumentsHooks.afterChange],
    afterDelete: [...revalidate.afterDelete, ...forgetTenantLeadDocumentsHooks.afterDelete],
    beforeValidate: [normaliseTenantDomains],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { create: superAdminField, update: superAdminField },
      admin: { description: 'Also the host name: {slug}.localhost in development. Super admins only.' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
          ? true
          : 'Use lower-case letters, digits and single hyphens, e.g. "coastline".',
    },
    {
      name: 'template',
      type: 'select',
      required: true,
      defaultValue: 'group',
      options: [
        { label: 'Dealer group (multi-brand)', value: 'group' },
        { label: 'Brand (single franchise)', value: 'brand' },
        { label: 'Caravans and motorcycles', value: 'leisure' },
      ],
    },
    {
      name: 'domains',
      type: 'array',
      access: { create: superAdminField, update: superAdminField },
      admin: {
        description: 'Host names that serve this site, e.g. coastlinemotors.com.au (www. is implied). Super admins only.',
      },
      fields: [{ name: 'domain', type: 'text', required: true }],
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      defaultValue: 'en-AU',
      options: LOCALES.map((l) => ({ label: l, value: l })),
    },
    { name: 'state', type: 'text', admin: { description: 'Default state, e.g. QLD (spec §9: default qld).' } },
    {
      name: 'manufacturers',
      type: 'relationship',
      relationTo: 'manufacturers',
      hasMany: true,
      admin: { description: 'Franchised makes: they fill the Range menu.' },
    },
    {
      name: 'branding',
      type: 'group',
      fields: [
        { name: 'logo', type: 'upload', relationTo: 'media' },
        {
          name: 'primaryColour',
          type: 'text',
          required: true,
          defaultValue: '#1a237e',
          admin: { description: 'Hex colour, e.g. #0b3d91' },
          validate: validateHexColour,
        },
        { name: 'secondaryColour', type: 'text', required: true, defaultValue: '#ff6f00', validate: validateHexColour },
        { name: 'backgroundColour', type: 'text', defaultValue: '#ffffff', validate: validateHexColour },
        { name: 'headingFont', type: 'text', admin: { description: 'CSS font stack for headings.' } },
        { name: 'bodyFont', type: 'text', admin: { description: 'CSS font stack for text.' } },
        { name: 'tagline', type: 'text' },
      ],
    },
    { name: 'features', type: 'group', label: 'Feature flags', fields: featureFields },
    {
      name: 'settings',
      type: 'group',
      fields: [
        { name: 'noPriceText', type: 'text', admin: { description: 'Default: Enquire for price' } },
        { name: 'reserveDeposit', type: 'number', min: 0, admin: { description: 'Whole dollars. Default: 200' } },
        {
          name: 'reserveTerms',
          type: 'textarea',
          label: 'Reserve online terms',
          maxLength: 4000,
          admin: {
            description:
              'What a shopper reserving a car reads: on the checkout page, the confirmation page and its email. One paragraph per line; {deposit} stands for the deposit, {hours} for the hold. Empty: the refundable deposit, the 48-hour hold and the money-back guarantee with its limits.',
          },
        },
        { name: 'newArrivalText', type: 'text', admin: { description: 'Default: New Arrival' } },
        {
          name: 'soldListingDays',
          type: 'number',
          min: 0,
          max: PUBLIC_SOLD_CAR_DAYS,
          admin: { description: `Days a sold car stays listed, at most ${PUBLIC_SOLD_CAR_DAYS}. Default: 3` },
        },
        {
          name: 'baseFilterLevel',
          type: 'number',
          min: 0,
          max: 14,
          admin: { description: 'Level of the base search filters, 0 to 14. 0 switches them off; 1 to 14 (empty means 1) applies them.' },
        },
        {
          name: 'baseSearchFilters',
          type: 'array',
          admin: { description: 'Applied to every search, facet and car page of the site, e.g. car_type:used or make:Mazda.' },
          fields: [
            {
              name: 'filter',
              type: 'text',
              required: true,
              validate: (value: string | null | undefined) => {
                if (!value) return 'A filter is required.';
                const parsed = parseBaseFilter(value);
                return 'error' in parsed ? parsed.error : true;
              },
            },
          ],
        },
        { name: 'dropdownTrigger', type: 'select', options: ['hover', 'click'] },
        { name: 'storeFavourites', type: 'checkbox' },
        { name: 'splitPopularMakes', type: 'checkbox' },
        { name: 'enquiryMessageOptional', type: 'checkbox', admin: { description: 'Enquiry forms may be sent without a message.' } },
        {
          name: 'enquiryTermsNotice',
          type: 'checkbox',
          admin: { description: 'Shoppers must agree to the terms of use before sending a form.' },
        },
        { name: 'specialOffersInMore', type: 'checkbox' },
        {
          name: 'chatProvider',
          type: 'select',
          options: CHAT_PROVIDER_IDS.map((id) => ({ label: CHAT_PROVIDERS[id].label, value: id })),
          admin: { description: 'The chat widget shown where the Chat feature is on. It loads at the shopper’s first interaction.' },
        },
        {
          name: 'chatAccount',
          type: 'text',
          admin: {
            description: 'LiveChat: the licence number. Tawk.to: propertyId/widgetId.',
            condition: (_data, siblingData) => Boolean(siblingData?.chatProvider),
          },
          validate: (value: string | null | undefined, { siblingData }: { siblingData: { chatProvider?: string | null } }) =>
            chatAccountError(siblingData?.chatProvider, value) ?? true,
        },
        {
          name: 'reviewsMinimumRating',
          type: 'number',
          min: 1,
          max: 5,
          admin: { step: 0.1, description: 'Reviews show on the site only when their average is above this. Empty means 4.' },
        },
        { name: 'hideReviews', type: 'checkbox', admin: { description: 'Show no reviews on the site.' } },
        {
          name: 'tradeInImageUpload',
          type: 'checkbox',
          label: 'Trade-in photos',
          // No default: unset is on (the site's default), so only a tenant that turns it off stores false.
          admin: { description: 'The trade-in wizard asks for photos of the car (step 3). Empty means on.' },
        },
        {
          name: 'sellMyCarFlow',
          type: 'select',
          label: 'Sell My Car flow',
          options: [
            { label: 'Four-step wizard', value: 'wizard' },
            { label: 'Instant offer', value: 'instant-offer' },
          ],
          admin: {
            description:
              'What /sell-my-car runs: the four-step valuation wizard, or an instant offer the shopper may accept online. Empty means the wizard.',
          },
        },
        {
          name: 'signInGates',
          type: 'select',
          hasMany: true,
          label: 'Pages that need a signed-in shopper',
          options: SIGN_IN_GATE_OPTIONS,
          defaultValue: [...DEFAULT_SIGN_IN_GATES],
          admin: {
            description:
              'A shopper who is not signed in is sent to sign in (by text message) before these pages, and returns afterwards. Empty means none is gated.',
          },
        },
        {
          name: 'onlineEstimateMaxAgeYears',
          type: 'number',
          min: 1,
          max: 50,
          label: 'Online estimate: oldest vehicle (years)',
          admin: { step: 1, description: 'No online offer for vehicles older than this many years. Empty means 7.' },
        },
        {
          name: 'onlineEstimateMaxKm',
          type: 'number',
          min: 1000,
          max: 999999,
          label: 'Online estimate: most kilometres',
          admin: { step: 1000, description: 'No online offer for vehicles with more kilometres than this. Empty means 100,000.' },
        },
        {
          name: 'saveValuationToProfile',
          type: 'checkbox',
          label: 'Keep valuations on shoppers’ profiles',
          // No default: unset is off, so the seed can still turn it on for a tenant seeded before it existed.
          admin: {
            description:
              'A signed-in shopper’s trade-in valuation (the wizard or the instant offer) is also kept on their profile, where staff see it under Shoppers. Empty means off.',
          },
        },
        {
          name: 'calculatorRatePercent',
          type: 'number',
          min: 0,
          max: 30,
          admin: { description: 'The finance calculator’s starting interest rate in percent. Empty means 10.', step: 0.01 },
        },
        { name: 'phone', type: 'text' },
        { name: 'email', type: 'email' },
        {
          name: 'financeExcludedGroup',
          type: 'checkbox',
          admin: { description: 'Budget-brand group: finance is never shown on its cars, whatever the dealerships say.' },
        },
        {
          name: 'financeExcludedDealerships',
          type: 'relationship',
          relationTo: 'dealerships',
          hasMany: true,
          // Only this tenant's own dealerships (a relationship outside the filter fails validation).
          filterOptions: ({ id }) => (id ? { tenant: { equals: id } } : false),
          admin: { description: 'Dealerships whose cars never show finance.' },
        },
      ],
    },
  ],
};
