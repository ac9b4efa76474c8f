/**
 * Island pages (issue 11): pages served without Next.js's client runtime and without hydrating
 * React over the whole page. The server renders the page as usual; `_document` leaves out
 * Next.js's scripts and page data and writes a small inline loader instead (islandLoader.ts). Each
 * interactive part is an island: a `data-island` element whose code (React and the part, built
 * by scripts/build-islands.mjs) is fetched and hydrated into it, as a root of its own, when the
 * shopper first reaches for it (pointer, touch, focus or key). Until then a press on one of its
 * buttons, or a submit, is held and repeated once the part is live, so nothing is lost.
 *
 * Why: a page that boots Next.js's runtime and hydrates React over the whole page paid for that on
 * every load, whether or not the shopper touched anything: on these machines the framework alone
 * kept the car and search pages 6 to 14 Lighthouse points below their scripts-blocked twins
 * (`npm run bench:floor`, docs/decisions.md). An island page runs no framework code until asked.
 *
 * The same page still renders as a normal Next.js page when the browser reaches it by a
 * client-side move from a page with the runtime: the island wrappers are then plain elements.
 */
import { createContext, Suspense, useContext, useId, type ReactNode } from 'react';

/** The page prop that makes a page an island page (read by _app and _document). */
export const ISLAND_PAGE_PROP = 'islandPage';

/** True while rendering an island page: parts then mark themselves as islands, with their props. */
export const IslandPageContext = createContext(false);

export function useIslandPage(): boolean {
  return useContext(IslandPageContext);
}

/** The element that contains an island: no box of its own, so the part lays out as before. */
const CONTENTS = { display: 'contents' } as const;

export interface IslandStart {
  /** Start at once when the address has any of these query parameters (the part then differs from the server's). */
  query?: string[];
  /** Start at once when the browser keeps any of these localStorage keys (a returning shopper's details or lists). */
  storageKey?: string | string[];
  /** Start when this media query matches, on arrival or later (a part a wide screen shows only once it runs). */
  media?: string;
  /** Start at the first of these events on `window` (another island changed the address this part shows). */
  events?: string[];
  /** Start when the address's hash is one of these, on arrival or later (a link to `#enquire` anywhere on the page). */
  hash?: string[];
  /** Start when the part comes within 300 px of the screen (a part that loads its content then). */
  nearScreen?: boolean;
}

/**
 * Marks `children` as the island `name` on an island page: the loader hydrates `name`'s entry
 * (src/islands/entries/{name}.tsx) into this element with `props`, which must render exactly
 * `children`. Elsewhere it renders `children` alone (in a `div` of `className` when one is given:
 * the element is the same on both kinds of page).
 */
export function Island({
  name,
  props,
  start,
  className,
  children,
}: {
  name: string;
  props: object;
  start?: IslandStart;
  className?: string;
  children: ReactNode;
}) {
  const islandPage = useIslandPage();
  const propsId = `island-props${useId()}`;
  if (!islandPage) return className ? <div className={className}>{children}</div> : <>{children}</>;
  return (
    <>
      <div
        className={className}
        style={className ? undefined : CONTENTS}
        data-island={name}
        data-island-props-id={propsId}
        data-island-start-query={start?.query?.join(' ')}
        data-island-start-storage={[start?.storageKey ?? []].flat().join(' ') || undefined}
        data-island-start-media={start?.media}
        data-island-start-events={start?.events?.join(' ')}
        data-island-start-hash={start?.hash?.join(' ')}
        data-island-start-near={start?.nearScreen ? 'true' : undefined}
      >
        {children}
      </div>
      {/* The props as JSON in a script element of their own (the loader finds it by id), in a
          Suspense boundary of its own. Not in an attribute of the element: that escaped them to
          about 1.6 times their size. And not outside a boundary: React counts everything outside
          one towards its 12.8 KB mark, past which it streams every later boundary as hidden HTML
          revealed by script; a search page's 16 KB of props did that to its whole first screen,
          whose dropdowns and facet rows, shown late, moved the results down (CLS up to 0.65). A
          boundary this size is itself sent at the end of the page, where it is no cost to the rest. */}
      <Suspense>
        <script id={propsId} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(props).replace(/</g, '\\u003c') }} />
      </Suspense>
    </>
  );
}
