/**
 * The first valuation flow's own steps inside the trade-in wizard's frame (the instant offer on
 * `/sell-my-car`): 3 About Your Vehicle (odometer and the adjustment questions), 4 Your Details
 * (contact, location, preferred contact method, finance Yes/No), then the offer with its expiry and
 * Accept offer (spec §3 first flow, §4 'Expires on {date}', §9 event 18). Steps 1 and 2 are the wizard's.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  ADJUSTMENT_QUESTIONS,
  FINANCE_ANSWERS,
  FINANCE_QUESTION,
  INSTANT_OFFER_TEXTS,
  TRADE_IN_WIZARD_TEXTS,
  adjustmentField,
  normaliseRego,
  readAdjustmentAnswers,
  tradeInErrorMessage,
  validateValuationRequest,
} from '@dealer/domain';
import { LEAD_EVENT_IDS, LEAD_TEXTS, PREFERRED_CONTACT_METHODS } from '@dealer/domain/leads';

export interface OfferLocation {
  slug: string;
  name: string;
}

export interface InstantOfferAnswer {
  lead_id: number;
  trade_in_id?: number;
  offer: { amount: number; amount_text: string; expires_on: string; expires_label: string | null } | null;
  offer_token?: string;
  message?: string;
}

type Errors = Record<string, string>;

export interface StepFieldHelpers {
  errors: Errors;
  setErrors: (errors: Errors) => void;
  control: (field: string) => Record<string, unknown>;
  fieldError: (field: string) => ReactNode;
}

export type AboutValues = { kms: string; answers: Record<string, string> };

/** Step 3: the odometer and one answer per question, checked with the domain's rules before moving on. */
export function AboutYourVehicleStep({
  values,
  onChange,
  onBack,
  onDone,
  helpers: { setErrors, control, fieldError, errors },
}: {
  values: AboutValues;
  onChange: (values: AboutValues) => void;
  onBack: () => void;
  onDone: () => void;
  helpers: StepFieldHelpers;
}) {
  function next(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    const km = validateValuationRequest({ kms: values.kms }, []).kms;
    if (km) found.kms = km;
    Object.assign(found, readAdjustmentAnswers(Object.entries(values.answers).map(([id, answer]) => ({ id, answer }))).errors);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`trade-in-${first}`)?.focus();
    onDone();
  }
  return (
    <form noValidate onSubmit={next} aria-labelledby="trade-in-heading">
      <div className="field">
        <label htmlFor="trade-in-kms">Odometer (km)</label>
        <input
          {...control('kms')}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={values.kms}
          onChange={(e) => onChange({ ...values, kms: e.target.value })}
        />
        {fieldError('kms')}
      </div>
      {ADJUSTMENT_QUESTIONS.map((question) => {
        const field = adjustmentField(question.id);
        return (
          <fieldset key={question.id} aria-describedby={errors[field] ? `trade-in-${field}-error` : undefined}>
            <legend>{question.question}</legend>
            {question.answers.map((answer, index) => (
              <label key={answer.id} className="choice">
                <input
                  type="radio"
                  name={field}
                  id={index === 0 ? `trade-in-${field}` : undefined}
                  value={answer.id}
                  checked={values.answers[question.id] === answer.id}
                  onChange={() => onChange({ ...values, answers: { ...values.answers, [question.id]: answer.id } })}
                />
                {answer.label}
              </label>
            ))}
            {fieldError(field)}
          </fieldset>
        );
      })}
      <div className="actions">
        <button type="button" className="btn outlined large" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="btn contained large">
          Next
        </button>
      </div>
    </form>
  );
}

export type OfferDetailsValues = Record<'name' | 'phone' | 'email' | 'location_id' | 'PreferredContactMethod' | 'finance', string>;

