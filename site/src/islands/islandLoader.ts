/**
 * The loader of an island page (islandPage.tsx), written inline by `_document` at the end of the
 * body, after the manifest's JSON element: no request, and it runs as soon as the HTML is parsed. It wires each `data-island`
 * element so that the shopper's first pointer, touch, focus or key in it fetches the island's
 * entry and hydrates it; holds a press on a button, or a submit, until the island is live and
 * then repeats it; notes the fields typed into before that (the entry reads their values). It
 * also does the page-wide work `_app` and the layout do on other pages: the `tel:` link event
 * (spec §7/§9 event 25) and the `data-hydrated` mark browser tests wait for.
 */
import type { SiteBranding } from '@/features/tenant/loadSite';

/** The element holding what every island shares (the branding, for the theme). */
export const ISLAND_CONTEXT_ID = '__ISLANDS__';

export interface IslandContext {
  branding: SiteBranding | null;
}

/** What the loader gives an island's entry besides its element and props. */
export interface IslandStartInfo {
  /**
   * Names of the fields the shopper typed into before the island was live. The same set goes on
   * growing until then: a field changed while the island hydrates is read when it goes live.
   */
  touched: ReadonlySet<string>;
  /** To call once the island is live: held presses are repeated then. */
  onLive: () => void;
}

/** What build-islands.mjs writes: each island's entry, and every file it needs before it runs. */
export interface IslandManifest {
  entries: Record<string, string>;
  files: Record<string, string[]>;
}

/**
 * Wires every island of the document. Self-contained (its text is the inline script): globals
 * and its argument only.
 */
