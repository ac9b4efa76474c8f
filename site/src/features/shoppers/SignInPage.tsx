/**
 * `/sign-in?type={type}&redirect={path}&back={path}` (spec §2, issue 14): sign-in by mobile
 * number and a one-time code sent by text message. Once signed in, a car or a search the shopper
 * chose to save before (device store) is saved, and the shopper returns to `redirect`; Back goes to `back`. Both
 * are same-site paths only (readSignInQuery). Static per tenant: the query is read in the browser.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FAVOURITE_ADDED_EVENT } from '@dealer/domain';
import { useRouter } from 'next/router';
import { OTP_LENGTH, OTP_TEXTS, SIGN_IN_HEADINGS, otpCodeOf, readSignInQuery, type SignInQuery } from '@dealer/domain/shoppers';
import { SiteLayout } from '@/features/layout/SiteLayout';
import type { SiteContext } from '@/features/tenant/loadSite';
import { readPendingSave, writeFavourites, writePendingSave, writeShopper, type StoredShopper } from './deviceStore';
import { finishPendingSavedSearch } from './savedSearchClient';
import { ShopperPanel } from './ShopperPanel';
import { changeWatchlist, WATCHLIST_TEXTS } from './watchlistClient';

export interface ShopperPageProps {
  site: SiteContext;
}

export const SIGN_IN_TEXTS = {
  required: '* This field is required',
  phoneLabel: 'Mobile number',
  phoneHint: 'We’ll text you a 6-digit code to sign in.',
  sendCode: 'Send code',
  codeLabel: `${OTP_LENGTH}-digit code`,
  signIn: 'Sign in',
  resend: 'Send a new code',
  otherNumber: 'Use a different number',
  back: 'Back',
  failed: 'An unexpected error occured',
} as const;

export const codeSentText = (phone: string) => `We sent a code to ${phone}. It expires in 10 minutes.`;

type Step = { kind: 'phone' } | { kind: 'code'; phone: string; display: string } | { kind: 'done'; message: string };

interface Answer {
  ok: boolean;
  status: number;
  body: Record<string, unknown>;
}

async function post(path: string, body: Record<string, unknown>): Promise<Answer> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { ok: response.ok, status: response.status, body: json };
  } catch {
    return { ok: false, status: 0, body: {} };
  }
}

/** The message for one field from a 400's `errors`, else null. */
const fieldMessage = (body: Record<string, unknown>, field: string): string | null => {
  const errors = Array.isArray(body.errors) ? (body.errors as { field?: unknown; message?: unknown }[]) : [];
  const found = errors.find((error) => error.field === field);
  return typeof found?.message === 'string' ? found.message : null;
};

const errorText = (body: Record<string, unknown>): string =>
  typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : SIGN_IN_TEXTS.failed;

/**
 * Signed in: the device learns the shopper and their saved cars, a car or a search chosen before
 * sign-in is saved, and the shopper goes back where they were.
 */
async function finishSignIn(tenant: string, shopper: StoredShopper, watchlist: unknown, redirect: string): Promise<string | null> {
  writeShopper(tenant, shopper);
  const saved = Array.isArray(watchlist) ? watchlist.map(String) : [];
  const pending = readPendingSave(tenant);
  let message: string | null = null;
  if (pending) {
    writePendingSave(tenant, null);
    if (!saved.includes(pending)) {
      const answer = await changeWatchlist('save', shopper.phone, pending);
      if (answer.success) {
        saved.push(pending);
        (window.dataLayer ??= []).push({ event: FAVOURITE_ADDED_EVENT, car_id: pending });
        message = WATCHLIST_TEXTS.saved;
      } else message = answer.message;
    }
  }
  writeFavourites(tenant, saved);
  message = (await finishPendingSavedSearch(tenant)) ?? message;
  window.location.assign(redirect);
  return message;
}

