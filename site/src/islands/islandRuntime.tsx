/**
 * What every island's root has around it, as the page's `_app` has: the page's Emotion cache (it
 * picks up the server's styles), the site's theme tokens and the branding. Shared by the island
 * entries (one chunk).
 */
import { ThemeProvider } from '@emotion/react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { useEffect, type ReactNode } from 'react';
import { EmotionCacheProvider } from '@/features/theme/EmotionCacheProvider';
import { BrandingContext } from '@/features/theme/branding';
import type { SiteBranding } from '@/features/tenant/loadSite';
import { siteTheme } from '@/features/theme/siteTheme';
import { ISLAND_CONTEXT_ID, type IslandContext } from './islandLoader';

let context: { branding: SiteBranding | null; theme: ReturnType<typeof siteTheme> } | null = null;

function pageContext() {
  if (!context) {
    const text = document.getElementById(ISLAND_CONTEXT_ID)?.textContent;
    const { branding } = (text ? JSON.parse(text) : { branding: null }) as IslandContext;
    context = { branding, theme: siteTheme(branding ?? undefined) };
  }
  return context;
}

/** Calls back once the root has committed (its children's effects run first). */
function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}

/**
 * Hydrates `element` into the island's element (`render` instead when it differs from the
 * server's HTML, as a form prefilled from the address does). `onLive` once React has committed.
 */
export function startIsland(host: HTMLElement, element: ReactNode, onLive: () => void, mode: 'hydrate' | 'render' = 'hydrate'): Root {
  const { branding, theme } = pageContext();
  const tree = (
    <EmotionCacheProvider>
      <ThemeProvider theme={theme}>
        <BrandingContext.Provider value={branding}>
          <Live onLive={onLive}>{element}</Live>
        </BrandingContext.Provider>
      </ThemeProvider>
    </EmotionCacheProvider>
  );
  if (mode === 'hydrate') return hydrateRoot(host, tree);
  // The server's HTML stays until React's commit replaces it: no empty frame in between.
  const root = createRoot(host);
  root.render(tree);
  return root;
}
