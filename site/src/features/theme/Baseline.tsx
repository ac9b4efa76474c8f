import { Global } from '@emotion/react';
import type { SiteTheme } from './siteTheme';

/**
 * The page baseline (MUI's CssBaseline, without MUI): border-box sizing, the tenant's body text
 * and background, and a visible focus ring on everything focusable (accessibility standard).
 */
const baseline = (theme: SiteTheme) => {
  const focusRing = { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 };
  return {
    html: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale', boxSizing: 'border-box', WebkitTextSizeAdjust: '100%' },
    '*, *::before, *::after': { boxSizing: 'inherit' },
    'strong, b': { fontWeight: 700 },
    body: {
      margin: 0,
      color: theme.palette.text.primary,
      ...theme.typography.body1,
      backgroundColor: theme.palette.background.default,
      '@media print': { backgroundColor: theme.palette.common.white },
    },
    'body::backdrop': { backgroundColor: theme.palette.background.default },
    ':focus-visible': focusRing,
    'a:focus-visible, button:focus-visible': focusRing,
  } as const;
};

export function Baseline() {
  return <Global styles={baseline} />;
}
