import type { CollectionConfig } from 'payload';
import { isStaff } from '../access/roles';

/** Images: logos, vehicle illustrations, banners. Public read so the site can show them. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: () => true, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    // Files live beside the database they belong to (`npm start` sets MEDIA_DIR under DATA_DIR).
    staticDir: process.env.MEDIA_DIR ?? 'media',
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'card', width: 768 },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', type: 'text', required: true }],
};
