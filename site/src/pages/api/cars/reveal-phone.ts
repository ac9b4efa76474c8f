/** POST /api/cars/reveal-phone: the reveal tracking call (spec §7) of the host's tenant. */
import type { NextApiResponse } from 'next';
import { ValidationError } from 'yup';
import { revealPhoneTrackingSchema } from '@dealer/domain';
import { tenantApiRoute } from '@/features/tenant/tenantApiRoute';
import { tenantCarContext } from '@/features/carDetail/loadCarDetail';
import { phoneRevealTracker } from '@/features/carDetail/phoneRevealTracker';
import { RATE_LIMITS } from '@/features/rateLimit/rateLimit';

const sendNoSite = (res: NextApiResponse) => res.status(404).json({ error: 'No site at this address.' });

export default tenantApiRoute({
  methods: ['POST'],
  rateLimit: RATE_LIMITS.revealPhone,
  unknownTenant: sendNoSite,
  handler: async (req, res, tenant) => {
    let body;
    try {
      body = await revealPhoneTrackingSchema.validate(req.body ?? {}, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return res.status(400).json({ error: 'Invalid reveal tracking call', errors: error.errors });
    }
    const context = await tenantCarContext(tenant.slug);
    if (!context) return sendNoSite(res);
    // A page of one site cannot record events for another.
    if (body.website_id !== String(context.site.tenant.id)) return res.status(400).json({ errors: ['website_id is not this site'] });
    try {
      await phoneRevealTracker().record({ ...body, at: new Date().toISOString() });
    } catch (error) {
      console.error(`Phone reveal tracking failed: ${(error as Error).message}`);
      return res.status(502).json({ error: 'The event could not be recorded.' });
    }
    return res.status(202).json({ recorded: true });
  },
});
