/** Hosts (comma-separated) whose https images the optimiser may fetch, besides the site's own media. */
const imageHosts = (process.env.IMAGE_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim().toLowerCase())
  .filter(Boolean);

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // `BROWSER_SOURCE_MAPS=true next build` for scripts/js-breakdown.mjs (what the first load is made of).
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === 'true',
  poweredByHeader: false,
  // Emotion must be transpiled for server rendering to use our cache (PITFALLS: MUI + Turbopack).
  // pdfkit reads its font metrics from its own folder at run time: keep it out of the bundle.
  serverExternalPackages: ['pdfkit', 'qrcode'],
  transpilePackages: ['@dealer/domain', '@emotion/react', '@emotion/cache', '@emotion/server', '@emotion/styled', '@mui/material-nextjs'],
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
