/**
 * A tenant's MUI theme around the parts built from MUI components (drawers, filter controls,
 * forms, content sections). The first screen styles itself from `siteTheme`'s tokens through
 * Emotion's ThemeProvider; MUI's theme runtime loads with the first part that needs it.
 */
import { useContext, type ComponentType, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { BrandingContext } from './branding';
import { tenantTheme } from './tenantTheme';

export function MuiThemeScope({ children }: { children: ReactNode }) {
  const branding = useContext(BrandingContext);
  return <ThemeProvider theme={tenantTheme(branding ?? undefined)}>{children}</ThemeProvider>;
}

/** `Component` inside `MuiThemeScope`: what a lazily loaded module built from MUI components exports. */
export function withMuiTheme<P extends object>(Component: ComponentType<P>) {
  function WithMuiTheme(props: P) {
    return (
      <MuiThemeScope>
        <Component {...props} />
      </MuiThemeScope>
    );
  }
  WithMuiTheme.displayName = `WithMuiTheme(${Component.displayName ?? Component.name})`;
  return WithMuiTheme;
}
