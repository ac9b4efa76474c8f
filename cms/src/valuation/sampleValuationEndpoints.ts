/**
 * The sample valuation service (issue 13): the eval-expert contract (spec §7) answered from the
 * `valuation-samples` table, so the trade-in wizard works end to end where no eval-expert service
 * is configured. Only the site's service account may call it (the same key it stores leads with);
 * the answers use the provider's own field names, odd spellings included (`VechielDescriptions`).
 *
 * - `POST /api/valuation-samples/enter-vin` `{ rego, state }`: `[]` when unknown; a list whose
 *   first item has `EvalID`, `VIN` and `VechielDescriptions` (a choice) or the vehicle (one match).
 * - `POST /api/valuation-samples/manual-entry` `{ vin, desc }`: the chosen vehicle with its EvalID.
 * - `POST /api/valuation-samples/update-eval` `{ evalid, km, ... }`: the vehicle record with `KM`.
 * - `POST /api/valuation-samples/adjustments` `{ id, adjustmentAnswers: [{ id, answer }], kms }`: the
 *   instant offer, `{ id, offer: { amount, expires } }` (`sampleOfferAmount`, good for 7 days); `[]`
 *   for an id it never gave.
 * - `POST /api/valuation-samples/accept` `{ id, lead_id }`: `{ success }`, true for an id it gave.
 */
import type { Endpoint, PayloadRequest } from 'payload';
import {
  calendarDateAt,
  kmOf,
  normaliseRego,
  readAdjustmentAnswers,
  regoStateOf,
  sampleOfferAmount,
  tradeInOfferExpiresOn,
} from '@dealer/domain';
import type { ValuationSample } from '../payload-types';
import { BodyTooLargeError, readBodyCapped } from '../http/readBodyCapped';
import { refuseAllButSiteAccount } from '../leads/siteServiceAccount';

const BODY_MAX_BYTES = 16 * 1024;

