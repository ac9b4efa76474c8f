import type { CollectionBeforeChangeHook, CollectionConfig, Field, SanitizedConfig } from 'payload';
import {
  CAR_CONDITION_OPTIONS,
  FINANCE_ANSWERS,
  NUMBER_OF_KEYS_OPTIONS,
  REGO_STATES,
  SELL_MY_CAR_FLOWS,
  SERVICE_HISTORY_OPTIONS,
  TRADE_IN_SOURCE_PAGES,
} from '@dealer/domain';
import { isStaff, tenantAdminDelete } from '../access/roles';
import { deleteImagesOfTradeIn } from '../tradeIns/images/linkTradeInImages';
import { acceptOfferEndpoint } from '../tradeIns/offer/acceptOfferEndpoint';
import { tradeInTitle } from '../tradeIns/tradeInRecord';

/** The list's title, kept with the document so the admin can show and search it. */
const setTitle: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const vehicle = data.vehicle ?? originalDoc?.vehicle;
  const rego = data.rego ?? originalDoc?.rego ?? '';
  return { ...data, title: tradeInTitle(vehicle, rego) };
};

/** A record of what the shopper sent: nobody edits it in the admin. */
const readOnly = (fields: Field[]): Field[] => fields.map((field) => ({ ...field, admin: { ...field.admin, readOnly: true } }) as Field);

const text = (name: string): Field => ({ name, type: 'text' });
const whole = (name: string): Field => ({ name, type: 'number' });

/** The wizard's answers are shown for its trade-ins, the instant offer's for its own. */
const isWizard = (data: Partial<{ flow: string | null }> | undefined) => data?.flow !== 'instant-offer';
const isInstantOffer = (data: Partial<{ flow: string | null }> | undefined) => data?.flow === 'instant-offer';

type SchemaHook = NonNullable<NonNullable<SanitizedConfig['typescript']['schema']>>[number];

/**
 * The generated type keeps `answers` a group that is always there: Payload reads a group as an
 * object whatever its fields hold, but types a group shown on a condition as optional. (The
 * instant offer's trade-ins read it with every answer null.)
 */
export const tradeInAnswersAlwaysRead: SchemaHook = ({ jsonSchema }) => {
  const tradeIn = jsonSchema.definitions?.['trade-ins'];
  if (tradeIn && typeof tradeIn === 'object' && Array.isArray(tradeIn.required) && !tradeIn.required.includes('answers'))
    tradeIn.required.push('answers');
  return jsonSchema;
};

/**
 * Trade-in valuations finished on the site (issue 13): the four-step wizard's, or the instant
 * offer's (`flow`), each stored with its lead in one transaction by POST /api/leads/submit (a
 * `trade_in` beside the lead). Like leads: read only by the tenant's staff, created only by that
 * endpoint; a record of what the shopper sent, so nobody edits it (the offer's acceptance is
 * written by POST /api/trade-ins/accept-offer, not over REST), and only super admins delete it
 * (deleting its lead deletes it too, and deleting it deletes its photos).
 */
