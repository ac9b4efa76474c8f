import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Hosts (comma-separated) whose https images the optimiser may fetch, besides the site's own media. */
const imageHosts = (process.env.IMAGE_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim().toLowerCase())
  .filter(Boolean);

const siteDir = path.dirname(fileURLToPath(import.meta.url));
/** Next.js's Pages Router client entry (CommonJS and ESM builds), the one importer whose `react-dom/client` is swapped. */
const NEXT_CLIENT_ENTRY = /next[\\/]dist[\\/](esm[\\/])?client[\\/]index\.js$/;

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of a
 * script so marked is compiled eagerly, while the script streams in on a background thread, instead
 * of lazily on the main thread at its first call. A page's scripts are nearly all called while it
 * hydrates; compiling them lazily was the largest long task on a phone (issue 11's profile: 343 ms
 * at 4x CPU slowdown on the search page, time in webpack's module require). Every client script
 * gets it, the lazily loaded ones too: they run as soon as they arrive (a form, the filter panel),
 * and their compilation then happens off the main thread as well.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Prepends the compile hint to every client script, after minification, before source maps. */
function compileHintPlugin(webpack) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('CompileHint', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'CompileHint', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
          (assets) => {
            for (const file of Object.keys(assets)) {
              if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
            }
          },
        );
      });
    },
  };
}

/**
 * Swaps site/src/lib/hydrateInTransition.ts in for `react-dom/client` where Next.js's client entry
 * imports it, and fails the build if that import was not found (a Next.js upgrade moved it).
 */
function hydrateInTransitionPlugin(webpack) {
  return {
    apply(compiler) {
      let swapped = false;
      new webpack.NormalModuleReplacementPlugin(/^react-dom\/client$/, (resource) => {
        if (NEXT_CLIENT_ENTRY.test(resource.contextInfo?.issuer ?? '')) {
          resource.request = path.join(siteDir, 'src/lib/hydrateInTransition.ts');
          swapped = true;
        }
      }).apply(compiler);
      compiler.hooks.afterCompile.tap('HydrateInTransition', (compilation) => {
        if (!swapped) {
          compilation.errors.push(
            new webpack.WebpackError(
              "hydrateInTransition: Next.js's client entry no longer imports react-dom/client (see site/next.config.mjs)",
            ),
          );
        }
      });
    },
  };
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Types are checked once, by `npm run lint` (turbo typecheck, which CI runs): not again in every build.
  typescript: { ignoreBuildErrors: true },
  // `BROWSER_SOURCE_MAPS=true next build` for scripts/js-breakdown.mjs (what the first load is made of).
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === 'true',
  poweredByHeader: false,
  // No ETag: Next.js hashes every HTML and API answer in JavaScript (FNV-1a over the whole body) on
  // every request, 72 KB for a home page, and that hash was about a fifth of a cached page's
  // serving cost (issue 12: ISR pages >= 500 requests/s). Pages carry `s-maxage` for shared
  // caches, which keep their own validators; a shopper's browser re-fetches 15 KB gzipped.
  generateEtags: false,
  // Emotion must be transpiled for server rendering to use our cache (PITFALLS: MUI + Turbopack).
  // pdfkit reads its font metrics from its own folder at run time: keep it out of the bundle.
  serverExternalPackages: ['pdfkit', 'qrcode'],
  transpilePackages: [
    '@dealer/domain',
    '@dealer/outbound',
    '@emotion/react',
    '@emotion/cache',
    '@emotion/server',
    '@emotion/styled',
    '@mui/material-nextjs',
  ],
  images: {
    // Fewer widths than Next.js's defaults (8 device, 7 image sizes): every listed width is a URL in
    // each photo's srcset, and a search page has 20 of them (about 1 KB of HTML each). 1920 covers
    // the largest photo (the car page's gallery, two thirds of a 1200 px page at 2x).
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [48, 96, 256, 384],
    // Issue 9: the optimiser is not an open image proxy. The site's own media route (CMS media,
    // see pages/api/media/file) and the https hosts listed in IMAGE_HOSTS, nothing else.
    localPatterns: [{ pathname: '/api/media/file/**' }],
    remotePatterns: imageHosts.map((hostname) => ({ protocol: 'https', hostname })),
    dangerouslyAllowLocalIP: process.env.NODE_ENV !== 'production' || process.env.ALLOW_LOCAL_IMAGES === 'true',
  },
  // Production builds use webpack (`next build --webpack`): client scripts are compiled off the
  // main thread, and the page hydrates in a transition, in slices that yield to the browser
  // (site/src/lib/hydrateInTransition.ts, issue 11).
  webpack(config, { isServer, dev, webpack }) {
    if (!isServer) {
      if (!dev) config.plugins.push(compileHintPlugin(webpack));
      config.plugins.push(hydrateInTransitionPlugin(webpack));
      // Without its own react-is copy: 1.3 KB gzipped on every page (src/lib/hoistNonReactStatics.js).
      config.resolve.alias = { ...config.resolve.alias, 'hoist-non-react-statics$': path.join(siteDir, 'src/lib/hoistNonReactStatics.js') };
      // …and free of side effects, as it is: where nothing calls it (emotion imports it for its
      // `withTheme`, which the site does not use) it leaves the bundle. Without this rule every page
      // loaded it only for the bare import (0.24 KB gzipped; issue 14, when the results page needed room).
      config.module.rules.push({ test: /[\\/]src[\\/]lib[\\/]hoistNonReactStatics\.js$/, sideEffects: false });
    }
    return config;
  },
  // `next dev` (Turbopack) hydrates the default way; nothing else differs.
  turbopack: {},
  // Headers that never depend on the deployment; the page CSP and HSTS come from the proxy (run time).
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
    ];
  },
};

export default nextConfig;
