import { createContext } from 'react';
import type { SiteBranding } from '@/features/tenant/loadSite';

/** The page's branding (null for pages without a tenant), provided by `_app` for `MuiThemeScope`. */
export const BrandingContext = createContext<SiteBranding | null>(null);
