import type { Access, FieldAccess, PayloadRequest, Where } from 'payload';

/** The shape of `req.user` for staff (kept loose so access rules work before types are generated). */
export interface StaffUser {
  id: number | string;
  collection?: string;
  roles?: string[] | null;
  tenants?: { tenant: number | string | { id: number | string }; roles?: string[] | null }[] | null;
}

export const TENANT_ROLES = ['tenant-admin', 'tenant-editor'] as const;
export type TenantRole = (typeof TENANT_ROLES)[number];

/** Whether a staff document (e.g. one found by a query) carries the super-admin role. */
export const hasSuperAdminRole = (user: unknown): boolean => Boolean(user && (user as StaffUser).roles?.includes('super-admin'));

/** Whether a signed-in user (`req.user`) is a super admin: staff with the role, never a service account. */
export const isSuperAdmin = (user: unknown): boolean => isStaffUser(user) && hasSuperAdminRole(user);

export const isSuperAdminAccess: Access = ({ req }) => isSuperAdmin(req.user);

/**
 * Staff are users of the `users` collection. A signed-in service account (an API key of another
 * system, e.g. the site storing leads) is never staff: every access rule asks this, not `req.user`,
 * so such a key reads only what anonymous readers read and writes nothing.
 */
export const isStaffUser = (user: unknown): user is StaffUser =>
  Boolean(user && typeof user === 'object' && (user as StaffUser).collection === 'users');

/** The request's staff user, or null for anonymous readers and service accounts. */
export const staffUser = (req: Pick<PayloadRequest, 'user'>): StaffUser | null => (isStaffUser(req.user) ? req.user : null);

export const isStaff: Access = ({ req }) => isStaffUser(req.user);

/** Ids of the tenants a staff user belongs to, optionally only those where they hold `role`. */
export function getUserTenantIDs(user: unknown, role?: TenantRole): (number | string)[] {
  const tenants = (user as StaffUser | null)?.tenants ?? [];
  return tenants
    .filter((row) => !role || row.roles?.includes(role))
    .map((row) => (typeof row.tenant === 'object' ? row.tenant.id : row.tenant));
}

/** Ids compare as strings: the admin's cookie and query strings carry them as text. */
export const sameId = (a: unknown, b: unknown) => String(a) === String(b);

/** The tenant id a create or update asks for, from the data or (admin UI) the selected-tenant cookie. */
export function requestedTenantID(req: PayloadRequest, data: unknown): number | string | undefined {
  const fromData = (data as { tenant?: unknown } | undefined)?.tenant;
  if (fromData !== undefined && fromData !== null) {
    return typeof fromData === 'object' ? (fromData as { id: number | string }).id : (fromData as number | string);
  }
  const cookie = req.headers.get('cookie') ?? '';
  const match = /(?:^|;\s*)payload-tenant=([^;]+)/.exec(cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * Create access for tenant-scoped documents: staff may only create in one of their tenants.
 * (A direct POST naming another tenant was a known bypass of the plugin's own scoping.)
 */
export const tenantStaffCreate: Access = ({ req, data }) => {
  if (!isStaffUser(req.user)) return false;
  if (isSuperAdmin(req.user)) return true;
  const tenantIDs = getUserTenantIDs(req.user);
  if (tenantIDs.length === 0) return false;
  const requested = requestedTenantID(req, data);
  // No tenant yet (list view asking whether to show "Create New"): allowed, the field is required.
  if (requested === undefined) return true;
  return tenantIDs.some((id) => sameId(id, requested));
};

/** Anonymous readers see only what matches `publicWhere`; staff see everything (the plugin scopes them to their tenants). */
export const publicReadWhere =
  (publicWhere: Where): Access =>
  ({ req }) =>
    isStaffUser(req.user) ? true : publicWhere;

export const anyoneCanRead: Access = () => true;

/**
 * Field access: super admins, and tenant admins of the document's tenant (the stored document on
 * update; the data or the selected-tenant cookie on create). Editors see such a field read-only
 * in the admin, and their API writes of it are ignored (Payload's field-level access).
 */
export const tenantAdminOfDocument: FieldAccess = ({ req, doc, data }) => {
  const user = staffUser(req);
  if (!user) return false;
  if (isSuperAdmin(user)) return true;
  const tenant = requestedTenantID(req, doc ?? data);
  return tenant !== undefined && getUserTenantIDs(user, 'tenant-admin').some((id) => sameId(id, tenant));
};

/**
 * Delete access for what a shopper sent (leads, trade-ins and their photos): super admins, and
 * admins of the document's tenant, who answer a shopper's request to be forgotten. Editors never.
 */
export const tenantAdminDelete: Access = ({ req }) => {
  if (!isStaffUser(req.user)) return false;
  if (isSuperAdmin(req.user)) return true;
  const adminOf = getUserTenantIDs(req.user, 'tenant-admin');
  return adminOf.length > 0 ? { tenant: { in: adminOf } } : false;
};
