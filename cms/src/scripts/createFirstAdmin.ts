/**
 * `npm start` in production (and docker-compose's migrate job): creates the first super admin
 * from ADMIN_EMAIL and ADMIN_PASSWORD when the database has none. Exits 1 with the reason when
 * there is none and the variables are missing or the password is weak.
 */
import { importPayloadConfig } from './importPayloadConfig';

process.env.PAYLOAD_JOBS_AUTORUN ??= 'false';

const config = await importPayloadConfig();
const [{ getPayload }, { ensureFirstSuperAdmin }] = await Promise.all([import('payload'), import('../staff/firstSuperAdmin')]);
const payload = await getPayload({ config, disableOnInit: true });
let code = 0;
try {
  const outcome = await ensureFirstSuperAdmin(payload);
  console.log(outcome.created ? `Super admin ${outcome.email} created.` : 'A super admin exists: none created.');
} catch (error) {
  console.error((error as Error).message);
  code = 1;
} finally {
  await payload.destroy().catch(() => undefined);
}
process.exit(code);

export {};
