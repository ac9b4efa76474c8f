/**
 * The shopper's lead form (spec §4 "Generic enquiry form", §5 rules, §8 texts, §9 events): one
 * Formik form driven by the shared schema (`leadSchema`, the one `POST /api/leads` checks with)
 * and the per-form field table (leadFormFields.ts). Loaded by LeadForm (clientOnly) where a form opens in
 * the browser, and by LeadFormIsland where a page's form is sent in its HTML.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Router from 'next/router';
import { Formik, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { styled } from '@/features/theme/styled';
import { showToast } from '@/features/ui/toast';
import {
  ENQUIRY_CATEGORIES,
  LEAD_FORM_CATEGORY,
  LEAD_HONEYPOT_FIELD,
  LEAD_TEXTS,
  MESSAGE_OPTIONAL_FORMS,
  PREFERRED_CONTACT_METHODS,
  SERVICE_OPTIONS,
  appointmentSlots,
  leadEventId,
  leadInitialValues,
  type LeadFieldError,
} from '@dealer/domain/leads';
import { formatTime, type Locale } from '@dealer/domain';
import { dealerTimeZone } from '@/features/carDetail/carDetailModel';
import { body2, buttons } from '@/features/carDetail/styles';
import {
  formChoice,
  formChoiceInput,
  formControl,
  formControlInvalid,
  formField,
  formLabel,
  submitSpinner,
} from '@/features/ui/formControlStyles';
import {
  IdempotencyKeys,
  MULTI_STEP_TITLES,
  leadFormFields,
  leadFormSchema,
  leadFormSchemaOptions,
  leadStorageEntries,
  leadSubmissionBody,
  leadTenantFacts,
  multiStepOf,
  type LeadFormValues,
} from './leadFormModel';
import { leadFormAsksForDate, type LeadFieldName } from './leadFormFields';
import { keptContact } from './leadStorage';
import type { LeadFormProps } from './leadFormTypes';
import { dateTimeFormat } from '@/lib/intlFormats';

export const LEADS_API_PATH = '/api/leads';
const SLOT_MINUTES = 30;
const SLOT_DAYS = 14;

/** How long a failure toast stays: long enough to read the spec's sentence twice. */
const FAILURE_TOAST_MS = 8000;

