/** Spec §9 breakpoints: xs 400, sm 576, md 768, lg 992, xl 1200 (xxl 1400 is the container max). */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } as const;

export const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