export function startIslandLoader(manifest: IslandManifest): void {
  const START_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'focusin', 'keydown'];
  // The island's props: the JSON script element Island writes for it (wherever React's stream put it).
  const islandPropsOf = (host: HTMLElement): unknown => {
    const script = document.getElementById(host.dataset.islandPropsId ?? '');
    return script ? JSON.parse(script.textContent || '{}') : {};
  };
  const wire = (host: HTMLElement) => {
    const url = manifest.entries[host.dataset.island ?? ''];
    if (!url) return;
    let started = false;
    let live = false;
    let held: (() => void) | null = null;
    const touched = new Set<string>();
    /** Adds `replay` to what is repeated once the island is live, after what was held before it. */
    const hold = (replay: () => void) => {
      const before = held;
      held = before ? () => (before(), replay()) : replay;
    };
    const onLive = () => {
      live = true;
      host.dataset.islandLive = 'true';
      const replay = held;
      held = null;
      // After React's commit: the handlers are attached to the same elements.
      if (replay) setTimeout(replay, 0);
      // A pointer already over a hover menu: React saw no enter; tell it now.
      const hovered = host.querySelectorAll(':hover');
      const last = hovered[hovered.length - 1];
      if (last) last.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    };
    const start = () => {
      if (started) return;
      started = true;
      for (const type of START_EVENTS) host.removeEventListener(type, start, true);
      import(/* webpackIgnore: true */ url).then(
        (entry: { default: (host: HTMLElement, props: unknown, info: IslandStartInfo) => void }) =>
          entry.default(host, islandPropsOf(host), { touched, onLive }),
        () => {
          // The code did not arrive (a dropped connection): the press is dropped, the next touch asks again.
          started = false;
          held = null;
          for (const type of START_EVENTS) host.addEventListener(type, start, { capture: true, passive: true });
        },
      );
    };
    for (const type of START_EVENTS) host.addEventListener(type, start, { capture: true, passive: true });
    const noteTyped = (event: Event) => {
      const target = event.target as HTMLInputElement | HTMLSelectElement | null;
      const name = target?.name;
      if (!live && name) touched.add(name);
      // A control with no name (the search page's dropdowns) is not read by its entry: the choice
      // made before the part was live is made again once it is, as the press on a button is.
      if (!live && !name && event.type === 'change' && target instanceof HTMLSelectElement) {
        const { value } = target;
        const unnamed = () => [...host.querySelectorAll<HTMLSelectElement>('select:not([name])')];
        const index = unnamed().indexOf(target);
        // The server's choice: what React puts the select back to when a change is not taken.
        const before = [...target.options].find((option) => option.defaultSelected)?.value ?? target.options[0]?.value;
        // The same control, should React have rendered its part afresh: a new element, in the same
        // place (not by id: an id React makes in the browser differs from the server's).
        const control = () => (target.isConnected ? target : (unnamed()[index] ?? null));
        const replay = (tries: number) => {
          const select = control();
          if (!select) return;
          select.value = value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
          // A change React did not take (its part of the island still hydrating; seen once in CI
          // at 1400 px) leaves the select back at the server's choice: made again, a few times.
          setTimeout(() => {
            const now = control();
            if (tries < 3 && now && now.value === before && now.value !== value) replay(tries + 1);
          }, 150);
        };
        hold(() => replay(0));
      }
      start();
    };
    // A key pressed before the part is live (an arrow on the photos): repeated once it is, except
    // in a field, where the browser has already acted on it (the text is typed; Enter submits, held below).
    host.addEventListener(
      'keydown',
      (event) => {
        if (live) return;
        const target = event.target as HTMLElement;
        if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
        const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
        const replay = () =>
          target.dispatchEvent(
            new KeyboardEvent('keydown', { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true }),
          );
        hold(replay);
      },
      true,
    );
    host.addEventListener('input', noteTyped, true);
    host.addEventListener('change', noteTyped, true);
    host.addEventListener(
      'click',
      (event) => {
        if (live) return;
        const button = (event.target as Element | null)?.closest('button');
        if (!button || !host.contains(button)) return;
        event.preventDefault();
        hold(() => button.click());
        start();
      },
      true,
    );
    // Enter in a field submits natively (a GET with what was typed in the URL): held instead.
    host.addEventListener(
      'submit',
      (event) => {
        if (live) return;
        event.preventDefault();
        const form = event.target as HTMLFormElement;
        held = () => form.requestSubmit();
        start();
      },
      true,
    );
    // A part that differs from the server's for this shopper starts at once.
    const query = (host.dataset.islandStartQuery ?? '').split(' ').filter(Boolean);
    const search = new URLSearchParams(window.location.search);
    let kept = false;
    try {
      kept = (host.dataset.islandStartStorage ?? '')
        .split(' ')
        // An emptied list is kept as `[]`: nothing of the shopper's to show.
        .some((key) => {
          const value = key === '' ? null : window.localStorage.getItem(key);
          return Boolean(value) && value !== '[]';
        });
    } catch {
      kept = false;
    }
    const media = host.dataset.islandStartMedia ? window.matchMedia(host.dataset.islandStartMedia) : null;
    if (media) media.addEventListener('change', () => media.matches && start());
    for (const type of (host.dataset.islandStartEvents ?? '').split(' ').filter(Boolean))
      window.addEventListener(type, start, { once: true });
    const hashes = (host.dataset.islandStartHash ?? '').split(' ').filter(Boolean);
    const wantsHash = () => hashes.includes(window.location.hash.replace(/^#/, ''));
    if (hashes.length > 0) window.addEventListener('hashchange', () => wantsHash() && start());
    if (kept || media?.matches || query.some((name) => search.has(name)) || wantsHash()) start();
    if (host.dataset.islandStartNear === 'true') {
      if (typeof IntersectionObserver === 'undefined') start();
      else {
        // The island's element has no box (display: contents): watch its first child.
        const watched = host.firstElementChild ?? host;
        const observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) {
              observer.disconnect();
              start();
            }
          },
          { rootMargin: '300px' },
        );
        observer.observe(watched);
      }
    }
  };
  document.querySelectorAll<HTMLElement>('[data-island]').forEach(wire);
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (target && typeof target.closest === 'function' && target.closest('a[href^="tel:" i]')) {
      const w = window as unknown as { dataLayer?: unknown[] };
      (w.dataLayer ??= []).push({ event: 'call', event_id: 25 });
    }
  });
  // At the shopper's first sign of engagement (a scroll, the pointer moving, a touch, a key), the
  // page's island files are fetched ahead, not run, so a first press waits for React to start, not
  // for the network. Not at load or idle: on a 2-core phone profile that fetch cost a page's
  // Lighthouse score up to 3 points (TBT 201 -> 64 ms with it blocked), paid by every visit.
  const ENGAGE_EVENTS = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown'];
  const prefetch = () => {
    for (const type of ENGAGE_EVENTS) window.removeEventListener(type, prefetch, true);
    const names = new Set([...document.querySelectorAll<HTMLElement>('[data-island]')].map((host) => host.dataset.island ?? ''));
    const urls = new Set([...names].flatMap((name) => manifest.files[name] ?? []));
    for (const href of urls) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      document.head.appendChild(link);
    }
  };
  for (const type of ENGAGE_EVENTS) window.addEventListener(type, prefetch, { capture: true, passive: true });
  document.documentElement.dataset.hydrated = 'true';
}

/** The element holding the build's manifest, as JSON (`_document`). */
export const ISLAND_MANIFEST_ID = '__ISLAND_MANIFEST__';

/**
 * The inline script: the loader, reading the manifest from its JSON element. The same text on every
 * island page of a build, so the page CSP allows it by its hash (issue 39; `inlineScripts.ts`).
 */
export const ISLAND_LOADER_SCRIPT = `(${startIslandLoader.toString()})(JSON.parse(document.getElementById(${JSON.stringify(ISLAND_MANIFEST_ID)}).textContent));`;
