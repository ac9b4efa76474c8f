'use client';
/**
 * On a reservation in the admin: the actions its state allows (extend, convert, release, refund),
 * each a button that calls `POST /api/reservations/{id}/{action}` with the staff member's session
 * and reloads the document. The rule of which are open is the domain's (`allowedActions`).
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useDocumentInfo, useFormFields } from '@payloadcms/ui';
import { allowedActions, HOLD_EXTENSION_HOURS, type ReservationAction, type ReservationState } from '@dealer/domain';

const LABELS: Record<ReservationAction, string> = {
  extend: `Extend the hold by ${HOLD_EXTENSION_HOURS} hours`,
  convert: 'Convert to a sale',
  release: 'Release the car',
  refund: 'Refund the deposit',
};

const CONFIRM: Partial<Record<ReservationAction, string>> = {
  release: 'Release this car? It goes back on sale at once. The deposit is not refunded by this.',
  refund: 'Refund the whole deposit? The car goes back on sale if it is held.',
};

export function ReservationActions() {
  const { id } = useDocumentInfo();
  const router = useRouter();
  const state = useFormFields(([fields]) => fields.state?.value) as ReservationState | undefined;
  const paidAt = useFormFields(([fields]) => fields.paid_at?.value);
  const refundedAt = useFormFields(([fields]) => fields.refunded_at?.value);
  const [busy, setBusy] = useState<ReservationAction | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  if (!id || !state) return null;
  const actions = allowedActions(state, Boolean(paidAt), Boolean(refundedAt) || state === 'refunded');

  const run = async (action: ReservationAction) => {
    const question = CONFIRM[action];
    if (question && !window.confirm(question)) return;
    setBusy(action);
    setMessage(null);
    try {
      const response = await fetch(`/api/reservations/${id}/${action}`, { method: 'POST', credentials: 'include' });
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      if (!response.ok) setMessage(body.error ?? `The ${action} failed (${response.status}).`);
      else router.refresh();
    } catch (error) {
      setMessage(`The ${action} failed: ${(error as Error).message}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div style={{ margin: '0 0 24px' }} data-testid="reservation-actions">
      {actions.length === 0 ? (
        <p style={{ margin: 0 }}>No actions: this reservation is {state.replace('-', ' ')}.</p>
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={`btn btn--size-small ${action === 'refund' || action === 'release' ? 'btn--style-secondary' : 'btn--style-primary'}`}
              disabled={busy !== null}
              onClick={() => void run(action)}
            >
              {busy === action ? 'Working…' : LABELS[action]}
            </button>
          ))}
        </div>
      )}
      {message ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)', marginTop: 8 }}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
