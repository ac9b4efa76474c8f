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

/**
 * Make names compared case- and accent-blind ("Škoda" sorts as "Skoda"), by hand: building an
 * Intl.Collator (or localeCompare with options, which builds one per call) cost a phone tens of
 * milliseconds while the search page hydrates.
 */
const sortKeys = new Map<string, string>();
function sortKey(name: string): string {
  let key = sortKeys.get(name);
  if (key === undefined) {
    key = name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    sortKeys.set(name, key);
  }
  return key;
}
const alphabetical = <M extends MakeCount>(a: M, b: M) => {
  const [x, y] = [sortKey(a.value), sortKey(b.value)];
  return x < y ? -1 : x > y ? 1 : 0;
};
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
