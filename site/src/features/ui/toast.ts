/**
 * A toast without a UI library (the watchlist's 'Car Saved In Watchlist', compare's limit, a lead
 * form's failure): one live region at the bottom of the screen, read out by screen readers
 * (`status`, or `alert` for a failure), gone after a few seconds, on its Close button or on Escape.
 * A new toast replaces the one showing, so the page never has two.
 */
const TOAST_ID = 'shopper-toast';
export const TOAST_MS = 4000;

let timer: ReturnType<typeof setTimeout> | undefined;

export interface ToastOptions {
  /** How long it stays, in milliseconds (default 4 s). */
  durationMs?: number;
  /** `data-testid` of the toast, for browser tests. */
  testId?: string;
}

export function showToast(message: string, role: 'status' | 'alert' = 'status', options: ToastOptions = {}): void {
  document.getElementById(TOAST_ID)?.remove();
  clearTimeout(timer);
  const toast = document.createElement('div');
  toast.id = TOAST_ID;
  toast.setAttribute('role', role);
  if (options.testId) toast.dataset.testid = options.testId;
  Object.assign(toast.style, {
    position: 'fixed',
    left: '50%',
    bottom: '88px',
    transform: 'translateX(-50%)',
    zIndex: '1400',
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    maxWidth: 'calc(100vw - 32px)',
    padding: '8px 8px 8px 20px',
    borderRadius: '4px',
    font: '500 0.95rem/1.4 system-ui, sans-serif',
    color: '#fff',
    background: role === 'alert' ? '#b3261e' : '#1f2933',
    boxShadow: '0 3px 10px rgba(0,0,0,0.3)',
  });
  const text = document.createElement('span');
  text.textContent = message;
  const closeButton = document.createElement('button');
  closeButton.type = 'button';
  closeButton.setAttribute('aria-label', 'Close');
  closeButton.textContent = '×';
  Object.assign(closeButton.style, {
    flex: 'none',
    minWidth: '32px',
    minHeight: '32px',
    border: '0',
    borderRadius: '4px',
    background: 'transparent',
    color: 'inherit',
    font: '400 1.4rem/1 system-ui, sans-serif',
    cursor: 'pointer',
    // The browser's own focus ring is hard to see on the toast's dark ground.
    outlineColor: '#fff',
    outlineOffset: '-3px',
  });
  toast.append(text, closeButton);
  document.body.appendChild(toast);
  const close = () => {
    toast.remove();
    document.removeEventListener('keydown', onKey);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  closeButton.addEventListener('click', close);
  document.addEventListener('keydown', onKey);
  timer = setTimeout(close, options.durationMs ?? TOAST_MS);
}
