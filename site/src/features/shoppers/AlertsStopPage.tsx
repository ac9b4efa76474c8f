/**
 * `/alerts/stop?t={token}` (issue 14): where an alert's "Stop alerts" link lands. Opening it
 * changes nothing (link scanners open links too); one press of Stop alerts does, through
 * `POST /api/alerts/stop`.
 */
import { useEffect, useState } from 'react';
import { SiteLayout } from '@/features/layout/SiteLayout';
import { ShopperPanel } from './ShopperPanel';
import type { ShopperPageProps } from './SignInPage';

export const ALERTS_STOP_TEXTS = {
  title: 'Stop alerts',
  question: 'Stop price alerts about the cars you saved?',
  stopped: 'Done: you will get no more alerts from us.',
  invalid: 'This link is not valid.',
  failed: 'An unexpected error occured',
} as const;

type State = { kind: 'ready' } | { kind: 'busy' } | { kind: 'stopped' } | { kind: 'failed'; message: string };

export function AlertsStopPage({ site }: ShopperPageProps) {
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'ready' });
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('t')), []);

  const stop = async () => {
    setState({ kind: 'busy' });
    try {
      const response = await fetch('/api/alerts/stop', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      setState(response.ok ? { kind: 'stopped' } : { kind: 'failed', message: body.error ?? ALERTS_STOP_TEXTS.failed });
    } catch {
      setState({ kind: 'failed', message: ALERTS_STOP_TEXTS.failed });
    }
  };

  return (
    <SiteLayout site={site} title={ALERTS_STOP_TEXTS.title} description={`Alerts from ${site.tenant.name}.`}>
      <ShopperPanel>
        <h1>{ALERTS_STOP_TEXTS.title}</h1>
        {state.kind === 'stopped' ? (
          <p role="status">{ALERTS_STOP_TEXTS.stopped}</p>
        ) : (
          <>
            <p>{ALERTS_STOP_TEXTS.question}</p>
            {state.kind === 'failed' && (
              <p role="alert" className="destructive">
                {state.message}
              </p>
            )}
            <p className="actions">
              <button type="button" className="btn contained" disabled={!token || state.kind === 'busy'} onClick={() => void stop()}>
                Stop alerts
              </button>
            </p>
          </>
        )}
      </ShopperPanel>
    </SiteLayout>
  );
}
