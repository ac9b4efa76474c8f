/**
 * Spec §7/§9 event 25: a click on any `tel:` link the site renders (header call button, location
 * cards, the car page's revealed phone, CMS rich text) pushes `{ event: 'call', event_id: 25 }`.
 * One delegated listener in the layout instead of a handler per link: a few hundred bytes on every
 * page, and links added later (the phone once revealed) are covered without wiring.
 */
import { useEffect } from 'react';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** `LEAD_EVENT_IDS.call` in `@dealer/domain/leads`, kept literal here: that module carries Yup. */
export const CALL_EVENT = { event: 'call', event_id: 25 } as const;

const TEL_LINK = 'a[href^="tel:" i]';

/** The event a click on `target` pushes, or null when the click is not on (or inside) a `tel:` link. */
export function callEventFor(target: EventTarget | null): typeof CALL_EVENT | null {
  const element = target as { closest?: (selector: string) => unknown } | null;
  return typeof element?.closest === 'function' && element.closest(TEL_LINK) ? CALL_EVENT : null;
}

function onClick(event: MouseEvent) {
  const pushed = callEventFor(event.target);
  if (pushed) (window.dataLayer ??= []).push({ ...pushed });
}

/** Listens for `tel:` clicks on the whole document while the layout is mounted. */
export function useCallTracking() {
  useEffect(() => {
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