const Root = styled('form')(({ theme }) => ({
  ...buttons(theme),
  display: 'grid',
  gap: 14,
  '.field': formField,
  label: formLabel(theme),
  'input:not([type=checkbox]):not([type=radio]), select, textarea': formControl(theme),
  textarea: { minHeight: 110, resize: 'vertical' },
  '[aria-invalid=true]': { ...formControlInvalid(theme), outlineColor: theme.palette.error.main },
  '.field-error': { ...body2(theme), color: theme.palette.error.main, margin: 0 },
  fieldset: { border: 0, margin: 0, padding: 0, display: 'grid', gap: 6 },
  legend: { fontWeight: 600, fontSize: theme.typography.pxToRem(14), padding: 0, marginBottom: 4 },
  '.choices': { display: 'flex', flexWrap: 'wrap', gap: '6px 18px' },
  '.choice': { ...formChoice, fontWeight: 400 },
  '.choice input': formChoiceInput(theme),
  '.two': { display: 'grid', gap: 14, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' },
  '.error-summary': {
    border: `2px solid ${theme.palette.error.main}`,
    borderRadius: theme.shape.borderRadius,
    padding: '10px 14px',
    color: theme.palette.error.dark,
    outline: 'none',
    h3: { fontSize: '1rem', margin: '0 0 6px' },
    ul: { margin: 0, paddingLeft: 20 },
    a: { color: 'inherit' },
  },
  '.form-error': { ...body2(theme), color: theme.palette.error.main, fontWeight: 600, margin: 0 },
  // The honeypot: off-screen for people, tempting for bots.
  '.hp': { position: 'absolute', left: -10000, top: 'auto', width: 1, height: 1, overflow: 'hidden' },
  '.spinner': submitSpinner,
  '.hint': { ...body2(theme), color: theme.palette.text.secondary, margin: 0 },
  '.step': { fontWeight: 700, margin: 0, outline: 'none', '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` } },
  '.step-buttons': { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 10 },
}));

type LeadApiAnswer = { lead_id?: unknown; error?: unknown; errors?: unknown };

interface SubmitStatus {
  formError?: string;
  serverErrors?: LeadFieldError[];
}

export interface TypedBeforeHydration {
  /** The server-rendered form the shopper typed into while this code was loading (LeadFormIsland). */
  form: HTMLFormElement;
  /** The fields touched; the set grows until the form is live (read again then). */
  names: ReadonlySet<string>;
}

export function LeadFormClient(props: LeadFormProps & { typed?: TypedBeforeHydration }) {
  const { form, car, carId, options, prefill, offerId, fixedLocation, typed } = props;
  const keys = useRef(new IdempotencyKeys());
  const schemaOptions = useMemo(() => leadFormSchemaOptions(form, Boolean(car || carId), options), [form, car, carId, options]);
  const schema = useMemo(() => leadFormSchema(form, schemaOptions), [form, schemaOptions]);
  const fields = leadFormFields(form, Boolean(car || carId)).filter((field) => field !== 'location' || !fixedLocation);
  const idPrefix = `lead-${form}`;

  const initialValues = useMemo<LeadFormValues>(() => {
    const values = leadInitialValues(form) as LeadFormValues;
    // Prefill from the URL counts only when it names one of the tenant's options.
    if (prefill?.location && options.locations.some((l) => l.slug === prefill.location)) values.location = prefill.location;
    if (prefill?.dealership_slug && options.dealerships.some((d) => d.slug === prefill.dealership_slug))
      values.dealership_slug = prefill.dealership_slug;
    if (prefill?.message) values.message = prefill.message;
    if (prefill?.subcategory) values.subcategory = prefill.subcategory;
    if (offerId) values.offer_id = offerId;
    if (fixedLocation) values.location = fixedLocation;
    if (prefill?.vehiclePriceBudget) values.vehiclePriceBudget = prefill.vehiclePriceBudget;
    if (options.dealerships.length === 1 && fields.includes('dealership_slug')) values.dealership_slug = options.dealerships[0]!.slug;
    // The car travels as a hidden value, so that forms that need it (request photos, quick enquiry) validate in the browser too.
    const aboutCarId = car?.id ?? carId;
    if (aboutCarId) values.car_id = String(aboutCarId);
    if (typed) Object.assign(values, valuesTyped(typed, values));
    return values;
    // The form starts once; later prop changes are the same page's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit(values: LeadFormValues, helpers: FormikHelpers<LeadFormValues>) {
    helpers.setStatus({} satisfies SubmitStatus);
    const key = keys.current.keyFor(values);
    const body = leadSubmissionBody(values, key, car, carId);
    const fail = (message: string) => {
      helpers.setStatus({ formError: message } satisfies SubmitStatus);
      showToast(message, 'alert', { durationMs: FAILURE_TOAST_MS, testId: 'lead-toast' });
    };
    // Spec §4: the multi-step form shows the returned error, or 'An unexpected error occured'.
    const fallback = form === 'multi-step' ? LEAD_TEXTS.unexpectedError : LEAD_TEXTS.submitFailed;
    let response: Response;
    let answer: LeadApiAnswer | null = null;
    try {
      response = await fetch(LEADS_API_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      answer = (await response.json().catch(() => null)) as LeadApiAnswer | null;
    } catch {
      return fail(fallback);
    }
    if (response.status === 201 && typeof answer?.lead_id === 'number') {
      const category = body.category;
      const dataLayer = (window.dataLayer ??= []);
      dataLayer.push({
        event: 'lead_submitted',
        event_id: leadEventId({ form, carType: car?.carType ?? props.carType, carTag: car?.tag }),
        lead_id: answer.lead_id,
        category,
      });
      try {
        for (const [name, value] of leadStorageEntries(props.storagePrefix, body, car)) window.localStorage.setItem(name, value);
      } catch (error) {
        // Private modes refuse storage; the lead is stored all the same.
        console.warn('Could not keep the enquiry on this device', error);
      }
      const subcategory = LEAD_FORM_CATEGORY[form].subcategory ?? body.subcategory;
      const query = new URLSearchParams({ category, ...(subcategory ? { subcategory } : {}) });
      await Router.push(`/success?${query.toString()}`);
      return;
    }
    if (response.status === 400 && Array.isArray(answer?.errors)) {
      const errors = answer.errors as LeadFieldError[];
      helpers.setErrors(Object.fromEntries(errors.map((e) => [e.field, e.message])) as FormikErrors<LeadFormValues>);
      helpers.setStatus({ serverErrors: errors } satisfies SubmitStatus);
      return;
    }
    fail(typeof answer?.error === 'string' && answer.error ? answer.error : fallback);
  }

  return (
    // Errors show from the first submit on and clear as the shopper types; never on blur, where
    // a message vanishing under the pointer on its way to the button would swallow the click.
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit} validateOnBlur={false} validateOnChange>
      <LeadFormBody {...props} fields={fields} idPrefix={idPrefix} />
    </Formik>
  );
}

function LeadFormBody({
  form,
  car,
  options,
  storagePrefix,
  labelledBy,
  submitLabel,
  fields,
  idPrefix,
  typed,
}: LeadFormProps & { fields: LeadFieldName[]; idPrefix: string; typed?: TypedBeforeHydration }) {
  const formik = useFormikContext<LeadFormValues>();
  const { values, errors, submitCount, isSubmitting, handleSubmit, setFieldValue } = formik;
  const status = (formik.status ?? {}) as SubmitStatus;
  const summaryRef = useRef<HTMLDivElement>(null);
  const facts = useMemo(() => leadTenantFacts(options, new Date(), leadFormAsksForDate(form)), [options, form]);
  const messageRequired = !options.messageOptional && !MESSAGE_OPTIONAL_FORMS.includes(form);

  // Spec §4 "Multi-step lead form": Next until the last step, which submits. Other forms are one step.
  const multiStep = form === 'multi-step';
  const lastStep = multiStep ? MULTI_STEP_TITLES.length - 1 : 0;
  const [step, setStep] = useState(0);
  const [stepTried, setStepTried] = useState(false);
  const stepHeadingRef = useRef<HTMLParagraphElement>(null);
  const focusStep = useRef(false);
  const shows = (field: string) => !multiStep || multiStepOf(field, fields) === step;
  const goToStep = (target: number) => {
    focusStep.current = true;
    setStepTried(false);
    setSummary([]);
    setStep(target);
  };
  useEffect(() => {
    if (focusStep.current) {
      focusStep.current = false;
      stepHeadingRef.current?.focus();
    }
  }, [step]);
  async function nextStep() {
    const stepErrors = listedErrors(await formik.validateForm(), undefined, fields).filter(
      (error) => multiStepOf(error.field, fields) === step,
    );
    if (stepErrors.length > 0) {
      setStepTried(true);
      focusSummary.current = true;
      setSummary(stepErrors);
      return;
    }
    goToStep(step + 1);
  }

  // Contact details kept by an earlier lead (spec §3) fill an untouched form.
  useEffect(() => {
    const contact = keptContact(storagePrefix);
    if (!contact) return;
    for (const field of ['name', 'email', 'phone'] as const) if (!values[field]) void setFieldValue(field, contact[field], false);
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A field changed while this code hydrated, after the first values were read: React leaves the
  // control as the shopper set it but the state as it was (a select chosen mid-hydration was reset at
  // the next render). Read again as the form goes live, after the kept details (what the shopper typed wins).
  useEffect(() => {
    if (!typed) return;
    for (const [field, value] of Object.entries(valuesTyped(typed, values))) {
      if (JSON.stringify(values[field as keyof LeadFormValues]) !== JSON.stringify(value)) void setFieldValue(field, value, false);
    }
    // Once, on mount (the form is live then).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Spec §2: the dealership select picks the only option left (e.g. the chosen location's dealership).
  const dealershipChoices = useMemo(() => {
    const location = options.locations.find((l) => l.slug === values.location);
    return location?.dealershipSlug ? options.dealerships.filter((d) => d.slug === location.dealershipSlug) : options.dealerships;
  }, [options, values.location]);
  useEffect(() => {
    if (!fields.includes('dealership_slug')) return;
    const only = dealershipChoices.length === 1 ? dealershipChoices[0]!.slug : null;
    if (only && values.dealership_slug !== only) void setFieldValue('dealership_slug', only, false);
  }, [dealershipChoices, fields, values.dealership_slug, setFieldValue]);

  const slots = useMemo(
    () =>
      // Only a form that asks a date offers slots (and only it knows today: leadTenantFacts).
      car && car.openingHours.length && facts.today
        ? appointmentSlots(car.openingHours, facts.today, SLOT_DAYS, SLOT_MINUTES, { notBefore: nowIn(options.locale) })
        : [],
    [car, facts.today, options.locale],
  );

  // The error list is drawn at each refused submit and kept until the next one: fixing a field
  // (validated on blur) must not shift the form under the pointer on its way to the button.
  const [summary, setSummary] = useState<LeadFieldError[]>([]);
  useEffect(() => {
    if (submitCount === 0) return;
    if (isSubmitting) return setSummary([]);
    const listed = listedErrors(errors, status.serverErrors, fields);
    // A refused field on an earlier step takes the shopper back to it.
    const earliest = Math.min(lastStep, ...listed.map((error) => (multiStep ? multiStepOf(error.field, fields) : 0)));
    if (earliest < step) setStep(earliest);
    focusSummary.current = listed.length > 0;
    setSummary(listed);
    // On each attempt's end, not on each keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting, status.serverErrors]);
  const showSummary = summary.length > 0;
  // The list takes the focus once drawn (and role="alert" announces it).
  const focusSummary = useRef(false);
  useEffect(() => {
    if (summary.length && focusSummary.current) {
      focusSummary.current = false;
      summaryRef.current?.focus();
    }
  }, [summary]);

  const id = (field: string) => `${idPrefix}-${field}`;
  const errorOf = (field: string): string | undefined => {
    const error = (errors as Record<string, unknown>)[field];
    if (typeof error !== 'string') return undefined;
    return submitCount > 0 || stepTried ? error : undefined;
  };
  const control = (field: string, extraDescribedBy?: string) => {
    const error = errorOf(field);
    const describedBy = [error ? `${id(field)}-error` : null, extraDescribedBy].filter(Boolean).join(' ');
    return {
      id: id(field),
      name: field,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
    };
  };
  const fieldError = (field: string) => {
    const error = errorOf(field);
    return error ? (
      <p id={`${id(field)}-error`} className="field-error">
        {error}
      </p>
    ) : null;
  };
  const textField = (
    field: 'name' | 'email' | 'phone' | 'Rego' | 'parts_make' | 'parts_model' | 'part',
    label: string,
    type: string,
    autoComplete: string,
    placeholder?: string,
  ) => (
    <div className="field" key={field}>
      <label htmlFor={id(field)}>{label}</label>
      <input {...control(field)} type={type} autoComplete={autoComplete} value={values[field] ?? ''} placeholder={placeholder} />
      {fieldError(field)}
    </div>
  );

  const renderField = (field: LeadFieldName) => {
    switch (field) {
      case 'category':
        return (
          <div className="field" key={field}>
            <label htmlFor={id(field)}>Enquiry type</label>
            <select {...control(field)} value={values.category}>
              {ENQUIRY_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
            {fieldError(field)}
          </div>
        );
      case 'location':
        return (
          <div className="field" key={field}>
            <label htmlFor={id(field)}>{form === 'service' ? 'Service Location' : form === 'parts' ? 'Parts Location' : 'Location'}</label>
            <select {...control(field)} value={values.location ?? ''}>
              <option value="">Choose a location</option>
              {options.locations.map((location) => (
                <option key={location.slug} value={location.slug}>
                  {location.name}
                </option>
              ))}
            </select>
            {fieldError(field)}
          </div>
        );
      case 'dealership_slug':
        return (
          <div className="field" key={field}>
            <label htmlFor={id(field)}>Preferred dealership</label>
            <select {...control(field)} value={values.dealership_slug ?? ''}>
              {dealershipChoices.length > 1 && <option value="">Choose a dealership</option>}
              {dealershipChoices.map((dealership) => (
                <option key={dealership.slug} value={dealership.slug}>
                  {dealership.name}
                </option>
              ))}
            </select>
            {fieldError(field)}
          </div>
        );
      case 'message':
        return (
          <div className="field" key={field}>
            <label htmlFor={id(field)}>
              {form === 'multi-step' ? 'What are you looking for?' : 'Message'}
              {messageRequired ? '' : ' (optional)'}
            </label>
            <textarea {...control(field)} value={values.message ?? ''} />
            {fieldError(field)}
          </div>
        );
      case 'Rego':
        return textField('Rego', 'Rego (optional)', 'text', 'off', LEAD_TEXTS.regoPlaceholder);
      case 'parts_make':
        return textField('parts_make', 'Vehicle make', 'text', 'off', 'e.g. Toyota');
      case 'parts_model':
        return textField('parts_model', 'Vehicle model', 'text', 'off', 'e.g. HiLux');
      case 'part':
        return textField('part', 'Part or part number', 'text', 'off', 'e.g. Tow bar kit');
      case 'vehiclePriceBudget':
        return (
          <div className="field" key={field}>
            <label htmlFor={id(field)}>Vehicle price budget (optional)</label>
            <input {...control(field)} type="text" inputMode="numeric" autoComplete="off" value={String(values.vehiclePriceBudget ?? '')} />
            {fieldError(field)}
          </div>
        );
      case 'preferred_date':
        return slots.length > 0 ? (
          <div className="two" key={field}>
            <div className="field">
              <label htmlFor={id('preferred_date')}>Preferred date (optional)</label>
              <select
                {...control('preferred_date')}
                value={values.preferred_date ?? ''}
                onChange={(event) => {
                  void setFieldValue('preferred_date', event.target.value);
                  void setFieldValue('preferred_time', '');
                }}
              >
                <option value="">Any day</option>
                {slots.map((day) => (
                  <option key={day.date} value={day.date}>
                    {dayLabel(day.date, options.locale)}
                  </option>
                ))}
              </select>
              {fieldError('preferred_date')}
            </div>
            <div className="field">
              <label htmlFor={id('preferred_time')}>Preferred time (optional)</label>
              <select {...control('preferred_time')} value={values.preferred_time ?? ''} disabled={!values.preferred_date}>
                <option value="">Any time</option>
                {(slots.find((day) => day.date === values.preferred_date)?.times ?? []).map((time) => (
                  <option key={time} value={time}>
                    {formatTime(time)}
                  </option>
                ))}
              </select>
              {fieldError('preferred_time')}
            </div>
          </div>
        ) : (
          <div className="two" key={field}>
            <div className="field">
              <label htmlFor={id('preferred_date')}>Preferred date (optional)</label>
              <input {...control('preferred_date')} type="date" min={facts.today} value={values.preferred_date ?? ''} />
              {fieldError('preferred_date')}
            </div>
            <div className="field">
              <label htmlFor={id('preferred_time')}>Preferred time (optional)</label>
              <input {...control('preferred_time')} type="time" step={SLOT_MINUTES * 60} value={values.preferred_time ?? ''} />
              {fieldError('preferred_time')}
            </div>
          </div>
        );
      case 'preferred_time':
        return null;
      case 'additional_services':
        return (
          <fieldset key={field} aria-describedby={errorOf(field) ? `${id(field)}-error` : undefined}>
            <legend>Services (optional)</legend>
            <div className="choices">
              {SERVICE_OPTIONS.map((service) => (
                <label key={service} className="choice">
                  <input
                    type="checkbox"
                    name="additional_services"
                    value={service}
                    checked={(values.additional_services ?? []).includes(service)}
                    onChange={formik.handleChange}
                  />
                  {service}
                </label>
              ))}
            </div>
            {fieldError(field)}
          </fieldset>
        );
    }
  };

  const formError = status.formError;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < lastStep) {
      event.preventDefault();
      void nextStep();
      return;
    }
    handleSubmit(event);
  };
  const onLastStep = step === lastStep;
  return (
    <Root noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} aria-busy={isSubmitting} data-testid={`lead-form-${form}`}>
      {multiStep && (
        <p className="step" tabIndex={-1} ref={stepHeadingRef} data-testid="lead-step">
          Step {step + 1} of {MULTI_STEP_TITLES.length}: {MULTI_STEP_TITLES[step]}
        </p>
      )}
      {showSummary && (
        <div className="error-summary" role="alert" tabIndex={-1} ref={summaryRef} data-testid="lead-error-list">
          <h3>{LEAD_TEXTS.errorListHeading}</h3>
          <ul>
            {summary.map(({ field, message }) => (
              <li key={field}>{document.getElementById(id(field)) ? <a href={`#${id(field)}`}>{message}</a> : message}</li>
            ))}
          </ul>
        </div>
      )}
      {shows('name') && (
        <>
          {textField('name', 'Name', 'text', 'name')}
          <div className="two">
            {textField('email', 'Email', 'email', 'email')}
            {textField('phone', 'Phone', 'tel', 'tel')}
          </div>
        </>
      )}
      {fields.filter(shows).map(renderField)}
      {onLastStep && contactChoices()}
      {formError && (
        <p className="form-error" data-testid="lead-form-error">
          {formError}
        </p>
      )}
      {onLastStep ? (
        <div className={multiStep ? 'step-buttons' : undefined}>
          {multiStep && (
            <button type="button" className="btn outlined large" onClick={() => goToStep(step - 1)} disabled={isSubmitting}>
              Back
            </button>
          )}
          <button type="submit" className="btn contained large full" disabled={isSubmitting}>
            {isSubmitting && <span className="spinner" aria-hidden="true" />}
            {isSubmitting ? 'Sending…' : (submitLabel ?? 'Send Enquiry')}
          </button>
        </div>
      ) : (
        <button type="submit" className="btn contained large full">
          Next
        </button>
      )}
    </Root>
  );

  /** The last step's choices: contact method, opt-in, terms, and the honeypot. */
  function contactChoices() {
    return (
      <>
        <fieldset>
          <legend>Preferred contact method</legend>
          <div className="choices">
            {PREFERRED_CONTACT_METHODS.map((method) => (
              <label key={method} className="choice">
                <input
                  type="radio"
                  name="preferred_contact_method"
                  value={method}
                  checked={values.preferred_contact_method === method}
                  onChange={formik.handleChange}
                />
                {method}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="choice">
          <input type="checkbox" name="opt_in" checked={values.opt_in} onChange={formik.handleChange} />
          Keep me up to date with news and offers
        </label>
        {options.termsNotice && (
          <div className="field">
            <label className="choice">
              <input
                {...control('terms_accepted')}
                type="checkbox"
                checked={Boolean(values.terms_accepted)}
                onChange={formik.handleChange}
              />
              I agree to the terms of use
            </label>
            {fieldError('terms_accepted')}
          </div>
        )}
        <div className="hp" aria-hidden="true">
          <label htmlFor={id(LEAD_HONEYPOT_FIELD)}>Website</label>
          <input
            id={id(LEAD_HONEYPOT_FIELD)}
            name={LEAD_HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values[LEAD_HONEYPOT_FIELD]}
            onChange={formik.handleChange}
          />
        </div>
      </>
    );
  }
}

/** The error list: the form's own errors in the order of its controls, then any the server named elsewhere. */
function listedErrors(
  errors: FormikErrors<LeadFormValues>,
  server: LeadFieldError[] | undefined,
  fields: LeadFieldName[],
): LeadFieldError[] {
  const order = ['name', 'email', 'phone', ...fields, 'preferred_time', 'preferred_contact_method', 'opt_in', 'terms_accepted'];
  const all = new Map<string, string>();
  for (const field of order) {
    const message = (errors as Record<string, unknown>)[field];
    if (typeof message === 'string') all.set(field, message);
  }
  for (const [field, message] of Object.entries(errors)) if (typeof message === 'string' && !all.has(field)) all.set(field, message);
  for (const error of server ?? []) if (!all.has(error.field)) all.set(error.field, error.message);
  return [...all].map(([field, message]) => ({ field, message }));
}

/**
 * What the shopper typed or chose before the form's code arrived, read from the controls they
 * touched, in the shape of the starting values (text, a checkbox's yes/no, a group's ticked values).
 */
function valuesTyped({ form, names }: TypedBeforeHydration, start: LeadFormValues): Partial<LeadFormValues> {
  const typedValues: Record<string, unknown> = {};
  for (const name of names) {
    if (!(name in start)) continue;
    const before = (start as Record<string, unknown>)[name];
    const controls = [...form.querySelectorAll<HTMLInputElement>(`[name="${CSS.escape(name)}"]`)];
    if (controls.length === 0) continue;
    if (typeof before === 'boolean') typedValues[name] = controls.some((control) => control.checked);
    else if (Array.isArray(before)) typedValues[name] = controls.filter((control) => control.checked).map((control) => control.value);
    else if (controls[0]!.type === 'radio') typedValues[name] = controls.find((control) => control.checked)?.value ?? before;
    else typedValues[name] = controls[0]!.value;
  }
  return typedValues as Partial<LeadFormValues>;
}

/** The dealer's wall clock now, HH:mm: today's slots start after it. */
function nowIn(locale: Locale): string {
  return dateTimeFormat('en-GB', {
    timeZone: dealerTimeZone(locale),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
}

function dayLabel(date: string, locale: string): string {
  return dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export default LeadFormClient;
