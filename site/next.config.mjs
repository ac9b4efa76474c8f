/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Emotion must be transpiled for server rendering to use our cache (PITFALLS: MUI + Turbopack).
  // pdfkit reads its font metrics from its own folder at run time: keep it out of the bundle.
  serverExternalPackages: ['pdfkit', 'qrcode'],
  transpilePackages: ['@dealer/domain', '@emotion/react', '@emotion/cache', '@emotion/server', '@emotion/styled', '@mui/material-nextjs'],
  images: {
    // CMS media is served from the CMS origin; in development that is localhost.
    remotePatterns: [
      { protocol: 'http', hostname: 'localhost' },
      { protocol: 'http', hostname: '127.0.0.1' },
      { protocol: 'https', hostname: '**' },
    ],
    dangerouslyAllowLocalIP: process.env.NODE_ENV !== 'production' || process.env.ALLOW_LOCAL_IMAGES === 'true',
  },
};

export default nextConfig;