export const TradeIns: CollectionConfig = {
  slug: 'trade-ins',
  labels: { singular: 'Trade-in', plural: 'Trade-ins' },
  admin: {
    group: 'Leads',
    useAsTitle: 'title',
    defaultColumns: ['title', 'name', 'flow', 'nearest_location', 'createdAt'],
    listSearchableFields: ['title', 'name', 'email', 'rego', 'eval_id'],
  },
  defaultSort: '-createdAt',
  access: {
    read: isStaff,
    create: () => false,
    update: () => false,
    delete: tenantAdminDelete,
  },
  hooks: { beforeChange: [setTitle], beforeDelete: [deleteImagesOfTradeIn] },
  endpoints: [acceptOfferEndpoint],
  fields: readOnly([
    { name: 'title', type: 'text', admin: { description: 'Year, make and model of the vehicle, and its rego.' } },
    {
      name: 'flow',
      type: 'select',
      required: true,
      defaultValue: 'wizard',
      index: true,
      options: [
        { label: 'Four-step wizard', value: SELL_MY_CAR_FLOWS[0] },
        { label: 'Instant offer', value: SELL_MY_CAR_FLOWS[1] },
      ],
      admin: { description: 'The journey the shopper finished: the wizard, or the instant offer they may accept.' },
    },
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, unique: true },
    { name: 'eval_id', type: 'text', required: true, index: true, label: 'Valuation id' },
    { name: 'rego', type: 'text', required: true, label: 'Rego' },
    { name: 'state', type: 'select', required: true, options: [...REGO_STATES] },
    {
      name: 'description',
      type: 'text',
      admin: { description: 'The description the shopper chose when the rego matched several vehicles.' },
    },
    {
      name: 'vehicle',
      type: 'group',
      admin: { description: 'The valuation provider’s record of the vehicle.' },
      fields: [
        text('evalId'),
        text('vin'),
        text('engineNumber'),
        text('registration'),
        text('registrationExpiry'),
        whole('km'),
        text('make'),
        text('model'),
        text('series'),
        text('variant'),
        whole('year'),
        text('transmission'),
        text('redbookCode'),
        text('body'),
        whole('cylinders'),
        whole('complianceMonth'),
        whole('complianceYear'),
        whole('buildMonth'),
        whole('buildYear'),
      ],
    },
    {
      name: 'answers',
      type: 'group',
      // Not required in the database: the instant offer has none. The domain checks the wizard's.
      admin: { description: 'What the shopper told us about the vehicle.', condition: isWizard },
      fields: [
        { name: 'postcode', type: 'text' },
        { name: 'odometer', type: 'number', admin: { description: 'Kilometres' } },
        { name: 'service_history', type: 'select', options: [...SERVICE_HISTORY_OPTIONS] },
        { name: 'number_of_keys', type: 'select', options: [...NUMBER_OF_KEYS_OPTIONS] },
        { name: 'car_condition', type: 'select', options: [...CAR_CONDITION_OPTIONS] },
        { name: 'comments', type: 'textarea' },
      ],
    },
    { name: 'kms', type: 'number', label: 'Odometer (km)', admin: { condition: isInstantOffer } },
    {
      name: 'adjustment_answers',
      type: 'array',
      label: 'About the vehicle',
      admin: { condition: isInstantOffer, description: 'The shopper’s answers to the adjustment questions.' },
      fields: [text('question_id'), text('answer_id'), text('question'), text('answer')],
    },
    {
      name: 'finance',
      type: 'select',
      options: [...FINANCE_ANSWERS],
      admin: { condition: isInstantOffer, description: 'Would the shopper like finance on their next vehicle?' },
    },
    {
      name: 'offer',
      type: 'group',
      admin: {
        condition: isInstantOffer,
        description: 'The online offer; empty when the vehicle was too old or had too many kilometres for one.',
      },
      fields: [
        { name: 'amount', type: 'number', admin: { description: 'Whole dollars.' } },
        { name: 'expires_on', type: 'text', admin: { description: 'The last day the offer stands (YYYY-MM-DD, the dealer’s date).' } },
        { name: 'accepted_at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'acceptance_lead',
          type: 'relationship',
          relationTo: 'leads',
          admin: { description: 'The lead the shopper’s acceptance became (Offer Accepted).' },
        },
      ],
    },
    { name: 'name', type: 'text', required: true, admin: { description: 'The shopper, as on the lead.' } },
    { name: 'last_name', type: 'text' },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text' },
    {
      name: 'nearest_location',
      type: 'relationship',
      relationTo: 'locations',
      admin: { description: 'The visible location nearest the postcode; empty when the postcode was not found.' },
    },
    { name: 'nearest_location_km', type: 'number', label: 'Distance (km)' },
    { name: 'postcode_place', type: 'text', admin: { description: 'Where the postcode is, e.g. Southport QLD.' } },
    { name: 'source_page', type: 'select', required: true, options: [...TRADE_IN_SOURCE_PAGES] },
    {
      name: 'car',
      type: 'relationship',
      relationTo: 'cars',
      admin: { description: 'The car the shopper is buying, when they started from one.' },
    },
    {
      name: 'images',
      type: 'join',
      collection: 'trade-in-images',
      on: 'trade_in',
      label: 'Photos',
      admin: { description: 'Photos of the car the shopper uploaded in the wizard.' },
    },
  ]),
};
