/**
 * A page's lead form, server-rendered and hydrated only when the shopper reaches for it.
 *
 * The server renders the whole form (LeadForm.client) into the page's HTML, so it is there at the
 * first paint. In the browser the page's hydration leaves that HTML alone (an element whose inner
 * HTML React does not own), and the form's code (Formik, Yup, the schema: about 33 KB gzipped)
 * is fetched and hydrated into it as a root of its own on the shopper's first focus, press or
 * keystroke in the form. Loading and running that code while the page loaded was the location
 * page's longest task (issue 11/12: 150–190 ms of simulated blocking time).
 *
 * Nothing the shopper does before that is lost: a press on a button, or a submit with Enter, is
 * held and repeated once the form is live, and what they typed starts the form's values. A
 * returning shopper whose contact details are kept, or one who arrives with a prefill in the URL,
 * gets the form at once (the details fill it as soon as it runs).
 */
import { lazy, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { CacheProvider, ThemeProvider, __unsafe_useEmotionCache as useEmotionCache, useTheme } from '@emotion/react';
import { BrandingContext } from '@/features/theme/branding';
import { useHydrating } from '@/features/ui/appHydration';
import { KEEP_SERVER_HTML } from '@/features/ui/staticIsland';
import type { LeadFormProps } from './leadFormTypes';
import { keptContact, leadStorageKeys } from './leadStorage';
import { Island, useIslandPage } from '@/islands/islandPage';
import { PREFILL_QUERY } from './leadFormPrefill';

/** The form for a browser page, with what the URL adds (car_id, prefill): known only in the browser. */
export type LeadFormIslandProps = LeadFormProps & {
  /** The props the URL's query adds, read when the form starts (static pages know no query on the server). */
  fromUrl: (search: URLSearchParams) => Partial<LeadFormProps> | null;
};

/**
 * The server's form: lazy, so the page's code in the browser does not carry it (the browser
 * loads the same chunk on demand). The static render waits for it: there is no boundary around it.
 */
const ServerLeadForm = lazy(() => import('./LeadForm.client').then((module) => ({ default: module.LeadFormClient })));

/** Events in the form that start it: the shopper is about to use it. */
const START_EVENTS = ['focusin', 'pointerdown', 'touchstart', 'keydown'] as const;

export function LeadFormIsland(props: LeadFormIslandProps) {
  const islandPage = useIslandPage();
  if (typeof window === 'undefined') {
    const { fromUrl: _ignored, ...formProps } = props;
    if (islandPage) {
      // An island page (src/islands): the loader starts the form (src/islands/entries/leadForm.tsx).
      return (
        <Island
          name="leadForm"
          className="lead-island"
          props={formProps}
          start={{ query: PREFILL_QUERY, storageKey: leadStorageKeys(formProps.storagePrefix).contactDetails }}
        >
          <ServerLeadForm {...formProps} />
        </Island>
      );
    }
    return (
      <div className="lead-island">
        <ServerLeadForm {...formProps} />
      </div>
    );
  }
  return <BrowserLeadFormIsland {...props} />;
}

function BrowserLeadFormIsland({ fromUrl, ...formProps }: LeadFormIslandProps) {
  // Only hydration finds the server's form; after a client-side navigation, or where React
  // switched the form's boundary to client rendering, the island renders the form itself, at once.
  const hydratingNow = useHydrating();
  const [hydrating] = useState(hydratingNow);
  const hostRef = useRef<HTMLDivElement>(null);
  const emotionCache = useEmotionCache();
  const theme = useTheme();
  const branding = useContext(BrandingContext);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let root: Root | null = null;
    let started = false;
    let live = false;
    let cancelled = false;
    const touched = new Set<string>();
    let held: (() => void) | null = null;

    const start = (mode: 'hydrate' | 'render', urlProps: Partial<LeadFormProps> = {}) => {
      if (started) return;
      started = true;
      void import('./LeadForm.client').then(
        ({ LeadFormClient }) => {
          if (cancelled) return;
          const serverForm = host.querySelector('form');
          const onLive = () => {
            live = true;
            host.dataset.formLive = 'true';
            const replay = held;
            held = null;
            // After React's commit: the form's handlers are attached to the same elements.
            if (replay) setTimeout(replay, 0);
          };
          const tree = (
            <CacheProvider value={emotionCache}>
              <ThemeProvider theme={theme}>
                <BrandingContext.Provider value={branding}>
                  <Live onLive={onLive}>
                    <LeadFormClient
                      {...formProps}
                      {...urlProps}
                      typed={mode === 'hydrate' && serverForm ? { form: serverForm, names: touched } : undefined}
                    />
                  </Live>
                </BrandingContext.Provider>
              </ThemeProvider>
            </CacheProvider>
          );
          if (mode === 'hydrate' && serverForm) {
            root = hydrateRoot(host, tree);
          } else {
            // The server's form stays until React's commit replaces it: no empty frame in between.
            root = createRoot(host);
            root.render(tree);
          }
        },
        () => {
          // The code did not arrive (a dropped connection): the next focus or press asks again.
          started = false;
        },
      );
    };

    const onStartEvent = () => start('hydrate');
    const noteTyped = (event: Event) => {
      const name = (event.target as HTMLInputElement | null)?.name;
      if (name) touched.add(name);
      start('hydrate');
    };
    // A press on a button before the form is live: held, and repeated on the same button after.
    const holdClick = (event: MouseEvent) => {
      if (live) return;
      const button = (event.target as Element | null)?.closest('button');
      if (!button || !host.contains(button)) return;
      event.preventDefault();
      held = () => button.click();
      start('hydrate');
    };
    // Enter in a field submits natively (a GET with the shopper's details in the URL): held instead.
    const holdSubmit = (event: SubmitEvent) => {
      if (live) return;
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      held = () => form.requestSubmit();
      start('hydrate');
    };

    if (!hydrating) {
      start('render', fromUrl(new URLSearchParams(window.location.search)) ?? {});
    } else {
      // Until the form is live, the server's form never submits on its own.
      host.addEventListener('click', holdClick, true);
      host.addEventListener('submit', holdSubmit, true);
      const urlProps = fromUrl(new URLSearchParams(window.location.search));
      if (urlProps) {
        // Arrived with a prefill (a car, a dealership, a budget): the form differs from the server's.
        start('render', urlProps);
      } else if (keptContact(formProps.storagePrefix)) {
        // A returning shopper: their kept details fill the form as soon as it runs.
        start('hydrate');
      } else {
        for (const type of START_EVENTS) host.addEventListener(type, onStartEvent, { capture: true, passive: true });
        host.addEventListener('input', noteTyped, true);
        host.addEventListener('change', noteTyped, true);
      }
    }
    return () => {
      cancelled = true;
      for (const type of START_EVENTS) host.removeEventListener(type, onStartEvent, true);
      host.removeEventListener('input', noteTyped, true);
      host.removeEventListener('change', noteTyped, true);
      host.removeEventListener('click', holdClick, true);
      host.removeEventListener('submit', holdSubmit, true);
      const mounted = root;
      // Not during the page's own render: React refuses to unmount a root synchronously then.
      if (mounted) setTimeout(() => mounted.unmount(), 0);
    };
    // The island starts once; the page's props do not change under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return hydrating ? (
    // React leaves an element with inner HTML it set alone: the server's form stays as it was sent.
    <div className="lead-island" ref={hostRef} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
  ) : (
    <div className="lead-island" ref={hostRef} />
  );
}

/** Calls back once the form's root has committed (its children's effects run first). */
function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}
