import { withPayload } from '@payloadcms/next/withPayload';

/** @type {import('next').NextConfig} */
const nextConfig = {
  transpilePackages: ['@dealer/domain', '@dealer/stock-search'],
  images: { unoptimized: true },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
