/**
 * The trade-in wizard (spec §4 "Trade-in wizard (four steps)", §8 trade-in errors, §9 loading
 * messages every 5 s): its steps as data and the pure decisions about which step comes next.
 * The pages call the provider and render; what follows an answer is decided here.
 */
import type { EvalExpertLookup } from './evalExpertResponse';

export const TRADE_IN_STEPS = [
  { number: 1, key: 'vehicle-details', title: 'Vehicle Details', optional: false },
  { number: 2, key: 'vehicle-selection', title: 'Vehicle Selection', optional: false },
  { number: 3, key: 'upload-images', title: 'Upload Images', optional: true },
  { number: 4, key: 'your-details', title: 'Your Details', optional: false },
] as const;

export type TradeInStep = (typeof TRADE_IN_STEPS)[number];
export type TradeInStepNumber = TradeInStep['number'];

/** Texts the spec fixes, character for character (§8). */
export const TRADE_IN_WIZARD_TEXTS = {
  noMatchHeading: 'Unfortunately, we could not find a match for your registration number.',
  noMatchMessage: 'Please get in touch with one of our friendly team members to receive an offer for your vehicle.',
  stepFailed: 'An error occurred while submitting the form. Please try again.',
  /** Logged (console error) when `POST /api/miscellaneous` fails to save the valuation. */
  valuationSaveFailed: 'Failed to save valuation data',
} as const;

/** What the dealer switches for the wizard. */
export interface TradeInWizardOptions {
  /** The dealer takes photos of the car (step 3); when off, the wizard goes from the vehicle to step 4. */
  imageUploadEnabled: boolean;
}

/**
 * The steps a shopper of this dealer can see, in order. Step numbers stay those of the spec
 * (Your Details is 4 even when Upload Images is off), so a step is known by one number everywhere.
 */
export function tradeInStepsFor({ imageUploadEnabled }: TradeInWizardOptions): TradeInStep[] {
  return TRADE_IN_STEPS.filter((step) => imageUploadEnabled || step.key !== 'upload-images');
}

/** Once the vehicle is known (an EvalID): Upload Images, or Your Details when the dealer takes no images. */
export const stepAfterVehicle = ({ imageUploadEnabled }: TradeInWizardOptions): 3 | 4 => (imageUploadEnabled ? 3 : 4);

export type LookupOutcome =
  /** Several vehicles match the rego: the shopper chooses one (step 2), sent with the VIN to `manual-entry`. */
  | { kind: 'choose-vehicle'; step: 2; descriptions: string[]; vin: string | null }
  /** The vehicle is known: on to images or details, against this EvalID. */
  | { kind: 'vehicle-found'; step: 3 | 4; evalId: string }
  /** The not-found panel: call button, contact link and Back to the entry form (step 1). */
  | { kind: 'no-match'; heading: string; message: string; backStep: 1 };

const noMatch = (): LookupOutcome => ({
  kind: 'no-match',
  heading: TRADE_IN_WIZARD_TEXTS.noMatchHeading,
  message: TRADE_IN_WIZARD_TEXTS.noMatchMessage,
  backStep: 1,
});

/**
 * Spec §4 step 1: what the rego lookup (`enter-vin`) leads to. The spec checks the description
 * list first, so an answer with both descriptions and an EvalID still asks the shopper to choose:
 * the EvalID alone would value a vehicle they have not confirmed. One description is still a choice.
 */
export function lookupOutcome(lookup: EvalExpertLookup, options: TradeInWizardOptions): LookupOutcome {
  if (lookup.descriptions.length > 0)
    return { kind: 'choose-vehicle', step: 2, descriptions: lookup.descriptions, vin: lookup.vehicle.vin };
  if (lookup.vehicle.evalId) return { kind: 'vehicle-found', step: stepAfterVehicle(options), evalId: lookup.vehicle.evalId };
  return noMatch();
}

export type SelectionOutcome = { kind: 'vehicle-found'; step: 3 | 4; evalId: string } | { kind: 'failed'; message: string };

/**
 * Spec §4 step 2: after the chosen description is sent (`manual-entry`), the wizard moves on with
 * the EvalID of the answer. An answer without one cannot be valued: the step shows its failure.
 */
export function selectionOutcome(lookup: EvalExpertLookup, options: TradeInWizardOptions): SelectionOutcome {
  if (!lookup.vehicle.evalId) return { kind: 'failed', message: TRADE_IN_WIZARD_TEXTS.stepFailed };
  return { kind: 'vehicle-found', step: stepAfterVehicle(options), evalId: lookup.vehicle.evalId };
}

/** Spec §8: a failed step shows the error's own message, or the generic one. */
export function tradeInErrorMessage(error: unknown): string {
  const message =
    typeof error === 'string' ? error : typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : null;
  return typeof message === 'string' && message.trim() ? message.trim() : TRADE_IN_WIZARD_TEXTS.stepFailed;
}

/**
 * Spec §4 and §9: the loading panel cycles through 5 messages, changing every 5 s. The spec does
 * not give the texts: these are ours, in the order a valuation happens.
 */
export const TRADE_IN_LOADING_MESSAGES = [
  'Looking up your vehicle...',
  'Checking recent sales of similar vehicles...',
  'Reviewing current market demand...',
  'Working out your valuation...',
  'Almost there, thanks for waiting...',
] as const;

export const TRADE_IN_LOADING_MESSAGE_MS = 5000;

/** The message shown `elapsedMs` after the panel opened; it starts over after the fifth. */
export function loadingMessageAt(elapsedMs: number): (typeof TRADE_IN_LOADING_MESSAGES)[number] {
  const tick = Number.isFinite(elapsedMs) && elapsedMs > 0 ? Math.floor(elapsedMs / TRADE_IN_LOADING_MESSAGE_MS) : 0;
  return TRADE_IN_LOADING_MESSAGES[tick % TRADE_IN_LOADING_MESSAGES.length]!;
}
