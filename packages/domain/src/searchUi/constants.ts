/** Search results screen constants (spec §2, §5, §9). */

/** Spec §5/§9: search input debounced by 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Spec §2/§9: filter panel collapse animation 300 ms. */
export const FILTER_COLLAPSE_MS = 300;
/** Spec §9: model facet limit 30. */
export const MODEL_FACET_LIMIT = 30;
/** Spec §2: the 7 Seater Cars landing search filters seats equal to 7. */
export const SEVEN_SEATER_FILTER = { seats: ['7'] } as const;
/** Spec §2: search box label and placeholder. */
export const SEARCH_BOX_LABEL = 'Search';
export const SEARCH_BOX_PLACEHOLDER = 'Search...';
