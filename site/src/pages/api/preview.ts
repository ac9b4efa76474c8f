/**
 * POST /api/preview: a page or offer as the admin's editor holds it (live preview, issue 12), shaped
 * as the tenant's site shows it. The tenant is the request's host; a document of another tenant is
 * refused. It reads nothing private (the draft comes with the request), so it needs no sign-in.
 */
import { tenantApiRoute } from '@/features/tenant/tenantApiRoute';
import { RATE_LIMITS } from '@/features/rateLimit/rateLimit';
import { findTenantBySlug } from '@/features/tenant/loadSite';
import { previewRequestErrors, previewView } from '@/features/livePreview/previewView';

export default tenantApiRoute({
  methods: ['POST'],
  rateLimit: RATE_LIMITS.preview,
  failure: { log: 'The live preview could not be built', message: 'The preview is unavailable right now. Please try again.' },
  handler: async (req, res, tenant) => {
    res.setHeader('Cache-Control', 'private, no-store');
    // The tenant's id and locale only (one read: the admin posts every change).
    const found = await findTenantBySlug(tenant.slug);
    if (!found) return res.status(404).json({ error: 'No dealer site is served at this address.' });
    const errors = previewRequestErrors(req.body, found.id);
    if (Object.keys(errors).length > 0) return res.status(400).json({ errors });
    const view = await previewView(req.body, { tenantId: found.id, locale: found.locale });
    return res.status(200).json(view);
  },
});
