/**
 * A part of a page that needs no JavaScript in the browser (links, text and pictures: the footer,
 * the home page's stock row and offer cards, a page's rich text), rendered by the server and kept
 * as sent by the page's first hydration: its code is neither fetched nor run, and React walks none
 * of its elements (issues 11 and 12: on the home page that is more than half of the elements, and
 * two chunks of about 9 KB each that ran while the page loaded).
 *
 * After a client-side navigation, or when its props change, it renders itself as any component
 * would, fetching its code then. LeadFormIsland is the interactive sibling: it keeps the server's
 * form the same way and hydrates it on the shopper's first touch.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useHydrating } from './appHydration';

/**
 * `dangerouslySetInnerHTML` for an element whose HTML the server sent and the browser keeps: one
 * object for every render, as React 19 rewrites an element's inner HTML whenever this prop is a new
 * object, which would empty the kept part each time the page re-renders (router ready).
 */
export const KEEP_SERVER_HTML = { __html: '' };

/** The wrapper takes no box of its own: the part lays out as if it were its parent's child. */
const CONTENTS = { display: 'contents' } as const;

/** The same values, prop by prop: the same objects (a re-render), or equal data (a list sliced again). */
function sameProps<P extends object>(a: P, b: P): boolean {
  const keys = Object.keys(a) as (keyof P)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.is(a[key], b[key])) || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The component `load` resolves to, as a static island. Props must be data the server renders
 * from (no callbacks: the browser never runs the kept part). `isSame` decides whether new props
 * still show what the server sent (by default: the same values, prop by prop, or equal as data).
 */
export function staticIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isSame: (sent: P, next: P) => boolean = sameProps,
): ComponentType<P> {
  // Lazy: the page's code in the browser does not carry the part. The server's render waits for it.
  const Part = lazy(() => load().then((component) => ({ default: component })));

  function StaticIsland(props: P) {
    // Only hydration finds the server's HTML; a client-side move, or a boundary React switched to
    // client rendering, renders the part itself. (A re-render after hydration keeps what was sent.)
    const hydrating = useHydrating();
    const [sent] = useState(() => (hydrating ? props : null));
    if (typeof window === 'undefined') {
      return (
        <div style={CONTENTS} data-static-island="server">
          <Part {...props} />
        </div>
      );
    }
    if (sent && isSame(sent, props)) {
      // React leaves an element with inner HTML it set alone: the server's part stays as it was sent.
      return <div style={CONTENTS} data-static-island="server" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
    }
    return (
      <div style={CONTENTS} data-static-island="browser">
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return StaticIsland;
}
