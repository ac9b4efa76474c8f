/**
 * A part built only in the browser, its code fetched the first time it renders: what
 * `next/dynamic(load, { ssr: false })` does, without Next's loadable runtime, which was 1.4 KB of
 * gzipped JavaScript on every page whose header or results used it (issue 11's page-weight
 * budgets: the search page had 5 bytes to spare).
 *
 * The server and the page's hydration render `loading` (or nothing); the part follows right after
 * hydration, or at once when it first renders later (a drawer opened, a client-side navigation).
 * As with next/dynamic in production, a part whose code fails to load renders `loading` and the
 * page carries on.
 */
import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export function clientOnly<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { loading = () => null }: { loading?: () => ReactNode } = {},
): ComponentType<P> {
  const Part = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown): { default: ComponentType<P> } => {
        console.error('A part of the page could not be loaded:', error);
        return { default: () => <>{loading()}</> };
      },
    ),
  );

  function ClientOnly(props: P) {
    // The server's snapshot during hydration (what the server rendered), the browser's after it.
    const rendered = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
    if (!rendered) return <>{loading()}</>;
    return (
      <Suspense fallback={loading()}>
        <Part {...props} />
      </Suspense>
    );
  }
  return ClientOnly;
}
