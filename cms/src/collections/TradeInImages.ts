import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { TRADE_IN_IMAGE_MIME_TYPES } from '@dealer/domain';
import { isStaff, tenantAdminDelete } from '../access/roles';
import { uploadTradeInImageEndpoint } from '../tradeIns/images/endpoint';

/**
 * Where the photos live: a folder of MEDIA_DIR, so they persist where media persists (`.data/media`
 * under `npm start`, the media volume in docker-compose). Media's file route refuses nested names,
 * so these are never served as public media (collections/Media.ts).
 */
export const TRADE_IN_IMAGES_DIR = path.join(process.env.MEDIA_DIR ?? 'media', 'trade-in-images');

/**
 * Payload checks the stored bytes again with `file-type`, which names some HEIC files (a generic
 * `mif1` or `msf1` major brand, HEVC sequences) HEIF: the domain's check has already decided they
 * are HEIC, so Payload's list admits those names too. The document keeps the domain's type.
 */
const PAYLOAD_MIME_TYPES = [...Object.values(TRADE_IN_IMAGE_MIME_TYPES), 'image/heif', 'image/heic-sequence', 'image/heif-sequence'];

/**
 * Photos of a car offered for trade-in (issue 13, wizard step 3), one document per image. Stored
 * only by `POST /api/trade-in-images/upload` (the site's service account), before the shopper
 * finishes: `eval_id` ties them to the valuation, and the final submit sets `trade_in`. Private to
 * the tenant's staff (the multi-tenant plugin scopes reads, which also guards the file route
 * `/api/trade-in-images/file/{filename}`); nobody creates or edits over REST, GraphQL or the admin;
 * super admins delete, and deleting a trade-in deletes its photos.
 */
export const TradeInImages: CollectionConfig = {
  slug: 'trade-in-images',
  labels: { singular: 'Trade-in photo', plural: 'Trade-in photos' },
  admin: {
    group: 'Leads',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'eval_id', 'trade_in', 'createdAt'],
    listSearchableFields: ['eval_id', 'original_name'],
  },
  defaultSort: '-createdAt',
  access: {
    read: isStaff,
    create: () => false,
    update: () => false,
    delete: tenantAdminDelete,
  },
  endpoints: [uploadTradeInImageEndpoint],
  upload: {
    staticDir: TRADE_IN_IMAGES_DIR,
    mimeTypes: PAYLOAD_MIME_TYPES,
    // Kept as sent: no resized copies, no focal point (nothing re-reads the file after the upload).
    focalPoint: false,
    crop: false,
  },
  fields: [
    { name: 'eval_id', type: 'text', required: true, index: true, label: 'Valuation id', admin: { readOnly: true } },
    {
      name: 'trade_in',
      type: 'relationship',
      relationTo: 'trade-ins',
      index: true,
      admin: { readOnly: true, description: 'Set when the shopper finishes the valuation; empty for valuations never finished.' },
    },
    {
      name: 'original_name',
      type: 'text',
      admin: { readOnly: true, description: 'The file’s name on the shopper’s device (the stored name is the server’s own).' },
    },
  ],
};
