import type { CollectionConfig, Field } from 'payload';
import { RESERVATION_STATE_LABELS, RESERVATION_STATES } from '@dealer/domain';
import { isStaff, isSuperAdminAccess } from '../../access/roles';
import { PAYMENT_MODES } from '../../reservations/payments/paymentGateway';
import { reservationActionEndpoint } from '../../reservations/staffActions';
import { reservationViewEndpoint, startReservationEndpoint } from '../../reservations/startReservation';

const readOnly = (field: Field): Field => ({ ...field, admin: { ...field.admin, readOnly: true } }) as Field;

/**
 * Cars reserved online with a deposit (issue 38; spec §2 checkout, §9 deposit, 48-hour hold). A
 * reservation is written before any payment starts, by `POST /api/reservations/start` (the site's
 * service account); only the payment webhook and the actions below change its state, never a plain
 * edit: staff extend, convert, release and refund through `POST /api/reservations/{id}/{action}`
 * (the buttons on the document). At most one reservation of a car is pending or held: a unique
 * partial index (migration 20261207_reservations) decides between racing shoppers.
 */
export const Reservations: CollectionConfig = {
  slug: 'reservations',
  labels: { singular: 'Reservation', plural: 'Reservations' },
  admin: {
    group: 'Leads',
    useAsTitle: 'title',
    defaultColumns: ['title', 'name', 'state', 'amount', 'expires_at', 'createdAt'],
    listSearchableFields: ['title', 'name', 'email', 'phone', 'payment_intent'],
  },
  defaultSort: '-createdAt',
  access: {
    read: isStaff,
    create: () => false,
    update: () => false,
    delete: isSuperAdminAccess,
  },
  endpoints: [startReservationEndpoint, reservationViewEndpoint, reservationActionEndpoint],
  indexes: [{ fields: ['tenant', 'idempotency_key'], unique: true }],
  fields: [
    {
      name: 'actions',
      type: 'ui',
      admin: { components: { Field: '/reservations/ReservationActions#ReservationActions' } },
    },
    ...[
      { name: 'title', type: 'text', admin: { description: 'Year, make and model of the car, and its stock number.' } },
      {
        name: 'state',
        type: 'select',
        required: true,
        index: true,
        defaultValue: 'pending-payment',
        options: RESERVATION_STATES.map((value) => ({ value, label: RESERVATION_STATE_LABELS[value] })),
      },
      { name: 'car', type: 'relationship', relationTo: 'cars', required: true, index: true },
      { name: 'dealership', type: 'relationship', relationTo: 'dealerships' },
      { name: 'amount', type: 'number', required: true, admin: { description: 'Deposit in whole currency units.' } },
      { name: 'currency', type: 'select', required: true, options: ['AUD', 'NZD', 'USD'] },
      {
        name: 'expires_at',
        label: 'Expires at',
        type: 'date',
        index: true,
        admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Pending: end of the payment window. Held: end of the hold.' },
      },
      { name: 'name', type: 'text', required: true },
      { name: 'email', type: 'email', required: true },
      { name: 'phone', type: 'text', required: true },
      { name: 'shopper', type: 'relationship', relationTo: 'shoppers' },
      {
        name: 'lead',
        type: 'relationship',
        relationTo: 'leads',
        admin: { description: 'The lead the dealer received once the deposit was paid.' },
      },
      {
        type: 'collapsible',
        label: 'Payment',
        fields: [
          { name: 'payment_mode', label: 'Payment mode', type: 'select', required: true, options: [...PAYMENT_MODES] },
          { name: 'checkout_session', label: 'Checkout session', type: 'text' },
          { name: 'payment_intent', label: 'Payment', type: 'text', index: true },
          { name: 'paid_at', label: 'Paid at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          { name: 'refund_id', label: 'Refund', type: 'text' },
          { name: 'refunded_at', label: 'Refunded at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          { name: 'return_origin', label: 'Dealer site', type: 'text', admin: { description: 'The dealer site the shopper paid from.' } },
        ],
      },
      {
        name: 'history',
        type: 'array',
        admin: { description: 'Every change of state: when, by whom, and why.' },
        fields: [
          { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
          { name: 'state', type: 'text', required: true },
          { name: 'by', type: 'text', required: true },
          { name: 'note', type: 'text' },
        ],
      },
      { name: 'idempotency_key', label: 'Idempotency key', type: 'text', required: true, admin: { position: 'sidebar' } },
    ].map((field) => readOnly(field as Field)),
  ],
};
