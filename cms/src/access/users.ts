import {
  ValidationError,
  type Access,
  type CollectionBeforeValidateHook,
  type FieldAccess,
  type PayloadRequest,
  type Where,
} from 'payload';
import { getUserTenantIDs, hasSuperAdminRole, isStaffUser, isSuperAdmin, requestedTenantID, sameId, type StaffUser } from './roles';

/**
 * Who manages which staff account. A super admin manages everyone. A tenant admin manages only
 * accounts whose every tenant they administer and that are not super admins (a user in tenants A
 * and B belongs to B's admins too); everyone manages their own account.
 */

const ids = (values: readonly (number | string)[]) => new Set(values.map(String));

/** True when `admin` administers every tenant of `user` and `user` is not a super admin. */
export function administersUser(admin: unknown, user: unknown): boolean {
  if (isSuperAdmin(admin)) return true;
  if (!user || hasSuperAdminRole(user)) return false;
  const adminOf = ids(getUserTenantIDs(admin, 'tenant-admin'));
  const tenants = getUserTenantIDs(user);
  return tenants.length > 0 && tenants.every((id) => adminOf.has(String(id)));
}

/** Ids of the accounts a tenant admin manages (see `administersUser`). */
async function managedUserIDs(req: PayloadRequest, adminOf: (number | string)[]): Promise<(number | string)[]> {
  const candidates = await req.payload.find({
    collection: 'users',
    where: { 'tenants.tenant': { in: adminOf } },
    depth: 0,
    pagination: false,
    select: { roles: true, tenants: true },
    overrideAccess: true,
    req,
  });
  return candidates.docs.filter((user) => administersUser(req.user, user)).map((user) => user.id);
}

/** Read, update and delete of staff accounts. */
export const manageUsers: Access = async ({ req }) => {
  if (!isStaffUser(req.user)) return false;
  if (isSuperAdmin(req.user)) return true;
  const self: Where = { id: { equals: req.user.id } };
  const adminOf = getUserTenantIDs(req.user, 'tenant-admin');
  if (adminOf.length === 0) return self;
  const managed = await managedUserIDs(req, adminOf);
  return managed.length > 0 ? { or: [self, { id: { in: managed } }] } : self;
};

/** Super admins create anyone; tenant admins create staff of a tenant they administer, never super admins. */
export const createUsers: Access = ({ req, data }) => {
  if (!isStaffUser(req.user)) return false;
  if (isSuperAdmin(req.user)) return true;
  const adminOf = ids(getUserTenantIDs(req.user, 'tenant-admin'));
  if (adminOf.size === 0) return false;
  if (hasSuperAdminRole(data)) return false;
  return getUserTenantIDs(data).every((id) => adminOf.has(String(id)));
};

/** The tenants list: super admins set it; a tenant admin only when creating (rows checked by `placeNewUserInAdminsTenant`). */
export const tenantsArrayAccess = {
  create: (({ req }) => isSuperAdmin(req.user) || getUserTenantIDs(req.user, 'tenant-admin').length > 0) satisfies FieldAccess,
  update: (({ req }) => isSuperAdmin(req.user)) satisfies FieldAccess,
};

type UserData = Partial<StaffUser> & { email?: string; password?: string };

/**
 * A user created by a tenant admin joins that admin's tenant: the rows they sent (each must be a
 * tenant they administer), or else the tenant selected in the admin, or else their only tenant.
 */
export const placeNewUserInAdminsTenant: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !isStaffUser(req.user) || isSuperAdmin(req.user) || !data) return data;
  const adminOf = getUserTenantIDs(req.user, 'tenant-admin');
  const user = data as UserData;
  const rows = user.tenants ?? [];
  const foreign = rows.findIndex((row) => !adminOf.some((id) => sameId(id, typeof row.tenant === 'object' ? row.tenant.id : row.tenant)));
  if (foreign >= 0) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ message: 'You can only add users to a tenant you administer.', path: `tenants.${foreign}.tenant` }],
    });
  }
  if (rows.length > 0) return data;
  const selected = requestedTenantID(req, undefined);
  const tenant = adminOf.find((id) => sameId(id, selected)) ?? (adminOf.length === 1 ? adminOf[0] : undefined);
  if (tenant === undefined) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ message: 'Choose the tenant the new user joins (select it at the top of the admin).', path: 'tenants' }],
    });
  }
  return { ...data, tenants: [{ tenant, roles: ['tenant-editor'] }] };
};

/** Email and password change only for oneself or by a super admin. */
export const guardCredentialChanges: CollectionBeforeValidateHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !isStaffUser(req.user) || isSuperAdmin(req.user) || !data) return data;
  if (originalDoc && sameId(originalDoc.id, req.user.id)) return data;
  const user = data as UserData;
  const errors: { message: string; path: string }[] = [];
  if (typeof user.email === 'string' && user.email.trim().toLowerCase() !== String(originalDoc?.email ?? '').toLowerCase()) {
    errors.push({ message: 'Only the user or a super admin can change this email address.', path: 'email' });
  }
  if (user.password) errors.push({ message: 'Only the user or a super admin can change this password.', path: 'password' });
  if (errors.length > 0) throw new ValidationError({ collection: 'users', errors });
  return data;
};