/** Step 4 of the first flow: who to call, where, how, and whether they want finance. */
export function OfferDetailsFields({
  values,
  onChange,
  locations,
  helpers: { control, fieldError, errors },
}: {
  values: OfferDetailsValues;
  onChange: (values: OfferDetailsValues) => void;
  locations: readonly OfferLocation[];
  helpers: StepFieldHelpers;
}) {
  const set = (field: keyof OfferDetailsValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  const input = (field: keyof OfferDetailsValues, label: string, type: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`trade-in-${field}`}>{label}</label>
      <input {...control(field)} type={type} autoComplete={autoComplete} value={values[field]} onChange={set(field)} />
      {fieldError(field)}
    </div>
  );
  const radios = (field: 'PreferredContactMethod' | 'finance', legend: string, choices: readonly string[]) => (
    <fieldset aria-describedby={errors[field] ? `trade-in-${field}-error` : undefined}>
      <legend>{legend}</legend>
      {choices.map((choice, index) => (
        <label key={choice} className="choice">
          <input
            type="radio"
            name={field}
            id={index === 0 ? `trade-in-${field}` : undefined}
            value={choice}
            checked={values[field] === choice}
            onChange={set(field)}
          />
          {choice}
        </label>
      ))}
      {fieldError(field)}
    </fieldset>
  );
  return (
    <>
      {input('name', 'Name', 'text', 'name')}
      <div className="two">
        {input('phone', 'Phone', 'tel', 'tel')}
        {input('email', 'Email', 'email', 'email')}
      </div>
      <div className="field">
        <label htmlFor="trade-in-location_id">Nearest dealership</label>
        <select {...control('location_id')} value={values.location_id} onChange={set('location_id')}>
          <option value="">Choose…</option>
          {locations.map((location) => (
            <option key={location.slug} value={location.slug}>
              {location.name}
            </option>
          ))}
        </select>
        {fieldError('location_id')}
      </div>
      <div className="two">
        {radios('PreferredContactMethod', 'Preferred contact method', PREFERRED_CONTACT_METHODS)}
        {radios('finance', FINANCE_QUESTION, FINANCE_ANSWERS)}
      </div>
    </>
  );
}

/** The offer (amount, 'Expires on {date}' only while it stands) and Accept offer; or why there is none. */
export function OfferPanel({
  answer,
  vehicleName,
  purchaseAction,
}: {
  answer: InstantOfferAnswer;
  vehicleName: string | null;
  purchaseAction?: string;
}) {
  const [state, setState] = useState<'idle' | 'sending' | 'accepted'>('idle');
  const [error, setError] = useState<string | null>(null);
  const { offer } = answer;

  async function accept() {
    setState('sending');
    setError(null);
    try {
      const response = await fetch('/api/trade-in/accept-offer', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ lead_id: answer.lead_id, offer_token: answer.offer_token }),
      });
      const body = (await response.json().catch(() => null)) as { lead_id?: unknown; error?: unknown } | null;
      if ((response.status === 200 || response.status === 201) && typeof body?.lead_id === 'number') {
        // Spec §9: 18 is the offer accepted event; §3: acceptance names the valuation's lead.
        (window.dataLayer ??= []).push({
          event: 'offer_accepted',
          event_id: LEAD_EVENT_IDS.offerAccepted,
          lead_id: answer.lead_id,
          form_completed: true,
          offer_accepted: true,
          subcategory: 'Offer Accepted',
        });
        setState('accepted');
        return;
      }
      setError(tradeInErrorMessage(body?.error));
    } catch {
      setError(TRADE_IN_WIZARD_TEXTS.stepFailed);
    }
    setState('idle');
  }

  if (!offer) {
    return (
      <div className="offer" data-testid="instant-offer-none">
        <p>{answer.message ?? INSTANT_OFFER_TEXTS.detailsSent}</p>
      </div>
    );
  }
  return (
    <div className="offer" data-testid="instant-offer">
      {vehicleName && <p className="vehicle">{vehicleName}</p>}
      <p className="amount" data-testid="instant-offer-amount">
        {offer.amount_text}
      </p>
      {offer.expires_label && <p data-testid="instant-offer-expiry">{offer.expires_label}</p>}
      <p className="hint">{INSTANT_OFFER_TEXTS.offerNote}</p>
      {error && (
        <p className="destructive" role="alert">
          {error}
        </p>
      )}
      {purchaseAction && answer.trade_in_id && answer.offer_token ? (
        // The journey page takes the offer into the deal: a plain form, as the journey's own steps.
        <form method="post" action={purchaseAction} className="actions" data-testid="instant-offer-use">
          <input type="hidden" name="step" value="trade-in" />
          <input type="hidden" name="trade_in" value="offer" />
          <input type="hidden" name="trade_in_id" value={answer.trade_in_id} />
          <input type="hidden" name="offer_token" value={answer.offer_token} />
          <button type="submit" className="btn contained large">
            Use this offer in my purchase
          </button>
        </form>
      ) : state === 'accepted' ? (
        <p role="status" className="accepted" data-testid="instant-offer-accepted">
          {INSTANT_OFFER_TEXTS.accepted}
        </p>
      ) : (
        <div className="actions">
          <button
            type="button"
            className="btn contained large"
            onClick={accept}
            disabled={state === 'sending'}
            aria-busy={state === 'sending'}
          >
            {INSTANT_OFFER_TEXTS.acceptOffer}
          </button>
        </div>
      )}
    </div>
  );
}

type InstantStage = 3 | 4 | 'offer';

