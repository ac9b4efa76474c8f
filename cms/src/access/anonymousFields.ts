/**
 * What anonymous callers read (issue 39), in one place: for each collection anyone may read, the
 * top-level fields the site needs (its reads, filters and sorts, docs/decisions.md "Anonymous
 * fields"), and the group subfields it does not. Every other field of those collections is read by
 * staff only, wherever it appears: in the collection's own answers and populated into others (a
 * car's dealership at depth 1). Service accounts read as anonymous callers do.
 *
 * Payload's own fields (id, createdAt, updatedAt, _status), upload fields and the multi-tenant
 * plugin's `tenant` are added after this runs and stay readable. A name here that is no field of
 * its collection stops the CMS at start, so the list cannot silently drift from the collections.
 */
import type { CollectionConfig, Field, FieldAccess } from 'payload';
import { isStaffUser } from './roles';

export interface AnonymousFields {
  /** Top-level fields anonymous callers keep. */
  keep: readonly string[];
  /** Subfields of kept groups they do not (`settings.email`). */
  hide?: readonly string[];
}

export const ANONYMOUS_FIELDS: Readonly<Record<string, AnonymousFields>> = {
  tenants: {
    keep: ['name', 'slug', 'template', 'domains', 'locale', 'manufacturers', 'branding', 'features', 'settings'],
    // The dealer group's own address: the site shows the phone only.
    hide: ['settings.email'],
  },
  // Never the lead routing (inbox, CRM endpoint, ADF mailbox): a CRM URL often carries its token.
  dealerships: { keep: ['name', 'slug', 'phone', 'manufacturer', 'finance_provider', 'carsSettings', 'features', 'logo'] },
  locations: {
    keep: [
      'name',
      'slug',
      'dealership',
      'primary',
      'visible',
      'location_type',
      'address',
      'contact_detail',
      'opening_hours',
      'holiday_hours',
      'dealer_license_number',
      'motor_vehicle_repairer',
    ],
    hide: ['contact_detail.email'],
  },
  // What a car's page shows (the vehicle feed reads these; the car page itself reads the stock index).
  // Not: views, rego expiry, NVIC, the Carsales title, the listing switch, nor the staff-only data below.
  cars: {
    keep: [
      'name',
      'slug',
      'dealership',
      'location',
      'year',
      'make',
      'model',
      'badge',
      'series',
      'car_type',
      'status',
      'item_type',
      'price',
      'before_price',
      'offer_price',
      'subscription_price',
      'price_type',
      'drive_away_price',
      'sold',
      'reserved',
      'certified',
      'tag',
      'stocknum',
      'vin',
      'km',
      'simple_body',
      'simple_fuel',
      'simple_transmission',
      'trans',
      'drive',
      'fuel',
      'colour',
      'seats',
      'doors',
      'engine_size',
      'images',
      'primary_image_url',
      // The rest of what the car page shows (spec §3 Car), disclosures included.
      'preorder',
      'sold_date_timestamp',
      'regplate',
      'compliance_date',
      'build_date',
      'consumer_information_notice_url',
      'dealer_warranty',
      'buyers_guide_warranty_terms',
      'manufacturer_body',
      'variant',
      'specifications',
      'dealercomments',
      'standardEquipment',
      'features',
      'file',
    ],
  },
  manufacturers: { keep: ['name', 'slug', 'logo', 'popular'] },
  models: { keep: ['name', 'slug', 'manufacturer', 'override_url', 'status', 'image', 'body', 'fuel'] },
  offers: { keep: ['title', 'slug', 'summary', 'body', 'image', 'price', 'price_type', 'disclaimer', 'startsAt', 'endsAt', 'ctaLabel'] },
  'promo-tiles': { keep: ['title', 'text', 'image', 'href', 'ctaLabel', 'placement', 'order', 'activeFrom', 'activeUntil'] },
  faqs: { keep: ['question', 'answer', 'section', 'order'] },
  'button-sets': { keep: ['name', 'dealerships', 'cardButtons', 'detailButtons'] },
  pages: { keep: ['title', 'slug', 'hero', 'content', 'stockRow', 'locationsBlock', 'metaDescription', 'seo'] },
  posts: {
    keep: ['title', 'slug', 'category', 'publishedAt', 'author', 'excerpt', 'heroImage', 'content', 'metaDescription', 'seo'],
  },
  redirects: { keep: ['from', 'to', 'type'] },
  // The name is shown with the review; which location and any photo are not.
  reviews: { keep: ['customer_name', 'text', 'rating', 'review_date'] },
  media: { keep: ['alt', 'shared'] },
};

/** Field read access: staff only. */
const staffRead: FieldAccess = ({ req }) => isStaffUser(req.user);

/** The field readable by staff only (and by no one where its own rule already says so). */
function staffOnly(field: Field): Field {
  const own = (field as { access?: { read?: FieldAccess } }).access?.read;
  const read: FieldAccess = own ? async (args) => staffRead(args) && (await own(args)) : staffRead;
  return { ...field, access: { ...(field as { access?: object }).access, read } } as Field;
}

const nameOf = (field: Field): string | undefined => ('name' in field ? field.name : undefined);

/** Hides `path` (`group.sub`) inside `fields`; throws when there is no such field. */
function hidePath(fields: Field[], path: string[], where: string): Field[] {
  const [head, ...rest] = path;
  let found = false;
  const result = fields.map((field) => {
    if (nameOf(field) !== head) return field;
    found = true;
    if (rest.length === 0) return staffOnly(field);
    if (!('fields' in field)) throw new Error(`${where}: ${head} has no subfields`);
    return { ...field, fields: hidePath(field.fields, rest, where) } as Field;
  });
  if (!found) throw new Error(`${where}: no field ${head}`);
  return result;
}

/** A row or collapsible: layout only, its fields are the collection's own top-level fields. */
const isLayout = (field: Field): field is Field & { fields: Field[] } => !('name' in field) && 'fields' in field;

/** The top-level data fields' names, through layout fields. */
function topLevelNames(fields: Field[]): string[] {
  return fields.flatMap((field) => (isLayout(field) ? topLevelNames(field.fields) : (nameOf(field) ?? [])));
}

/** Every top-level data field not kept made staff-only, through layout fields. */
function restrictUnkept(fields: Field[], keep: readonly string[]): Field[] {
  return fields.map((field) => {
    if (isLayout(field)) return { ...field, fields: restrictUnkept(field.fields, keep) } as Field;
    const name = nameOf(field);
    return name && !keep.includes(name) ? staffOnly(field) : field;
  });
}

/** Applies ANONYMOUS_FIELDS to a collection (every collection in payload.config.ts goes through it). */
export function withAnonymousFieldAllowList(collection: CollectionConfig): CollectionConfig {
  const rule = ANONYMOUS_FIELDS[collection.slug];
  if (!rule) return collection;
  const where = `ANONYMOUS_FIELDS.${collection.slug}`;
  if (collection.fields.some((field) => field.type === 'tabs')) throw new Error(`${where}: tabs are not handled here`);
  const names = new Set(topLevelNames(collection.fields));
  const unknown = rule.keep.filter((name) => !names.has(name));
  if (unknown.length > 0) throw new Error(`${where} keeps fields the collection does not have: ${unknown.join(', ')}`);
  let fields = restrictUnkept(collection.fields, rule.keep);
  for (const path of rule.hide ?? []) fields = hidePath(fields, path.split('.'), where);
  return { ...collection, fields };
}
