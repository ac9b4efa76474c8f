/**
 * The trade-in wizard (spec §4 "Trade-in wizard (four steps)", §5 rules, §8 texts): 1 Vehicle
 * Details, 2 Vehicle Selection, 3 Upload Images (where the dealer takes photos), 4 Your Details.
 * What comes after each answer is decided in packages/domain (lookupOutcome, selectionOutcome);
 * the field rules are the domain's too, the ones the site's routes check again. Plain elements and
 * React state, no form library: the page is the wizard, and a phone should not download more.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { clientOnly } from '@/features/ui/clientOnly';
import {
  INSTANT_OFFER_STEPS,
  INSTANT_OFFER_HEADINGS,
  CAR_CONDITION_OPTIONS,
  NUMBER_OF_KEYS_OPTIONS,
  REGO_STATES,
  SERVICE_HISTORY_OPTIONS,
  TRADE_IN_WIZARD_TEXTS,
  loadingMessageAt,
  normaliseRego,
  lookupOutcome,
  readEvalExpertResponse,
  selectionOutcome,
  tradeInErrorMessage,
  tradeInStepsFor,
  validateVehicleDetails,
  validateVehicleSelection,
  validateYourDetails,
  TRADE_IN_LOADING_MESSAGE_MS,
  type TradeInSourcePage,
  type TradeInVehicleRecord,
  type TradeInStepNumber,
  type YourDetailsField,
} from '@dealer/domain';
import { LEAD_EVENT_IDS, LEAD_TEXTS } from '@dealer/domain/leads';
import { ImageUploadStep, type UploadedPhoto } from './ImageUploadStep';
import { saveValuationToProfile, type ShownValuation } from './profileValuationClient';
import type { AboutValues, InstantOfferAnswer, OfferDetailsValues, OfferLocation } from './InstantOfferSteps';

// The instant offer's steps load only where a tenant's Sell My Car runs it: the wizard's pages stay as light as they were.
const loadInstantOfferSteps = () => import('./InstantOfferSteps');
const InstantOfferStage = clientOnly(() => loadInstantOfferSteps().then((m) => m.InstantOfferStage));
import { styled } from '@/features/theme/styled';
import { buttons } from '@/features/ui/buttonStyles';
import { formChoice, formChoiceInput, formControl, formControlInvalid, formField, formLabel } from '@/features/ui/formControlStyles';

export interface TradeInWizardProps {
  sourcePage: TradeInSourcePage;
  /** The dealer asks for photos of the car (step 3). */
  imageUploadEnabled: boolean;
  /** The tenant's forms ask the shopper to agree to the terms (spec §5), the trade-in terms here. */
  termsNotice: boolean;
  termsHref: string;
  /** The dealer's phone for the not-found panel's call button, where the tenant shows numbers. */
  phone: string | null;
  contactHref: string;
  /** Device store keys are prefixed by the dealership (spec §3). */
  storagePrefix: string;
  /**
   * The four-step wizard, or the first flow: the instant offer (steps 3 and 4 ask the adjustment
   * questions and the contact details, then the offer is shown and may be accepted).
   */
  flow?: 'wizard' | 'instant-offer';
  /** The instant offer's location select (the tenant's visible locations). */
  locations?: readonly OfferLocation[];
  /** The tenant keeps a signed-in shopper's valuation on their profile (spec §7 `POST /api/miscellaneous`). */
  saveToProfile?: boolean;
  /**
   * In the buy-online journey (issue 38): the instant offer is asked for this purchase, and the
   * shopper uses it by posting it to this address (the journey page) instead of accepting it here.
   */
  purchaseAction?: string;
  /**
   * On an island page (src/islands): the server's first step, and the names of its fields the
   * shopper typed into or chose before the wizard's code arrived; their values start the wizard.
   */
  typed?: { form: HTMLFormElement; names: ReadonlySet<string> };
}

/** A first-step field's value as the shopper left it in the server's form, or '' when untouched. */
function typedValue(typed: TradeInWizardProps['typed'], name: 'rego' | 'state'): string {
  if (!typed?.names.has(name)) return '';
  const control = typed.form.elements.namedItem(name);
  return control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.value : '';
}

type Stage = TradeInStepNumber | 'no-match' | 'offer';

