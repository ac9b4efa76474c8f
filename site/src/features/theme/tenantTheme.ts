import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { SiteBranding } from '@/features/tenant/loadSite';
import { BREAKPOINTS, SYSTEM_FONTS } from './breakpoints';
import { NEUTRAL_BRANDING, usableBranding } from './siteTheme';

export { BREAKPOINTS } from './breakpoints';

/** A tenant's MUI theme options from its branding (system fonts only: no download, no layout shift). */
export function tenantThemeOptions(branding: SiteBranding): ThemeOptions {
  const heading = branding.headingFont ?? branding.bodyFont ?? SYSTEM_FONTS;
  return {
    breakpoints: { values: BREAKPOINTS },
    palette: {
      primary: { main: branding.primaryColour },
      secondary: { main: branding.secondaryColour },
      background: { default: branding.backgroundColour, paper: '#ffffff' },
    },
    typography: {
      fontFamily: branding.bodyFont ?? SYSTEM_FONTS,
      h1: { fontFamily: heading, fontWeight: 700, fontSize: '2.25rem' },
      h2: { fontFamily: heading, fontWeight: 700, fontSize: '1.75rem' },
      h3: { fontFamily: heading, fontWeight: 600, fontSize: '1.35rem' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 6 },
    components: {
      // No ripple: it mounts a transition group in every button (hydration time on phones); the
      // focus ring of the site's baseline styles shows keyboard focus instead.
      MuiButtonBase: { defaultProps: { disableRipple: true } },
    },
  };
}

const themes = new Map<string, Theme>();

/**
 * A tenant's MUI theme, for the lazily loaded parts built from MUI components (`MuiThemeScope`).
 * One per branding, however many of those parts a page loads.
 */
export function tenantTheme(branding: SiteBranding = NEUTRAL_BRANDING): Theme {
  const key = JSON.stringify(branding);
  let theme = themes.get(key);
  if (!theme) {
    theme = createTheme(tenantThemeOptions(usableBranding(branding)));
    themes.set(key, theme);
  }
  return theme;
}
