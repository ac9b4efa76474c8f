/** Style pieces every page shares (plain elements under styled roots, see docs/decisions.md). */
import { BREAKPOINTS } from '@/features/theme/breakpoints';

/** `@media (min-width: …px)` for a breakpoint of spec §9. */
export const up = (breakpoint: keyof typeof BREAKPOINTS) => `@media (min-width: ${BREAKPOINTS[breakpoint]}px)`;

/** The page's content column (header, main, footer): 1200 px at most, 16 px gutters, 24 from 576 px. */
export const pageContainer = {
  width: '100%',
  maxWidth: BREAKPOINTS.xl,
  margin: '0 auto',
  paddingLeft: 16,
  paddingRight: 16,
  [up('sm')]: { paddingLeft: 24, paddingRight: 24 },
} as const;
