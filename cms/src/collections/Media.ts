import fs from 'node:fs';
import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { changeMedia, readMedia, superAdminFieldAccess, validateMediaTenant } from '../access/media';
import { tenantStaffCreate } from '../access/roles';
import { getUserTenantIDs, isSuperAdmin, requestedTenantID } from '../access/roles';
import { sniffUpload } from '../hooks/sniffUpload';

// Files live beside the database they belong to (`npm start` sets MEDIA_DIR under DATA_DIR).
const MEDIA_DIR = path.resolve(process.env.MEDIA_DIR ?? 'media');
const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });

/** A 404 for a name that is not a public media file on disk; undefined lets Payload serve it. */
async function notOnDisk(filename: string): Promise<Response | undefined> {
  // Public media are the files directly in MEDIA_DIR. Its folders hold private files of other
  // collections (trade-in photos): a name with a path in it (`trade-in-images%2F…`) is not served.
  if (/[/\\]/.test(filename)) return notFound();
  // A file that is not there is a 404, not Payload's own 500 and error log (issue 39).
  const exists = await fs.promises.stat(path.join(MEDIA_DIR, filename)).then(
    (stats) => stats.isFile(),
    () => false,
  );
  return exists ? undefined : notFound();
}

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
    staticDir: MEDIA_DIR,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'],
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'card', width: 768 },
    ],
    adminThumbnail: 'thumbnail',
    // Payload's type has no `Promise<Response | void>`; its runtime goes on to the file on `undefined`.
    handlers: [(_req, { params }) => notOnDisk(params.filename) as Promise<Response>],
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
