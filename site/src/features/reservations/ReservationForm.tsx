/**
 * The checkout's contact form (issue 38): name, email and phone, checked in the browser with the
 * schema the route and the CMS check with (`validateReservationRequest`), then sent to
 * `POST /api/reservations`; on 201 the browser goes to the payment page. One idempotency key per
 * page load: a repeated click, or coming back from the payment page, finds the same reservation.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { LEAD_TEXTS, validateReservationRequest, type LeadFieldError } from '@dealer/domain/leads';
import { styled } from '@/features/theme/styled';
import { buttons } from '@/features/ui/buttonStyles';
import { formControl, formControlInvalid, formField, formLabel, submitSpinner } from '@/features/ui/formControlStyles';
import { keptContact } from '@/features/leads/leadStorage';
import { body2 } from '@/features/carDetail/styles';
import type { ContactPrefill } from './checkoutModel';
import { RESERVATIONS_API_PATH, reservationFormOutcome, type ReservationFormOutcome } from './reservationFormOutcome';

const Root = styled('form')(({ theme }) => ({
  ...buttons(theme),
  display: 'grid',
  gap: 14,
  '.field': formField,
  label: formLabel(theme),
  input: formControl(theme),
  '[aria-invalid=true]': { ...formControlInvalid(theme), outlineColor: theme.palette.error.main },
  '.field-error': { ...body2(theme), color: theme.palette.error.main, margin: 0 },
  '.error-summary': {
    border: `2px solid ${theme.palette.error.main}`,
    borderRadius: theme.shape.borderRadius,
    padding: '10px 14px',
    color: theme.palette.error.dark,
    h3: { fontSize: '1rem', margin: '0 0 6px' },
    ul: { margin: 0, paddingLeft: 20 },
    a: { color: 'inherit' },
  },
  '.form-message': {
    ...body2(theme),
    margin: 0,
    padding: '10px 14px',
    border: `1px solid ${theme.palette.error.main}`,
    borderRadius: theme.shape.borderRadius,
    color: theme.palette.error.dark,
    p: { margin: 0, fontWeight: 600 },
    '.links': { display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 10 },
  },
  '.spinner': submitSpinner,
  '.hint': { ...body2(theme), color: theme.palette.text.secondary, margin: 0 },
}));

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];

const fieldId = (field: string) => `reserve-${field}`;

/** 32 hex characters (IDEMPOTENCY_KEY_PATTERN); getRandomValues works on plain http too, unlike randomUUID. */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type Status = { kind: 'idle' } | { kind: 'submitting' } | Exclude<ReservationFormOutcome, { kind: 'pay' }>;

export interface ReservationFormProps {
  carSlug: string;
  /** `Pay $200 deposit`. */
  payLabel: string;
  prefill: ContactPrefill;
  storagePrefix: string;
  findSimilarHref: string;
  signInHref: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
}

export function ReservationForm({
  carSlug,
  payLabel,
  prefill,
  storagePrefix,
  findSimilarHref,
  signInHref,
  labelledBy,
}: ReservationFormProps) {
  const [values, setValues] = useState<ContactPrefill>(prefill);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const key = useRef<string | null>(null);
  // Set at once on submit (state updates later): a double click sends one request.
  const busy = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  // Details an earlier enquiry kept on this device (spec §3) fill the fields the server left empty.
  useEffect(() => {
    const kept = keptContact(storagePrefix);
    if (kept)
      setValues((current) => ({ name: current.name || kept.name, email: current.email || kept.email, phone: current.phone || kept.phone }));
  }, [storagePrefix]);

  // Back from the payment page, the browser may show this page as it was left (busy): make it usable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setStatus({ kind: 'idle' });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  // The error list, or the refusal, takes the focus when it appears.
  useEffect(() => {
    if (status.kind === 'invalid') summaryRef.current?.focus();
    if (status.kind === 'refused' || status.kind === 'failed') messageRef.current?.focus();
  }, [status]);

  const submitting = status.kind === 'submitting';
  const errors = status.kind === 'invalid' ? status.errors : [];
  const errorOf = (field: FieldName) => errors.find((error) => error.field === field)?.message;

  const onChange = (field: FieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    key.current ??= newIdempotencyKey();
    const body = { car_slug: carSlug, name: values.name, email: values.email, phone: values.phone, idempotency_key: key.current };
    const checked = await validateReservationRequest(body);
    if (!checked.ok) {
      busy.current = false;
      return setStatus({ kind: 'invalid', errors: checked.errors });
    }
    setStatus({ kind: 'submitting' });
    let outcome: ReservationFormOutcome;
    try {
      const response = await fetch(RESERVATIONS_API_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(checked.value),
      });
      outcome = reservationFormOutcome(response.status, await response.json().catch(() => null));
    } catch (error) {
      console.error('The reservation could not be sent', error);
      outcome = { kind: 'failed', message: LEAD_TEXTS.submitFailed };
    }
    // Off to pay: the button stays busy until the payment page has loaded.
    if (outcome.kind === 'pay') return window.location.assign(outcome.paymentUrl);
    busy.current = false;
    setStatus(outcome);
  }

  return (
    // method=post: a press before the page's script has run reloads the page, never putting the
    // shopper's details in an address.
    <Root method="post" noValidate onSubmit={submit} aria-labelledby={labelledBy} aria-busy={submitting} data-testid="reservation-form">
      {errors.length > 0 && (
        <div className="error-summary" role="alert" tabIndex={-1} ref={summaryRef} data-testid="reservation-error-list">
          <h3>{LEAD_TEXTS.errorListHeading}</h3>
          <ul>
            {errors.map(({ field, message }: LeadFieldError) => (
              <li key={field}>{FIELDS.some((f) => f.name === field) ? <a href={`#${fieldId(field)}`}>{message}</a> : message}</li>
            ))}
          </ul>
        </div>
      )}
      {FIELDS.map(({ name, label, type, autoComplete }) => {
        const error = errorOf(name);
        return (
          <div className="field" key={name}>
            <label htmlFor={fieldId(name)}>{label}</label>
            <input
              id={fieldId(name)}
              name={name}
              type={type}
              autoComplete={autoComplete}
              required
              value={values[name]}
              onChange={onChange(name)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId(name)}-error` : undefined}
            />
            {error && (
              <p id={`${fieldId(name)}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {(status.kind === 'refused' || status.kind === 'failed') && (
        <div className="form-message" role="alert" tabIndex={-1} ref={messageRef} data-testid="reservation-form-error">
          <p>{status.message}</p>
          {status.kind === 'refused' && (status.similar || status.signIn) && (
            <div className="links">
              {status.signIn && (
                <a className="btn outlined" href={signInHref}>
                  Sign in
                </a>
              )}
              {status.similar && (
                <a className="btn outlined" href={findSimilarHref}>
                  Find Me Something Similar
                </a>
              )}
            </div>
          )}
        </div>
      )}
      <button type="submit" className="btn contained large full" disabled={submitting}>
        {submitting && <span className="spinner" aria-hidden="true" />}
        {payLabel}
      </button>
      <p className="hint">You will pay on a secure payment page.</p>
    </Root>
  );
}
