/** POST /api/cars/reveal-phone: the reveal tracking call (spec §7) of the host's tenant. */
import type { NextApiRequest, NextApiResponse } from 'next';
import { ValidationError } from 'yup';
import { revealPhoneTrackingSchema } from '@dealer/domain';
import { tenantFromRequest } from '@/features/tenant/tenantFromRequest';
import { tenantCarContext } from '@/features/carDetail/loadCarDetail';
import { phoneRevealTracker } from '@/features/carDetail/phoneRevealTracker';
import { allowRequest, RATE_LIMITS } from '@/features/rateLimit/rateLimit';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ error: 'Use POST.' });
  }
  const tenant = await tenantFromRequest(req.headers);
  if (!tenant) return res.status(404).json({ error: 'No site at this address.' });
  if (!(await allowRequest(req, res, RATE_LIMITS.revealPhone, tenant.slug))) return;
  let body;
  try {
    body = await revealPhoneTrackingSchema.validate(req.body ?? {}, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return res.status(400).json({ error: 'Invalid reveal tracking call', errors: error.errors });
  }
  const context = await tenantCarContext(tenant.slug);
  if (!context) return res.status(404).json({ error: 'No site at this address.' });
  // A page of one site cannot record events for another.
  if (body.website_id !== String(context.site.tenant.id)) return res.status(400).json({ errors: ['website_id is not this site'] });
  try {
    await phoneRevealTracker().record({ ...body, at: new Date().toISOString() });
  } catch (error) {
    console.error(`Phone reveal tracking failed: ${(error as Error).message}`);
    return res.status(502).json({ error: 'The event could not be recorded.' });
  }
  return res.status(202).json({ recorded: true });
}
