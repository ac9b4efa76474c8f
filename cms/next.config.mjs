import { withPayload } from '@payloadcms/next/withPayload';

/** @type {import('next').NextConfig} */
const nextConfig = {
  transpilePackages: ['@dealer/domain', '@dealer/outbound', '@dealer/stock-search'],
  images: { unoptimized: true },
  // Types are checked once, by `npm run lint` (turbo typecheck, which CI runs): not again in every build.
  typescript: { ignoreBuildErrors: true },
  // Names the framework to anyone asking (issue 39); the security headers are set in src/proxy.ts.
  poweredByHeader: false,
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
