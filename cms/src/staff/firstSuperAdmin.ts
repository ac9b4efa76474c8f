/**
 * A production deployment's first super admin, from ADMIN_EMAIL and ADMIN_PASSWORD (issue 9):
 * no sample account with a published password is ever the way into a production CMS.
 */
import type { Payload } from 'payload';
import { adminEmailProblem, adminPasswordProblem } from '@dealer/domain';

export class FirstAdminError extends Error {
  override name = 'FirstAdminError';
}

export type FirstAdminOutcome = { created: false; reason: 'exists' } | { created: true; email: string };

/** Creates the super admin named by the environment when the database has none; idempotent. */
export async function ensureFirstSuperAdmin(payload: Payload, env: NodeJS.ProcessEnv = process.env): Promise<FirstAdminOutcome> {
  const existing = await payload.count({ collection: 'users', where: { roles: { contains: 'super-admin' } }, overrideAccess: true });
  if (existing.totalDocs > 0) return { created: false, reason: 'exists' };

  const email = env.ADMIN_EMAIL?.trim().toLowerCase();
  const password = env.ADMIN_PASSWORD ?? '';
  const problem = adminEmailProblem(email) ?? (password ? adminPasswordProblem(password, email!) : 'ADMIN_PASSWORD is not set.');
  if (problem) throw new FirstAdminError(`The database has no super admin and one cannot be created: ${problem}`);

  const sameEmail = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true });
  if (sameEmail.totalDocs > 0)
    throw new FirstAdminError(`${email} already has a staff account without the super-admin role: choose another ADMIN_EMAIL.`);
  await payload.create({
    collection: 'users',
    data: { email: email!, password, name: 'Platform Admin', roles: ['super-admin'], tenants: [] },
    overrideAccess: true,
  });
  return { created: true, email: email! };
}