/** The longest the move to /success waits for the profile save (one short request, usually). */
const PROFILE_SAVE_WAIT_MS = 3_000;
type Errors = Record<string, string>;

const DETAILS_FIELDS: readonly YourDetailsField[] = [
  'postcode',
  'odometer',
  'service_history',
  'number_of_keys',
  'car_condition',
  'comments',
  'name',
  'last_name',
  'phone',
  'email',
];

const Root = styled('section')(({ theme }) => ({
  ...buttons(theme),
  maxWidth: 720,
  padding: 20,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  '.steps': { display: 'flex', flexWrap: 'wrap', gap: '4px 16px', listStyle: 'none', margin: '0 0 16px', padding: 0 },
  '.steps li': { fontSize: theme.typography.pxToRem(14), color: theme.palette.text.secondary },
  '.steps li[aria-current=step]': { color: theme.palette.text.primary, fontWeight: 700 },
  h2: { ...theme.typography.h3, fontSize: '1.3rem', margin: '0 0 12px', outline: 'none' },
  form: { display: 'grid', gap: 14 },
  '.field': formField,
  label: formLabel(theme),
  'input:not([type=radio]), select, textarea': formControl(theme),
  textarea: { minHeight: 110, resize: 'vertical' },
  '[aria-invalid=true]': formControlInvalid(theme),
  '.field-error': { fontSize: theme.typography.pxToRem(14), color: theme.palette.error.main, margin: 0 },
  fieldset: { border: 0, margin: 0, padding: 0, display: 'grid', gap: 8 },
  legend: { fontWeight: 600, fontSize: theme.typography.pxToRem(14), padding: 0, marginBottom: 4 },
  '.choice': { ...formChoice, fontWeight: 400 },
  '.choice input': formChoiceInput(theme),
  '.two': { display: 'grid', gap: 14, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' },
  '.actions': { display: 'flex', flexWrap: 'wrap', gap: 10 },
  // Spec §8: form-level errors in a destructive alert.
  '.destructive': {
    border: `2px solid ${theme.palette.error.main}`,
    background: theme.palette.error.main,
    color: theme.palette.error.contrastText,
    borderRadius: theme.shape.borderRadius,
    padding: '10px 14px',
    margin: 0,
    fontWeight: 600,
  },
  '.loading': { display: 'flex', alignItems: 'center', gap: 12, minHeight: 48, margin: 0 },
  '.spinner': {
    width: 24,
    height: 24,
    flex: 'none',
    borderRadius: '50%',
    border: `3px solid ${theme.palette.divider}`,
    borderTopColor: theme.palette.primary.main,
    animation: 'trade-in-spin 0.9s linear infinite',
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
  '@keyframes trade-in-spin': { to: { transform: 'rotate(360deg)' } },
  '.no-match p': { margin: '0 0 12px' },
  '.vehicle': { margin: 0 },
  '.upload': { display: 'grid', gap: 14 },
  '.hint': { fontSize: theme.typography.pxToRem(14), color: theme.palette.text.secondary, margin: 0 },
  '.photos': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 },
  '.photos li': { fontSize: theme.typography.pxToRem(14) },
  '.offer': { display: 'grid', gap: 12 },
  '.offer p': { margin: 0 },
  '.amount': { ...theme.typography.h2, fontSize: '2.4rem', fontWeight: 800, color: theme.palette.text.primary },
  '.accepted': { fontWeight: 600 },
}));

/** "2021 Toyota HiLux SR5", from what the provider knows; null when it knows no make. */
function vehicleNameOf(vehicle: TradeInVehicleRecord): string | null {
  if (!vehicle.make) return null;
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.variant].filter(Boolean).join(' ');
}

/** The body of a JSON answer, or null. */
async function post(path: string, body: unknown): Promise<{ status: number; answer: unknown }> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, answer: await response.json().catch(() => null) };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A key per submission attempt of the final step: a retry of the same answers stores one lead. */
function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Spec §4 and §9: five messages, one every 5 s, while a step waits for the provider. */
function LoadingPanel() {
  const [started] = useState(() => Date.now());
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => tick((n) => n + 1), TRADE_IN_LOADING_MESSAGE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <p className="loading" role="status" data-testid="trade-in-loading">
      <span className="spinner" aria-hidden="true" />
      {loadingMessageAt(Date.now() - started)}
    </p>
  );
}

