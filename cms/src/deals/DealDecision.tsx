'use client';
/**
 * On an online purchase in the admin: Accept or Decline while its agreement is requested, calling
 * `POST /api/deals/{id}/accept|decline` with the staff member's session, then reloading.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useDocumentInfo, useFormFields } from '@payloadcms/ui';

export function DealDecision() {
  const { id } = useDocumentInfo();
  const router = useRouter();
  const state = useFormFields(([fields]) => fields.state?.value) as string | undefined;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  if (!id || !state) return null;
  if (state !== 'requested') return <p style={{ margin: '0 0 24px' }}>This purchase is {state}: nothing to decide.</p>;

  const decide = async (decision: 'accept' | 'decline') => {
    if (decision === 'decline' && !window.confirm('Decline this purchase agreement?')) return;
    setBusy(true);
    setMessage(null);
    try {
      const response = await fetch(`/api/deals/${id}/${decision}`, { method: 'POST', credentials: 'include' });
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      if (!response.ok) setMessage(body.error ?? `The decision failed (${response.status}).`);
      else router.refresh();
    } catch (error) {
      setMessage(`The decision failed: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ display: 'flex', gap: 8, margin: '0 0 24px', flexWrap: 'wrap' }}>
      <button type="button" className="btn btn--size-small btn--style-primary" disabled={busy} onClick={() => void decide('accept')}>
        Accept the purchase
      </button>
      <button type="button" className="btn btn--size-small btn--style-secondary" disabled={busy} onClick={() => void decide('decline')}>
        Decline
      </button>
      {message ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)', width: '100%' }}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
