/**
 * Make lists (spec §2, §9): some tenants split popular makes and all makes with a
 * Show all makes / Hide extra makes toggle, 7 makes shown before Show all makes by default;
 * dropdowns put a popular-makes divider after 20.
 */

export const MAKES_SHOWN = 7;
export const MAKE_DROPDOWN_POPULAR = 20;
export const SHOW_ALL_MAKES = 'Show all makes';
export const HIDE_EXTRA_MAKES = 'Hide extra makes';

export interface MakeCount {
  value: string;
  count: number;
}

export interface MakeListView<M extends MakeCount> {
  /** Popular makes: the most stocked, plus any selected make (always visible). Empty when not split. */
  popular: M[];
  /** Every other make, alphabetically; empty while collapsed. */
  all: M[];
  toggleLabel: typeof SHOW_ALL_MAKES | typeof HIDE_EXTRA_MAKES | null;
}

// One collator for every comparison: localeCompare with options builds a new one per call, which
// made sorting the make list a visible part of a phone's hydration time.
let collator: Intl.Collator | undefined;
const alphabetical = <M extends MakeCount>(a: M, b: M) =>
  (collator ??= new Intl.Collator('en', { sensitivity: 'base' })).compare(a.value, b.value);
const byCount = <M extends MakeCount>(a: M, b: M) => b.count - a.count || alphabetical(a, b);

export interface MakeListOptions {
  /** The tenant splits popular makes and all makes (site setting splitPopularMakes). */
  split: boolean;
  /** The toggle has been pressed (Show all makes). */
  expanded: boolean;
  /** Refined makes: never hidden behind the toggle. */
  selected?: readonly string[];
  shown?: number;
}

export function makeListView<M extends MakeCount>(makes: readonly M[], options: MakeListOptions): MakeListView<M> {
  if (!options.split) return { popular: [], all: [...makes].sort(alphabetical), toggleLabel: null };
  const shown = options.shown ?? MAKES_SHOWN;
  const ranked = [...makes].sort(byCount);
  const selected = new Set(options.selected ?? []);
  const popular = ranked.filter((make, index) => index < shown || selected.has(make.value));
  const rest = ranked.filter((make) => !popular.includes(make)).sort(alphabetical);
  if (rest.length === 0) return { popular, all: [], toggleLabel: null };
  return options.expanded ? { popular, all: rest, toggleLabel: HIDE_EXTRA_MAKES } : { popular, all: [], toggleLabel: SHOW_ALL_MAKES };
}

/** Dropdown options: the 20 most stocked makes, a divider, then the others alphabetically. */
export function makeDropdownGroups<M extends MakeCount>(
  makes: readonly M[],
  popularCount = MAKE_DROPDOWN_POPULAR,
): { popular: M[]; others: M[] } {
  const ranked = [...makes].sort(byCount);
  return { popular: ranked.slice(0, popularCount), others: ranked.slice(popularCount).sort(alphabetical) };
}
