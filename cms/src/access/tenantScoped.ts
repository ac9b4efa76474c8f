import type { CollectionConfig, Where } from 'payload';
import { isStaff, publicReadWhere, tenantStaffCreate } from './roles';

/**
 * Access for a collection whose documents belong to one tenant. The multi-tenant plugin adds the
 * tenant constraint for staff on every operation; this adds public reads (filtered by `publicWhere`,
 * or none at all) and the create check on the requested tenant.
 */
export const tenantScopedAccess = (publicWhere: Where | false): NonNullable<CollectionConfig['access']> => ({
  read: publicWhere === false ? isStaff : publicReadWhere(publicWhere),
  create: tenantStaffCreate,
  update: isStaff,
  delete: isStaff,
  // Drafts and history (offers, pages): staff only; Payload's default would admit any signed-in service account.
  readVersions: isStaff,
});
