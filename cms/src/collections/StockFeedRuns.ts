import type { CollectionConfig, Field } from 'payload';
import { isStaff, isSuperAdminAccess } from '../access/roles';
import { confirmHeldFeed } from '../stockFeed/confirmHeldFeed';
import type { StockFeedRunStatus } from '../stockFeed/runStatuses';

/** The admin's label of each run state (every state has one). */
const STATUS_LABELS: Record<StockFeedRunStatus, string> = {
  applied: 'Applied',
  confirmed: 'Applied with confirmed removals',
  held: 'Held: would mark too many cars sold',
  refused: 'Refused',
};

/** Every field but the confirmation is written only by the importer. */
function readOnlyUnlessConfirm(field: Field): Field {
  if (field.type === 'row') return { ...field, fields: field.fields.map(readOnlyUnlessConfirm) };
  if (field.type === 'ui' || !('name' in field) || field.name === 'confirmRemovals') return field;
  const access = (field as { access?: Record<string, unknown> }).access;
  return { ...field, admin: { ...field.admin, readOnly: true }, access: { ...access, update: () => false } } as Field;
}

/**
 * One record per stock feed a dealership sent (pushed or imported), so staff see in the admin
 * what each feed did, and above all which feeds were held or refused and why (issue 9: no feed
 * can wipe a yard). Written only by the importer; read-only for staff of the tenant.
 */
export const StockFeedRuns: CollectionConfig = {
  slug: 'stock-feed-runs',
  labels: { singular: 'Stock feed run', plural: 'Stock feed runs' },
  admin: {
    group: 'Stock',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'dealership', 'status', 'summary'],
    description:
      'What each stock feed did. A held feed changed nothing: it would have marked too many cars sold. Check it, then tick ' +
      '"Confirm the removals" on the held run (or re-send it with "confirmRemovals": true, or npm run stock:import -- <file> ' +
      '--dealership <slug> --confirm-removals).',
  },
  access: {
    read: isStaff,
    create: () => false,
    // Staff of the tenant (the plugin scopes them) may only confirm a held run: every other field is read-only.
    update: isStaff,
    delete: isSuperAdminAccess,
  },
  hooks: { beforeChange: [confirmHeldFeed] },
  defaultSort: '-createdAt',
  fields: (
    [
      {
        name: 'confirmRemovals',
        type: 'checkbox',
        label: 'Confirm the removals and apply this held feed',
        defaultValue: false,
        admin: {
          position: 'sidebar',
          condition: (data: Partial<{ status: string; confirmedRun: unknown }>) => data?.status === 'held' && !data?.confirmedRun,
          description: 'Saving with this ticked applies the feed as it was sent: the cars missing from it are marked sold.',
        },
      },
      {
        name: 'confirmedRun',
        type: 'relationship',
        relationTo: 'stock-feed-runs',
        admin: { position: 'sidebar', readOnly: true, description: 'The run that applied this held feed once confirmed.' },
        access: { update: () => false },
      },
      // Not required in the schema: a run outlives the deletion of its dealership (the reference becomes empty).
      { name: 'dealership', type: 'relationship', relationTo: 'dealerships', index: true },
      {
        name: 'status',
        type: 'select',
        required: true,
        index: true,
        options: Object.entries(STATUS_LABELS).map(([value, label]) => ({ label, value })),
      },
      { name: 'source', type: 'select', required: true, options: ['push', 'import', 'admin'] },
      { name: 'summary', type: 'text', required: true },
      { name: 'reason', type: 'textarea' },
      {
        type: 'row',
        fields: [
          { name: 'vehicles', type: 'number', required: true, admin: { description: 'Vehicles in the feed' } },
          { name: 'listed', type: 'number', admin: { description: 'Listed (not sold) cars before the feed' } },
          { name: 'created', type: 'number' },
          { name: 'updated', type: 'number' },
          { name: 'markedSold', type: 'number', admin: { description: 'Cars marked sold (missing from the feed)' } },
          { name: 'wouldMarkSold', type: 'number', admin: { description: 'Cars the feed would mark sold' } },
        ],
      },
      { name: 'rejects', type: 'json', admin: { description: 'Rejected rows: line, stock number, reasons.' } },
      {
        name: 'feed',
        type: 'json',
        // The records of a held feed, kept so that it can be confirmed here; never shown or sent.
        admin: { hidden: true },
        access: { read: () => false },
      },
    ] satisfies Field[]
  ).map(readOnlyUnlessConfirm),
};
