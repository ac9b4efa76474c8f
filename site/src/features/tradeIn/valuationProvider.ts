/**
 * The valuation provider port (issue 13): the eval-expert contract (spec §7) the trade-in wizard
 * calls through the site. One HTTP adapter speaks it; configuration picks the service:
 * The first flow's calls (`/adjustments`, `/accept`) are ours: the spec shows neither path.
 * - `EVAL_EXPERT_URL` (and `EVAL_EXPERT_KEY`, sent as `x-api-key`): the eval-expert service;
 * - otherwise the CMS's sample valuation service (`/api/valuation-samples`, its seeded
 *   registrations), called with the site's service-account key, so the wizard works on a fresh
 *   machine with no account anywhere.
 * Answers are read with the domain's `readEvalExpertResponse` (odd spellings, numbers as text).
 */
import { readEvalExpertResponse, readInstantOffer, type AdjustmentAnswer, type EvalExpertLookup, type InstantOffer } from '@dealer/domain';

export interface ValuationProvider {
  /** Which service answers (`eval-expert` or `sample`), for logs. */
  readonly name: string;
  /** Step 1: the vehicles a registration could be. */
  enterVin(input: { rego: string; state: string }): Promise<EvalExpertLookup>;
  /** Step 2: the description the shopper chose, for the VIN the lookup gave. */
  manualEntry(input: { vin: string; desc: string }): Promise<EvalExpertLookup>;
  /** Step 4: the odometer and the shopper's contact details, against the valuation's EvalID. */
  updateEval(input: {
    evalid: string;
    km: number;
    userEmail: string;
    cName: string;
    cEmail: string;
    cPhone: string;
  }): Promise<EvalExpertLookup>;
  /**
   * The first flow (spec §7 "submit adjustmentAnswers with id"): the answers and the odometer
   * against the valuation's id; the provider's offer, or null when it made none.
   */
  submitAdjustments(input: { id: string; adjustmentAnswers: AdjustmentAnswer[]; kms: number }): Promise<InstantOffer | null>;
  /** The first flow (spec §7 "accept an offer with lead_id"): tells the provider the shopper took its offer. */
  acceptOffer(input: { id: string; lead_id: number }): Promise<boolean>;
}

/** The provider did not answer, or answered with an error: the wizard shows its step error. */
export class ValuationProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ValuationProviderError';
  }
}

export interface HttpValuationProviderConfig {
  name: string;
  /** The service's base URL; the calls are `{baseUrl}/enter-vin`, `/manual-entry`, `/update-eval`. */
  baseUrl: string;
  headers: Record<string, string>;
  /** Per call (the provider looks the vehicle up in registries: seconds, not milliseconds). */
  timeoutMs?: number;
  fetcher?: typeof fetch;
}

export const VALUATION_TIMEOUT_MS = 15_000;

export function httpValuationProvider(config: HttpValuationProviderConfig): ValuationProvider {
  const fetcher = config.fetcher ?? fetch;
  const base = config.baseUrl.replace(/\/$/, '');
  async function callRaw(path: string, body: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetcher(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...config.headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs ?? VALUATION_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ValuationProviderError(`${config.name} ${path} did not answer: ${(error as Error).message}`);
    }
    if (!response.ok) throw new ValuationProviderError(`${config.name} ${path} answered HTTP ${response.status}`, response.status);
    return (await response.json().catch(() => null)) as unknown;
  }
  const call = async (path: string, body: unknown): Promise<EvalExpertLookup> => readEvalExpertResponse(await callRaw(path, body));
  return {
    name: config.name,
    enterVin: (input) => call('/enter-vin', input),
    manualEntry: (input) => call('/manual-entry', input),
    updateEval: (input) => call('/update-eval', input),
    submitAdjustments: async (input) => readInstantOffer(await callRaw('/adjustments', input)),
    acceptOffer: async (input) => {
      const answer = await callRaw('/accept', input);
      return typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === true;
    },
  };
}

/** The provider the configuration names (see the file's comment). */
export function valuationProviderFromEnv(env: NodeJS.ProcessEnv = process.env): ValuationProvider {
  if (env.EVAL_EXPERT_URL) {
    return httpValuationProvider({
      name: 'eval-expert',
      baseUrl: env.EVAL_EXPERT_URL,
      headers: env.EVAL_EXPERT_KEY ? { 'x-api-key': env.EVAL_EXPERT_KEY } : {},
    });
  }
  const cms = (env.CMS_URL ?? 'http://localhost:3001').replace(/\/$/, '');
  return httpValuationProvider({
    name: 'sample',
    baseUrl: `${cms}/api/valuation-samples`,
    headers: env.LEADS_API_KEY ? { authorization: `service-accounts API-Key ${env.LEADS_API_KEY}` } : {},
  });
}
