import { createTheme, type Theme } from '@mui/material/styles';
import type { SiteBranding } from '@/features/tenant/loadSite';

/** Spec §9 breakpoints: xs 400, sm 576, md 768, lg 992, xl 1200 (xxl 1400 is the container max). */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } as const;

const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** A tenant's MUI theme from its branding (system fonts only: no download, no layout shift). */
export function tenantTheme(branding: SiteBranding): Theme {
  return createTheme({
    breakpoints: { values: BREAKPOINTS },
    palette: {
      primary: { main: branding.primaryColour },
      secondary: { main: branding.secondaryColour },
      background: { default: branding.backgroundColour, paper: '#ffffff' },
    },
    typography: {
      fontFamily: branding.bodyFont ?? SYSTEM_FONTS,
      h1: { fontFamily: branding.headingFont ?? branding.bodyFont ?? SYSTEM_FONTS, fontWeight: 700, fontSize: '2.25rem' },
      h2: { fontFamily: branding.headingFont ?? branding.bodyFont ?? SYSTEM_FONTS, fontWeight: 700, fontSize: '1.75rem' },
      h3: { fontFamily: branding.headingFont ?? branding.bodyFont ?? SYSTEM_FONTS, fontWeight: 600, fontSize: '1.35rem' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 6 },
    components: {
      // No ripple: it mounts a transition group in every button (hydration time on phones); the
      // focus ring below shows keyboard focus instead.
      MuiButtonBase: { defaultProps: { disableRipple: true } },
      // A visible focus ring on everything focusable (accessibility standard).
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': { outline: `3px solid ${branding.secondaryColour}`, outlineOffset: 2 },
          'a:focus-visible, button:focus-visible': { outline: `3px solid ${branding.secondaryColour}`, outlineOffset: 2 },
        },
      },
    },
  });
}

let neutral: Theme | undefined;
/** The theme of pages without a tenant (built on first use: most pages never need it). */
export function neutralTheme(): Theme {
  neutral ??= createTheme({ breakpoints: { values: BREAKPOINTS } });
  return neutral;
}
