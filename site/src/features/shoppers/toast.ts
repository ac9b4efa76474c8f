/**
 * A toast without a UI library (the watchlist's 'Car Saved In Watchlist', 'Car Removed' and its
 * failure alert): one live region at the bottom of the screen, read out by screen readers
 * (`status`, or `alert` for a failure), gone after a few seconds or on Escape.
 */
const TOAST_ID = 'shopper-toast';
export const TOAST_MS = 4000;

let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(message: string, role: 'status' | 'alert' = 'status'): void {
  document.getElementById(TOAST_ID)?.remove();
  clearTimeout(timer);
  const toast = document.createElement('div');
  toast.id = TOAST_ID;
  toast.setAttribute('role', role);
  toast.textContent = message;
  Object.assign(toast.style, {
    position: 'fixed',
    left: '50%',
    bottom: '88px',
    transform: 'translateX(-50%)',
    zIndex: '1400',
    maxWidth: 'calc(100vw - 32px)',
    padding: '12px 20px',
    borderRadius: '4px',
    font: '500 0.95rem/1.4 system-ui, sans-serif',
    color: '#fff',
    background: role === 'alert' ? '#b3261e' : '#1f2933',
    boxShadow: '0 3px 10px rgba(0,0,0,0.3)',
  });
  document.body.appendChild(toast);
  const close = () => {
    toast.remove();
    document.removeEventListener('keydown', onKey);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  document.addEventListener('keydown', onKey);
  timer = setTimeout(close, TOAST_MS);
}