async function jsonBody(req: PayloadRequest): Promise<Record<string, unknown> | Response> {
  try {
    const body = JSON.parse(await readBodyCapped(req as unknown as Request, BODY_MAX_BYTES)) as unknown;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch (error) {
    if (error instanceof BodyTooLargeError) return Response.json({ error: `At most ${BODY_MAX_BYTES} bytes.` }, { status: 413 });
  }
  return Response.json({ error: 'The body must be a JSON object.' }, { status: 400 });
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** A sample's vehicle, in the provider's field names. */
export function providerVehicle(sample: ValuationSample, evalId: string | null): Record<string, unknown> {
  return {
    EvalID: evalId ?? 0,
    VIN: sample.vin,
    EngineNo: sample.engineNo ?? null,
    Registration: sample.registration,
    Make: sample.make,
    Model: sample.model,
    Series: sample.series ?? null,
    Variant: sample.variant ?? null,
    Year: sample.year,
    Body: sample.body ?? null,
    Transmission: sample.transmission ?? null,
    Cylinders: sample.cylinders ?? null,
    redbookCode: sample.redbookCode ?? null,
    BuildMonth: sample.buildMonth ?? null,
    BuildYear: sample.buildYear ?? null,
    ComplianceMonth: sample.complianceMonth ?? null,
    ComplianceYear: sample.complianceYear ?? null,
  };
}

/** A choice among descriptions gets an EvalID of its own: the sample's id and the choice's place. */
const chosenEvalId = (sample: ValuationSample, index: number) => `${sample.evalId || `SAMPLE${sample.id}`}-${index + 1}`;

async function findOne(req: PayloadRequest, where: Record<string, unknown>): Promise<ValuationSample | null> {
  const { docs } = await req.payload.find({
    collection: 'valuation-samples',
    where: where as never,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  return (docs[0] as ValuationSample | undefined) ?? null;
}

/**
 * The sample an EvalID names: `{evalId}` of a single match, or `{evalId or SAMPLE{id}}-{n}` of a
 * choice (with the chosen description); null for an id the service never gave.
 */
async function sampleOfEvalId(req: PayloadRequest, evalId: string): Promise<{ sample: ValuationSample; description?: string } | null> {
  const [, base, choice] = /^(.+?)(?:-(\d+))?$/.exec(evalId) ?? [];
  const sampleId = /^SAMPLE(\d+)$/.exec(base ?? '')?.[1];
  const sample = sampleId ? await findOne(req, { id: { equals: Number(sampleId) } }) : await findOne(req, { evalId: { equals: base } });
  if (!sample) return null;
  const description = choice ? sample.descriptions?.[Number(choice) - 1]?.description : undefined;
  return { sample, ...(description ? { description } : {}) };
}

/** What the sample prices from when a sample has no value when new. */
export const SAMPLE_DEFAULT_NEW_VALUE = 30_000;
/** The sample service's dealer calendar: Brisbane (UTC+10, no daylight saving). */
const SAMPLE_UTC_OFFSET_MINUTES = 600;

function endpoint(path: string, answer: (req: PayloadRequest, body: Record<string, unknown>) => Promise<Response>): Endpoint {
  return {
    path,
    method: 'post',
    handler: async (req) => {
      const refused = refuseAllButSiteAccount(req, {
        noKey: 'Send the site’s key as "Authorization: service-accounts API-Key <key>".',
        notSite: 'Only the site’s service account may call the sample valuation service.',
      });
      if (refused) return refused;
      const body = await jsonBody(req);
      if (body instanceof Response) return body;
      return answer(req, body);
    },
  };
}

export const sampleValuationEndpoints: Endpoint[] = [
  endpoint('/enter-vin', async (req, body) => {
    const registration = normaliseRego(text(body.rego));
    const state = regoStateOf(text(body.state));
    if (!registration || !state) return Response.json({ error: 'Send rego and state.' }, { status: 400 });
    const sample = await findOne(req, { and: [{ registration: { equals: registration } }, { state: { equals: state } }] });
    if (!sample) return Response.json([]);
    const descriptions = (sample.descriptions ?? []).map((d) => d.description);
    if (descriptions.length > 0 || !sample.evalId) {
      return Response.json([{ EvalID: 0, VIN: sample.vin, VechielDescriptions: descriptions }]);
    }
    return Response.json([providerVehicle(sample, sample.evalId)]);
  }),
  endpoint('/manual-entry', async (req, body) => {
    const vin = text(body.vin);
    const desc = text(body.desc);
    if (!vin || !desc) return Response.json({ error: 'Send vin and desc.' }, { status: 400 });
    const sample = await findOne(req, { vin: { equals: vin } });
    const index = (sample?.descriptions ?? []).findIndex((d) => d.description === desc);
    if (!sample || index < 0) return Response.json([]);
    return Response.json([{ ...providerVehicle(sample, chosenEvalId(sample, index)), Description: desc }]);
  }),
  endpoint('/update-eval', async (req, body) => {
    const evalId = text(body.evalid);
    const km = Number(text(body.km).replace(/[,\s]/g, ''));
    if (!evalId || !Number.isInteger(km) || km < 0) return Response.json({ error: 'Send evalid and km.' }, { status: 400 });
    const found = await sampleOfEvalId(req, evalId);
    if (!found) return Response.json([]);
    const { sample, description } = found;
    return Response.json([{ ...providerVehicle(sample, evalId), KM: km, ...(description ? { Description: description } : {}) }]);
  }),
  endpoint('/adjustments', async (req, body) => {
    const evalId = text(body.id);
    const { answers, errors } = readAdjustmentAnswers(body.adjustmentAnswers);
    const km = kmOf(text(body.kms));
    if (km === null) errors.kms = 'Send kms as a whole number of kilometres.';
    if (!evalId) errors.id = 'Send the EvalID.';
    if (Object.keys(errors).length > 0) return Response.json({ error: 'Send id, adjustmentAnswers and kms.', errors }, { status: 400 });
    const found = await sampleOfEvalId(req, evalId);
    if (!found) return Response.json([]);
    const today = calendarDateAt(new Date(), SAMPLE_UTC_OFFSET_MINUTES);
    const amount = sampleOfferAmount({
      newValue: found.sample.newValue ?? SAMPLE_DEFAULT_NEW_VALUE,
      year: found.sample.year,
      km: km!,
      answers,
      today,
    });
    return Response.json({ id: evalId, offer: { amount, expires: tradeInOfferExpiresOn(today) } });
  }),
  endpoint('/accept', async (req, body) => {
    const evalId = text(body.id);
    if (!evalId) return Response.json({ error: 'Send id and lead_id.' }, { status: 400 });
    return Response.json({ success: (await sampleOfEvalId(req, evalId)) !== null });
  }),
];