export function TradeInWizard({
  sourcePage,
  imageUploadEnabled,
  termsNotice,
  termsHref,
  phone,
  contactHref,
  storagePrefix,
  flow = 'wizard',
  locations = [],
  saveToProfile = false,
  purchaseAction,
  typed,
}: TradeInWizardProps) {
  const router = useRouter();
  const instant = flow === 'instant-offer';
  // The instant offer always goes on to step 3 (its questions) once the vehicle is known.
  const options = { imageUploadEnabled: instant || imageUploadEnabled };
  const steps: readonly { number: TradeInStepNumber; title: string }[] = instant ? INSTANT_OFFER_STEPS : tradeInStepsFor(options);
  const [stage, setStage] = useState<Stage>(1);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [vehicle, setVehicle] = useState(() => ({ rego: typedValue(typed, 'rego'), state: typedValue(typed, 'state') }));
  // Typed or chosen while the wizard hydrated, after its first values were read: taken as it goes live.
  useEffect(() => {
    if (!typed) return;
    setVehicle((now) => ({
      rego: typed.names.has('rego') ? typedValue(typed, 'rego') : now.rego,
      state: typed.names.has('state') ? typedValue(typed, 'state') : now.state,
    }));
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [choice, setChoice] = useState({ descriptions: [] as string[], vin: null as string | null, manualEntry: '' });
  const [evalId, setEvalId] = useState<string | null>(null);
  /** The vehicle being valued, as the provider named it ("2021 Toyota HiLux SR5"), shown on Your Details. */
  const [vehicleName, setVehicleName] = useState<string | null>(null);
  /** Photos stored against the valuation (step 3); a new vehicle starts with none. */
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  useEffect(() => setPhotos([]), [evalId]);
  const [details, setDetails] = useState<Record<YourDetailsField, string>>(
    () => Object.fromEntries(DETAILS_FIELDS.map((field) => [field, ''])) as Record<YourDetailsField, string>,
  );
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [about, setAbout] = useState<AboutValues>({ kms: '', answers: {} });
  const [offerDetails, setOfferDetails] = useState<OfferDetailsValues>(() => ({
    name: '',
    phone: '',
    email: '',
    // One location: nothing to choose.
    location_id: locations.length === 1 ? locations[0]!.slug : '',
    PreferredContactMethod: 'Phone',
    finance: '',
  }));
  // Fetched while the shopper types their rego, so step 3 is there when the lookup answers.
  useEffect(() => {
    if (instant) void loadInstantOfferSteps();
  }, [instant]);
  const [offerAnswer, setOfferAnswer] = useState<InstantOfferAnswer | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  // A step's failure is read at the top of the wizard: take the shopper there (role="alert" announces it).
  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);
  const moved = useRef(false);

  // Each new step takes the focus to its heading, so a screen reader hears where the shopper is.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [stage]);
  const goTo = (next: Stage) => {
    moved.current = true;
    setErrors({});
    setAlert(null);
    setStage(next);
  };

  /** One provider call: the loading panel meanwhile, the spec's step error on failure. */
  async function step(path: string, body: unknown): Promise<unknown | undefined> {
    setBusy(true);
    setAlert(null);
    try {
      const { status, answer } = await post(path, body);
      if (status === 200 || status === 201) return answer;
      if (status === 400 && isObject(answer) && isObject(answer.errors) && Object.keys(answer.errors).length > 0) {
        const refused = answer.errors as Errors;
        setErrors(refused);
        // A field of this step takes the focus; one the shopper cannot see is told in the alert.
        const field = Object.keys(refused).find((name) => document.getElementById(`trade-in-${name}`));
        if (field) window.setTimeout(() => document.getElementById(`trade-in-${field}`)?.focus(), 0);
        else setAlert(Object.values(refused)[0] ?? TRADE_IN_WIZARD_TEXTS.stepFailed);
        return undefined;
      }
      setAlert(tradeInErrorMessage(isObject(answer) ? answer.error : null));
    } catch {
      setAlert(TRADE_IN_WIZARD_TEXTS.stepFailed);
    } finally {
      setBusy(false);
    }
    return undefined;
  }

  /** Spec §7 `POST /api/miscellaneous`: the valuation shown also goes to a signed-in shopper's profile, where the tenant keeps them. Never rejects. */
  function keepOnProfile(leadId: number, shown: Pick<ShownValuation, 'flow' | 'kms' | 'offer'>): Promise<void> {
    if (!saveToProfile) return Promise.resolve();
    return saveValuationToProfile({ leadId, vehicleName, rego: vehicle.rego, state: vehicle.state, ...shown });
  }

  async function lookUp(event: FormEvent) {
    event.preventDefault();
    const found = validateVehicleDetails(vehicle) as Errors;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = await step('/api/eval-expert/enter-vin', vehicle);
    if (answer === undefined) return;
    const lookup = readEvalExpertResponse(answer);
    const outcome = lookupOutcome(lookup, options);
    if (outcome.kind === 'no-match') return goTo('no-match');
    if (outcome.kind === 'choose-vehicle') {
      setChoice({ descriptions: outcome.descriptions, vin: outcome.vin, manualEntry: '' });
      return goTo(2);
    }
    setChoice({ descriptions: [], vin: null, manualEntry: '' });
    setVehicleName(vehicleNameOf(lookup.vehicle));
    setEvalId(outcome.evalId);
    goTo(outcome.step);
  }

  async function choose(event: FormEvent) {
    event.preventDefault();
    const found = validateVehicleSelection({ manualEntry: choice.manualEntry }, choice.descriptions) as Errors;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = await step('/api/eval-expert/manual-entry', { vin: choice.vin ?? '', desc: choice.manualEntry });
    if (answer === undefined) return;
    const selected = readEvalExpertResponse(answer);
    const outcome = selectionOutcome(selected, options);
    if (outcome.kind === 'failed') return setAlert(outcome.message);
    setVehicleName(choice.manualEntry || vehicleNameOf(selected.vehicle));
    setEvalId(outcome.evalId);
    goTo(outcome.step);
  }

  async function finish(event: FormEvent) {
    event.preventDefault();
    const found = validateYourDetails(details) as Errors;
    if (termsNotice && !termsAccepted) found.terms_accepted = LEAD_TEXTS.termsRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`trade-in-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    idempotencyKey.current ??= newIdempotencyKey();
    const carId = typeof router.query.car_id === 'string' && /^\d{1,15}$/.test(router.query.car_id) ? router.query.car_id : undefined;
    const answer = await step('/api/eval-expert/update-eval', {
      ...details,
      evalid: evalId,
      rego: vehicle.rego,
      state: vehicle.state,
      manualEntry: choice.manualEntry || undefined,
      car_id: carId,
      source_page: sourcePage,
      terms_accepted: termsNotice ? termsAccepted : undefined,
      idempotency_key: idempotencyKey.current,
    });
    if (!isObject(answer) || typeof answer.lead_id !== 'number') return;
    (window.dataLayer ??= []).push({
      event: 'lead_submitted',
      event_id: LEAD_EVENT_IDS.defaultEnquiry,
      lead_id: answer.lead_id,
      category: 'Trade-In Enquiry',
    });
    try {
      // Spec §3: the valuation is kept on the device (`{dealership}TradeInValuation`).
      window.localStorage.setItem(
        `${storagePrefix}TradeInValuation`,
        JSON.stringify({ lead_id: answer.lead_id, rego: vehicle.rego, state: vehicle.state, valuation: answer.valuation }),
      );
    } catch (error) {
      console.warn('Could not keep the valuation on this device', error);
    }
    // The move to /success loads a new page (an island page has no client-side router), which would
    // cut the save short and lose its failure log: it is waited for, at most PROFILE_SAVE_WAIT_MS.
    await Promise.race([
      keepOnProfile(answer.lead_id, { flow: 'wizard', kms: details.odometer }),
      new Promise((resolve) => window.setTimeout(resolve, PROFILE_SAVE_WAIT_MS)),
    ]);
    await router.push(`/success?${new URLSearchParams({ category: 'Trade-In Enquiry' }).toString()}`);
  }

  const errorOf = (field: string) => errors[field];
  const control = (field: string) => ({
    id: `trade-in-${field}`,
    name: field,
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby': errorOf(field) ? `trade-in-${field}-error` : undefined,
  });
  const fieldError = (field: string): ReactNode =>
    errorOf(field) ? (
      <p id={`trade-in-${field}-error`} className="field-error">
        {errorOf(field)}
      </p>
    ) : null;
  const setDetail = (field: YourDetailsField) => (event: { target: { value: string } }) =>
    setDetails((current) => ({ ...current, [field]: event.target.value }));
  const select = (field: YourDetailsField, label: string, choices: readonly string[]) => (
    <div className="field">
      <label htmlFor={`trade-in-${field}`}>{label}</label>
      <select {...control(field)} value={details[field]} onChange={setDetail(field)}>
        <option value="">Choose…</option>
        {choices.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
      {fieldError(field)}
    </div>
  );
  const input = (field: YourDetailsField, label: string, type: string, autoComplete: string, extra: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`trade-in-${field}`}>{label}</label>
      <input {...control(field)} type={type} autoComplete={autoComplete} value={details[field]} onChange={setDetail(field)} {...extra} />
      {fieldError(field)}
    </div>
  );

  const current = stage === 'no-match' || stage === 'offer' ? null : steps.find((s) => s.number === stage);
  const position = current ? steps.indexOf(current) + 1 : 1;
  const heading = current
    ? `Step ${position} of ${steps.length}: ${current.title}`
    : stage === 'offer'
      ? offerAnswer?.offer
        ? INSTANT_OFFER_HEADINGS.offer
        : INSTANT_OFFER_HEADINGS.noEstimate
      : 'No match found';
  const helpers = { errors, setErrors, control, fieldError };
  const termsBox = termsNotice && (
    <div className="field">
      <label className="choice">
        <input
          {...control('terms_accepted')}
          type="checkbox"
          checked={termsAccepted}
          onChange={(event) => setTermsAccepted(event.target.checked)}
        />
        <span>
          I agree to the <a href={termsHref}>trade-in terms and conditions</a>
        </span>
      </label>
      {fieldError('terms_accepted')}
    </div>
  );

  return (
    <Root aria-labelledby="trade-in-heading" data-testid="trade-in-wizard" data-stage={String(stage)}>
      <ol className="steps" aria-label="Valuation steps">
        {steps.map((s, index) => (
          <li key={s.number} aria-current={s.number === stage ? 'step' : undefined}>
            {index + 1}. {s.title}
          </li>
        ))}
      </ol>
      <h2 id="trade-in-heading" tabIndex={-1} ref={headingRef}>
        {heading}
      </h2>
      {alert && (
        <p className="destructive" role="alert" tabIndex={-1} ref={alertRef} data-testid="trade-in-alert">
          {alert}
        </p>
      )}

      {stage === 1 && (
        <form noValidate onSubmit={lookUp} aria-labelledby="trade-in-heading" aria-busy={busy}>
          <div className="two">
            <div className="field">
              <label htmlFor="trade-in-rego">Registration number</label>
              <input
                {...control('rego')}
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                value={vehicle.rego}
                onChange={(e) => setVehicle((v) => ({ ...v, rego: e.target.value }))}
              />
              {fieldError('rego')}
            </div>
            <div className="field">
              <label htmlFor="trade-in-state">State</label>
              <select {...control('state')} value={vehicle.state} onChange={(e) => setVehicle((v) => ({ ...v, state: e.target.value }))}>
                <option value="">Choose a state</option>
                {REGO_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </select>
              {fieldError('state')}
            </div>
          </div>
          {busy ? (
            <LoadingPanel />
          ) : (
            <div className="actions">
              <button type="submit" className="btn contained large">
                Find my vehicle
              </button>
            </div>
          )}
        </form>
      )}

      {stage === 2 && (
        <form noValidate onSubmit={choose} aria-labelledby="trade-in-heading" aria-busy={busy}>
          <fieldset aria-describedby={errorOf('manualEntry') ? 'trade-in-manualEntry-error' : undefined}>
            <legend>Which of these is your vehicle?</legend>
            {choice.descriptions.map((description, index) => (
              <label key={description} className="choice">
                <input
                  type="radio"
                  name="manualEntry"
                  id={index === 0 ? 'trade-in-manualEntry' : undefined}
                  value={description}
                  checked={choice.manualEntry === description}
                  onChange={() => setChoice((c) => ({ ...c, manualEntry: description }))}
                />
                {description}
              </label>
            ))}
            {fieldError('manualEntry')}
          </fieldset>
          {busy ? (
            <LoadingPanel />
          ) : (
            <div className="actions">
              <button type="button" className="btn outlined large" onClick={() => goTo(1)}>
                Back
              </button>
              <button type="submit" className="btn contained large">
                Continue
              </button>
            </div>
          )}
        </form>
      )}

      {instant && evalId && (stage === 3 || stage === 4 || stage === 'offer') && (
        <InstantOfferStage
          stage={stage}
          evalId={evalId}
          vehicle={vehicle}
          manualEntry={choice.manualEntry}
          vehicleName={vehicleName}
          locations={locations}
          about={about}
          onAbout={setAbout}
          details={offerDetails}
          onDetails={setOfferDetails}
          termsNotice={termsNotice}
          termsAccepted={termsAccepted}
          termsBox={termsBox}
          storagePrefix={storagePrefix}
          idempotencyKey={() => (idempotencyKey.current ??= newIdempotencyKey())}
          helpers={helpers}
          busy={busy}
          loading={<LoadingPanel />}
          step={step}
          goTo={goTo}
          backFromAbout={choice.descriptions.length > 0 ? 2 : 1}
          offerAnswer={offerAnswer}
          purchaseAction={purchaseAction}
          onOffer={(received) => {
            setOfferAnswer(received);
            void keepOnProfile(received.lead_id, { flow: 'instant-offer', kms: about.kms, offer: received.offer });
          }}
        />
      )}

      {stage === 3 && evalId && !instant && (
        <ImageUploadStep
          evalId={evalId}
          photos={photos}
          onPhotos={setPhotos}
          onDone={() => goTo(4)}
          onBack={() => goTo(choice.descriptions.length > 0 ? 2 : 1)}
        />
      )}

      {stage === 4 && !instant && (
        <form noValidate onSubmit={finish} aria-labelledby="trade-in-heading" aria-busy={busy}>
          {vehicleName && (
            <p className="vehicle" data-testid="trade-in-vehicle">
              Your vehicle: <strong>{vehicleName}</strong> ({normaliseRego(vehicle.rego)}, {vehicle.state})
            </p>
          )}
          <div className="two">
            {input('postcode', 'Postcode', 'text', 'postal-code', { inputMode: 'numeric', maxLength: 4 })}
            {input('odometer', 'Odometer (km)', 'text', 'off', { inputMode: 'numeric' })}
          </div>
          <div className="two">
            {select('service_history', 'Service history', SERVICE_HISTORY_OPTIONS)}
            {select('number_of_keys', 'Number of keys', NUMBER_OF_KEYS_OPTIONS)}
            {select('car_condition', 'Car condition', CAR_CONDITION_OPTIONS)}
          </div>
          <div className="field">
            <label htmlFor="trade-in-comments">Comments</label>
            <textarea {...control('comments')} value={details.comments} onChange={setDetail('comments')} />
            {fieldError('comments')}
          </div>
          <div className="two">
            {input('name', 'First name', 'text', 'given-name')}
            {input('last_name', 'Last name', 'text', 'family-name')}
          </div>
          <div className="two">
            {input('phone', 'Phone', 'tel', 'tel')}
            {input('email', 'Email', 'email', 'email')}
          </div>
          {termsBox}
          {busy ? (
            <LoadingPanel />
          ) : (
            <div className="actions">
              <button
                type="button"
                className="btn outlined large"
                onClick={() => goTo(imageUploadEnabled ? 3 : choice.descriptions.length > 0 ? 2 : 1)}
              >
                Back
              </button>
              <button type="submit" className="btn contained large">
                Get my valuation
              </button>
            </div>
          )}
        </form>
      )}

      {stage === 'no-match' && (
        <div className="no-match" data-testid="trade-in-no-match">
          <p>
            <strong>{TRADE_IN_WIZARD_TEXTS.noMatchHeading}</strong>
          </p>
          <p>{TRADE_IN_WIZARD_TEXTS.noMatchMessage}</p>
          <div className="actions">
            {phone && (
              <a className="btn contained large" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                Call {phone}
              </a>
            )}
            <a className="btn outlined large" href={contactHref}>
              Contact us
            </a>
            <button type="button" className="btn outlined large" onClick={() => goTo(1)}>
              Back
            </button>
          </div>
        </div>
      )}
    </Root>
  );
}
