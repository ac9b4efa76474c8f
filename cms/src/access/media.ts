import type { Access, FieldAccess, Validate, Where } from 'payload';
import { getUserTenantIDs, isStaffUser, isSuperAdmin, sameId } from './roles';

/**
 * Media belongs to one tenant, or is shared (make logos, model images, stock illustrations used
 * by every site). Files are public (the sites show them); writing is per tenant, and shared files
 * are written by super admins only.
 */

/** Staff see their tenants' files and the shared ones in the admin; everyone else reads every file (public images). */
export const readMedia: Access = ({ req }) => {
  if (!isStaffUser(req.user) || isSuperAdmin(req.user)) return true;
  const ownOrShared: Where = { or: [{ tenant: { in: getUserTenantIDs(req.user) } }, { shared: { equals: true } }] };
  return ownOrShared;
};

/** Update and delete: a tenant's staff touch only that tenant's own files, never shared ones. */
export const changeMedia: Access = ({ req }) => {
  if (!isStaffUser(req.user)) return false;
  if (isSuperAdmin(req.user)) return true;
  const tenantIDs = getUserTenantIDs(req.user);
  if (tenantIDs.length === 0) return false;
  const ownFiles: Where = { and: [{ tenant: { in: tenantIDs } }, { shared: { not_equals: true } }] };
  return ownFiles;
};

/** Only super admins mark a file shared (or unshare it). */
export const superAdminFieldAccess: FieldAccess = ({ req }) => isSuperAdmin(req.user);

/** A file has a tenant unless it is shared; staff may only name one of their own tenants. */
export const validateMediaTenant: Validate = (value, { data, req }) => {
  const shared = Boolean((data as { shared?: boolean | null } | undefined)?.shared);
  const tenant = value && typeof value === 'object' ? (value as { id: unknown }).id : value;
  if (shared) return tenant ? 'A shared file belongs to no tenant: clear the tenant or untick Shared.' : true;
  if (!tenant) return 'Choose the tenant this file belongs to (only super admins upload shared files).';
  if (isStaffUser(req.user) && !isSuperAdmin(req.user) && !getUserTenantIDs(req.user).some((id) => sameId(id, tenant))) {
    return 'Choose one of your own tenants.';
  }
  return true;
};
