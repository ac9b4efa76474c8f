import type { CollectionConfig } from 'payload';
import { changeMedia, readMedia, superAdminFieldAccess, validateMediaTenant } from '../access/media';
import { tenantStaffCreate } from '../access/roles';
import { getUserTenantIDs, isSuperAdmin, requestedTenantID } from '../access/roles';
import { sniffUpload } from '../hooks/sniffUpload';

/**
 * Images: logos, vehicle illustrations, banners. Each file belongs to one tenant, or is shared
 * (make and model artwork every site uses) and then only super admins change it. Files are
 * public so the sites can show them.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'tenant', 'shared'] },
  access: { read: readMedia, create: tenantStaffCreate, update: changeMedia, delete: changeMedia },
  hooks: { beforeOperation: [sniffUpload] },
  upload: {
    // Files live beside the database they belong to (`npm start` sets MEDIA_DIR under DATA_DIR).
    staticDir: process.env.MEDIA_DIR ?? 'media',
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'],
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'card', width: 768 },
    ],
    adminThumbnail: 'thumbnail',
    // Public media are the files directly in MEDIA_DIR. Its folders hold private files of other
    // collections (trade-in photos): a name with a path in it (`trade-in-images%2F…`) is not served.
    handlers: [
      (_req, { params }) =>
        /[/\\]/.test(params.filename) ? Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 }) : undefined,
    ],
  },
  fields: [
    { name: 'alt', type: 'text', required: true },
    {
      name: 'shared',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { create: superAdminFieldAccess, update: superAdminFieldAccess },
      admin: { position: 'sidebar', description: 'Make and model artwork every site uses. Only super admins change shared files.' },
    },
    // The multi-tenant plugin's own tenant field is always required; shared files have none.
    {
      name: 'tenant',
      type: 'relationship',
      relationTo: 'tenants',
      index: true,
      validate: validateMediaTenant,
      filterOptions: ({ req }) => (isSuperAdmin(req.user) ? true : { id: { in: getUserTenantIDs(req.user) } }),
      // The tenant selected in the admin, as for the plugin's own tenant field.
      defaultValue: ({ req }) => {
        const selected = requestedTenantID(req, undefined);
        return selected === undefined ? null : Number(selected);
      },
      admin: { position: 'sidebar', condition: (data) => !data?.shared },
    },
  ],
};
