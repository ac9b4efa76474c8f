import type { Access, CollectionConfig, Where } from 'payload';
import { getUserTenantIDs, isSuperAdmin } from '../access/roles';

/** Staff who may manage users: super admins everywhere, tenant admins within their tenants. */
const manageUsers: Access = ({ req }) => {
  if (isSuperAdmin(req.user)) return true;
  const adminOf = getUserTenantIDs(req.user, 'tenant-admin');
  if (!req.user) return false;
  const self: Where = { id: { equals: req.user.id } };
  if (adminOf.length === 0) return self;
  return { or: [self, { 'tenants.tenant': { in: adminOf } }] };
};

const createUsers: Access = ({ req, data }) => {
  if (isSuperAdmin(req.user)) return true;
  const adminOf = getUserTenantIDs(req.user, 'tenant-admin').map(String);
  if (adminOf.length === 0) return false;
  if ((data as { roles?: string[] } | undefined)?.roles?.includes('super-admin')) return false;
  const requested = getUserTenantIDs(data);
  return requested.every((id) => adminOf.includes(String(id)));
};

/**
 * Dealer staff. A super admin runs the platform; everyone else is bound to tenants with
 * a tenant-admin or tenant-editor role (the tenants array comes from the multi-tenant plugin).
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: true,
  admin: {
    group: 'Platform',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
  },
  access: {
    read: manageUsers,
    update: manageUsers,
    delete: manageUsers,
    create: createUsers,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      defaultValue: [],
      options: [{ label: 'Super admin', value: 'super-admin' }],
      admin: { position: 'sidebar', description: 'Super admins see every tenant; keep them out of Tenants below.' },
      access: { update: ({ req }) => isSuperAdmin(req.user), create: ({ req }) => isSuperAdmin(req.user) },
    },
  ],
};
