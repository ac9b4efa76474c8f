/**
 * `POST /api/leads` (issue 10): the forms' one way to send a lead. The tenant comes from the host,
 * never from the body; the body is checked with the same schema the form used, against the
 * tenant's facts, then forwarded to the CMS (forwardLead.ts).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { LEAD_FORMS, LEAD_TEXTS, leadSchemaOptionsFor, validateLead, type LeadForm } from '@dealer/domain/leads';
import { siteEnv } from '@/lib/env';
import { allowRequest, RATE_LIMITS } from '@/features/rateLimit/rateLimit';
import { tenantFromRequest } from '@/features/tenant/tenantFromRequest';
import { crossSiteRefusal } from '@/features/shoppers/sameSiteRequest';
import { forwardLead, type LeadAnswer, type LeadContext } from './forwardLead';
import { leadFormOptions } from './leadFacts';
import { leadTenantFacts } from './leadFormModel';
import { BodyTooLargeError, contactKeys, leadContextOf, readBody } from './leadRequestInput';

let warnedUnconfigured = false;

const badRequest = (field: string, message: string) => ({ error: LEAD_TEXTS.errorListHeading, errors: [{ field, message }] });

export async function handleLeadRequest(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  try {
    await answerLead(req, res);
  } catch (error) {
    // The tenant or its form options could not be read (the CMS or its database is down): the
    // shopper hears what forwardLead says when the CMS cannot store a lead, not a bare 500.
    console.error(`Lead not stored: ${(error as Error).message}`);
    if (!res.headersSent) res.status(503).setHeader('Retry-After', '30').json({ error: LEAD_TEXTS.submitFailed });
  }
}

async function answerLead(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ error: 'Use POST.' });
  }
  res.setHeader('Cache-Control', 'no-store');
  const tenant = await tenantFromRequest(req.headers);
  if (!tenant) return res.status(404).json({ error: 'No dealer site is served at this address.' });
  // Only this site's own forms: a JSON body from this origin (a cross-site form can send neither).
  const refusal = crossSiteRefusal(req, tenant.address.host);
  if (refusal) return res.status(403).json({ error: refusal });
  if (!(await allowRequest(req, res, RATE_LIMITS.form, tenant.slug))) return;

  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return res.status(413).json({ error: 'This form is too large to send.' });
    return res.status(400).json(badRequest('form', 'The body must be JSON'));
  }
  // Per contact (email and phone, counted side by side): one person cannot flood a dealer from many addresses.
  if (!(await allowRequest(req, res, RATE_LIMITS.form, tenant.slug, contactKeys(body)))) return;

  const options = await leadFormOptions(tenant.slug);
  if (!options) return res.status(404).json({ error: 'No dealer site is served at this address.' });
  const candidate = body as { form?: unknown; car_id?: unknown } | null;
  const aboutCar = Boolean(candidate && typeof candidate === 'object' && candidate.car_id);
  // An unknown form is reported by validateLead itself; 'enquiry' only stands in for its options.
  const named = candidate?.form;
  // A trade-in lead is stored with its valuation: only the wizard's route sends one (features/tradeIn).
  if (named === 'trade-in') return res.status(400).json(badRequest('form', 'Trade-in leads are sent by the trade-in valuation form'));
  const form: LeadForm = (LEAD_FORMS as readonly unknown[]).includes(named) ? (named as LeadForm) : 'enquiry';
  const validation = await validateLead(body, leadSchemaOptionsFor(form, aboutCar, leadTenantFacts(options)));
  if (!validation.ok) return res.status(400).json({ error: LEAD_TEXTS.errorListHeading, errors: validation.errors });

  const env = siteEnv();
  if (!env.LEADS_API_KEY) {
    if (!warnedUnconfigured) {
      warnedUnconfigured = true;
      console.error('Lead capture is not configured: set LEADS_API_KEY (the same value as the CMS) to accept leads.');
    }
    return res.status(503).json({ error: 'Lead capture is not configured' });
  }
  const context: LeadContext = leadContextOf(req, tenant);
  const answer: LeadAnswer = await forwardLead(
    { tenant: tenant.slug, lead: validation.value, context },
    { cmsUrl: env.CMS_URL, apiKey: env.LEADS_API_KEY },
  );
  if (answer.status === 503) res.setHeader('Retry-After', '30');
  return res.status(answer.status).json(answer.body);
}
