/**
 * `react-dom/client` as Next.js's Pages Router client sees it (next.config.mjs swaps it in for
 * next/dist/client/index.js only): the same module, but the first hydration runs in a transition.
 *
 * Why (issue 11): `hydrateRoot` outside a transition hydrates at React's default lane, which is
 * rendered in one task without yielding, so everything outside a Suspense boundary hydrated as a
 * single long task on a phone. Inside `startTransition` the root hydrates at a transition lane:
 * React renders it in slices of about 5 ms and yields to the browser between them, as it already
 * does for dehydrated Suspense boundaries. A shopper's click on a part not yet hydrated makes React
 * hydrate that part first (selective hydration), as before.
 */
import { startTransition } from 'react';
import * as ReactDOMClient from 'react-dom/client';

export const createRoot = ReactDOMClient.createRoot;

export function hydrateRoot(...args: Parameters<typeof ReactDOMClient.hydrateRoot>): ReactDOMClient.Root {
  let root: ReactDOMClient.Root | undefined;
  startTransition(() => {
    root = ReactDOMClient.hydrateRoot(...args);
  });
  return root!;
}

const client: typeof ReactDOMClient = { ...ReactDOMClient, hydrateRoot };
export default client;