export interface InstantOfferStageProps {
  stage: InstantStage;
  evalId: string;
  vehicle: { rego: string; state: string };
  /** The description chosen in step 2, if the rego matched several vehicles. */
  manualEntry: string;
  vehicleName: string | null;
  locations: readonly OfferLocation[];
  about: AboutValues;
  onAbout: (values: AboutValues) => void;
  details: OfferDetailsValues;
  onDetails: (values: OfferDetailsValues) => void;
  termsNotice: boolean;
  termsAccepted: boolean;
  /** The wizard's terms tick, shown on Your Details. */
  termsBox: ReactNode;
  storagePrefix: string;
  /** The key of this submission attempt: a retry of the same answers stores one lead. */
  idempotencyKey: () => string;
  helpers: StepFieldHelpers;
  busy: boolean;
  loading: ReactNode;
  /** The wizard's provider call: its loading panel, field errors and step error. */
  step: (path: string, body: unknown) => Promise<unknown | undefined>;
  goTo: (stage: 1 | 2 | 3 | 4 | 'offer') => void;
  backFromAbout: 1 | 2;
  offerAnswer: InstantOfferAnswer | null;
  onOffer: (answer: InstantOfferAnswer) => void;
  /** In the buy-online journey: where the offer is posted to be used in the purchase. */
  purchaseAction?: string;
}

/** Steps 3 and 4 of the instant offer and its result, with the offer's request (`POST /api/trade-in/offer`). */
export function InstantOfferStage(props: InstantOfferStageProps) {
  const { stage, helpers, vehicle, details, about, locations } = props;

  async function requestOffer(event: FormEvent) {
    event.preventDefault();
    const found = validateValuationRequest(
      { ...details, rego: vehicle.rego, regoState: vehicle.state, kms: about.kms },
      locations.map((location) => location.slug),
    ) as Errors;
    if (props.termsNotice && !props.termsAccepted) found.terms_accepted = LEAD_TEXTS.termsRequired;
    helpers.setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`trade-in-${first}`)?.focus();
    const answer = await props.step('/api/trade-in/offer', {
      ...details,
      evalid: props.evalId,
      rego: vehicle.rego,
      regoState: vehicle.state,
      manualEntry: props.manualEntry || undefined,
      kms: about.kms,
      adjustmentAnswers: Object.entries(about.answers).map(([id, value]) => ({ id, answer: value })),
      terms_accepted: props.termsNotice ? props.termsAccepted : undefined,
      idempotency_key: props.idempotencyKey(),
      ...(props.purchaseAction ? { purchase: true } : {}),
    });
    if (typeof answer !== 'object' || answer === null || typeof (answer as { lead_id?: unknown }).lead_id !== 'number') return;
    const received = answer as InstantOfferAnswer;
    (window.dataLayer ??= []).push({
      event: 'lead_submitted',
      event_id: LEAD_EVENT_IDS.defaultEnquiry,
      lead_id: received.lead_id,
      category: 'Trade-In Enquiry',
      form_completed: true,
      offer_accepted: false,
    });
    try {
      // Spec §3: the valuation is kept on the device (`{dealership}TradeInValuation`).
      window.localStorage.setItem(
        `${props.storagePrefix}TradeInValuation`,
        JSON.stringify({ lead_id: received.lead_id, rego: vehicle.rego, state: vehicle.state, offer: received.offer }),
      );
    } catch (error) {
      console.warn('Could not keep the valuation on this device', error);
    }
    props.onOffer(received);
    props.goTo('offer');
  }

  if (stage === 3) {
    return (
      <AboutYourVehicleStep
        values={about}
        onChange={props.onAbout}
        helpers={helpers}
        onBack={() => props.goTo(props.backFromAbout)}
        onDone={() => props.goTo(4)}
      />
    );
  }
  if (stage === 4) {
    return (
      <form noValidate onSubmit={requestOffer} aria-labelledby="trade-in-heading" aria-busy={props.busy}>
        {props.vehicleName && (
          <p className="vehicle" data-testid="trade-in-vehicle">
            Your vehicle: <strong>{props.vehicleName}</strong> ({normaliseRego(vehicle.rego)}, {vehicle.state})
          </p>
        )}
        <OfferDetailsFields values={details} onChange={props.onDetails} locations={locations} helpers={helpers} />
        {props.termsBox}
        {props.busy ? (
          props.loading
        ) : (
          <div className="actions">
            <button type="button" className="btn outlined large" onClick={() => props.goTo(3)}>
              Back
            </button>
            <button type="submit" className="btn contained large">
              Get my offer
            </button>
          </div>
        )}
      </form>
    );
  }
  return props.offerAnswer ? (
    <OfferPanel answer={props.offerAnswer} vehicleName={props.vehicleName} purchaseAction={props.purchaseAction} />
  ) : null;
}
