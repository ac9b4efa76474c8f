import type { CollectionConfig } from 'payload';
import { isStaffUser, isSuperAdmin } from '../access/roles';
import { servedOverHttps } from '../securityHeaders';
import { createUsers, guardCredentialChanges, manageUsers, placeNewUserInAdminsTenant } from '../access/users';

/**
 * Dealer staff. A super admin runs the platform; everyone else is bound to tenants with
 * a tenant-admin or tenant-editor role (the tenants array comes from the multi-tenant plugin).
 * Who manages whom: see access/users.ts.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  // The staff session cookie only over https wherever staff reach the CMS over https (issue 39).
  auth: { cookies: { secure: servedOverHttps(process.env) } },
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
    // Payload's default lets any signed-in user (a service account too) unlock an account locked after failed logins.
    unlock: ({ req }) => isStaffUser(req.user),
  },
  hooks: { beforeValidate: [placeNewUserInAdminsTenant, guardCredentialChanges] },
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