export function SignInPage({ site }: ShopperPageProps) {
  const router = useRouter();
  const tenant = site.tenant.slug;
  const [query, setQuery] = useState<SignInQuery>({ type: 'account', redirect: '/', back: '/' });
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (router.isReady) setQuery(readSignInQuery(router.query));
  }, [router.isReady, router.query]);

  // Already signed in (another tab, an earlier visit): nothing to ask.
  useEffect(() => {
    if (!router.isReady) return;
    let live = true;
    void fetch('/api/auth/session')
      .then((response) => response.json())
      .then(async (body: { signed_in?: boolean; shopper?: StoredShopper; watchlist?: unknown }) => {
        if (!live || !body.signed_in || !body.shopper) return;
        setStep({ kind: 'done', message: 'You are signed in.' });
        await finishSignIn(tenant, body.shopper, body.watchlist, readSignInQuery(router.query).redirect);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [router.isReady, router.query, tenant]);

  useEffect(() => {
    if (fieldError) fieldRef.current?.focus();
  }, [fieldError]);

  const sendCode = async (number: string) => {
    setBusy(true);
    setFormError(null);
    setFieldError(null);
    const answer = await post('/api/auth/send-code', { phone: number });
    setBusy(false);
    if (answer.ok && typeof answer.body.phone === 'string') {
      setStep({ kind: 'code', phone: answer.body.phone, display: String(answer.body.phone_display ?? answer.body.phone) });
      setCode('');
      setNotice(codeSentText(String(answer.body.phone_display ?? answer.body.phone)));
      // The code field takes the focus, so the shopper can type (or paste) at once.
      setTimeout(() => fieldRef.current?.focus(), 0);
      return;
    }
    const message = fieldMessage(answer.body, 'phone');
    if (message && step.kind === 'phone') setFieldError(message);
    else setFormError(errorText(answer.body));
  };

  const onPhone = (event: FormEvent) => {
    event.preventDefault();
    if (!phone.trim()) return setFieldError(SIGN_IN_TEXTS.required);
    void sendCode(phone);
  };

  const onCode = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    if (!otpCodeOf(code)) return setFieldError(OTP_TEXTS.invalidFormat);
    setBusy(true);
    setFormError(null);
    setFieldError(null);
    setNotice(null);
    const answer = await post('/api/auth/verify-code', { phone: step.phone, code: otpCodeOf(code) });
    if (answer.ok && answer.body.shopper) {
      setStep({ kind: 'done', message: 'You are signed in.' });
      const message = await finishSignIn(tenant, answer.body.shopper as StoredShopper, answer.body.watchlist, query.redirect);
      if (message) setStep({ kind: 'done', message });
      return;
    }
    setBusy(false);
    const message = fieldMessage(answer.body, 'code');
    if (message) setFieldError(message);
    else setFormError(errorText(answer.body));
  };

  const heading = SIGN_IN_HEADINGS[query.type];
  const errorId = 'sign-in-field-error';
  return (
    <SiteLayout site={site} title="Sign In" description={`Sign in to ${site.tenant.name} with your mobile number.`}>
      <ShopperPanel>
        <h1>{heading}</h1>
        {step.kind === 'done' ? (
          <p role="status" className="notice">
            {step.message}
          </p>
        ) : (
          <form onSubmit={step.kind === 'phone' ? onPhone : onCode} noValidate aria-busy={busy}>
            {formError && (
              <p role="alert" className="destructive">
                {formError}
              </p>
            )}
            {notice && (
              <p role="status" className="notice">
                {notice}
              </p>
            )}
            {step.kind === 'phone' ? (
              <div className="field">
                <label htmlFor="sign-in-phone">{SIGN_IN_TEXTS.phoneLabel}</label>
                <p className="hint" id="sign-in-phone-hint">
                  {SIGN_IN_TEXTS.phoneHint}
                </p>
                <input
                  ref={fieldRef}
                  id="sign-in-phone"
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  maxLength={32}
                  value={phone}
                  onChange={(event) => setPhone(event.target.value)}
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={fieldError ? `sign-in-phone-hint ${errorId}` : 'sign-in-phone-hint'}
                />
                {fieldError && (
                  <p className="field-error" id={errorId}>
                    {fieldError}
                  </p>
                )}
              </div>
            ) : (
              <div className="field">
                <label htmlFor="sign-in-code">{SIGN_IN_TEXTS.codeLabel}</label>
                <input
                  ref={fieldRef}
                  id="sign-in-code"
                  name="code"
                  type="text"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={OTP_LENGTH + 2}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={fieldError ? errorId : undefined}
                />
                {fieldError && (
                  <p className="field-error" id={errorId}>
                    {fieldError}
                  </p>
                )}
              </div>
            )}
            <div className="actions">
              <button type="submit" className="btn contained" disabled={busy}>
                {step.kind === 'phone' ? SIGN_IN_TEXTS.sendCode : SIGN_IN_TEXTS.signIn}
              </button>
              {step.kind === 'code' && (
                <>
                  <button type="button" className="btn outlined" disabled={busy} onClick={() => void sendCode(step.phone)}>
                    {SIGN_IN_TEXTS.resend}
                  </button>
                  <button
                    type="button"
                    className="btn"
                    disabled={busy}
                    onClick={() => {
                      setStep({ kind: 'phone' });
                      setNotice(null);
                      setFieldError(null);
                      setFormError(null);
                    }}
                  >
                    {SIGN_IN_TEXTS.otherNumber}
                  </button>
                </>
              )}
            </div>
          </form>
        )}
        <p>
          <a href={query.back} className="btn">
            {SIGN_IN_TEXTS.back}
          </a>
        </p>
      </ShopperPanel>
    </SiteLayout>
  );
}
