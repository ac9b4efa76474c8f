/**
 * An `<img>` served by Next.js's image optimiser, as next/image renders it, without next/image's
 * client code (about 3.5 KB of gzipped JavaScript on every page that shows a photo, issue 11).
 * The same URLs (`/_next/image?url=…&w=…&q=…`) and the same widths, taken from the build's image
 * settings, so the optimiser accepts every one and its cache is shared with next/image.
 */
import { useCallback, type CSSProperties } from 'react';

export interface ImageSettings {
  deviceSizes: number[];
  imageSizes: number[];
  qualities?: number[] | null;
  path: string;
}

// Next.js writes next.config's `images` here at build time; next/image reads the same value.
const BUILD_SETTINGS = process.env.__NEXT_IMAGE_OPTS as unknown as ImageSettings;

/**
 * `src`, `srcSet` and `sizes` as next/image computes them: for a `sizes` list, every width from
 * the smallest vw share of the smallest device up; for a fixed width, a 1x and a 2x file.
 */
export function optimisedImageSources(
  src: string,
  size: { sizes: string } | { width: number },
  settings: ImageSettings = BUILD_SETTINGS,
): { src: string; srcSet: string; sizes?: string } {
  const deviceSizes = [...settings.deviceSizes].sort((a, b) => a - b);
  const allSizes = [...settings.imageSizes, ...deviceSizes].sort((a, b) => a - b);
  // The allowed quality nearest next/image's default of 75.
  const quality = (settings.qualities?.length ? settings.qualities : [75]).reduce((best, q) =>
    Math.abs(q - 75) < Math.abs(best - 75) ? q : best,
  );
  const url = (width: number) => `${settings.path}?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;
  if ('sizes' in size) {
    const shares = [...size.sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]));
    const widths = shares.length ? allSizes.filter((w) => w >= deviceSizes[0]! * (Math.min(...shares) / 100)) : allSizes;
    return { src: url(widths.at(-1)!), srcSet: widths.map((w) => `${url(w)} ${w}w`).join(', '), sizes: size.sizes };
  }
  const widths = [...new Set([size.width, size.width * 2].map((w) => allSizes.find((s) => s >= w) ?? allSizes.at(-1)!))];
  return { src: url(widths.at(-1)!), srcSet: widths.map((w, i) => `${url(w)} ${i + 1}x`).join(', ') };
}

const FILL: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', color: 'transparent' };

type Size = { fill: true; sizes: string; width?: never; height?: never } | { fill?: false; width: number; height: number; sizes?: never };

export type OptimisedImageProps = Size & {
  src: string;
  alt: string;
  /**
   * The page's largest paint: fetched at once, first. React's server render preloads every image
   * that is not lazy (a `<link rel="preload">` ahead of the page's HTML), so no preload of ours:
   * a second one in the head was the same request written twice.
   */
  preload?: boolean;
  loading?: 'eager' | 'lazy';
  /**
   * Below the first screen: no sources until the shopper scrolls near it (features/ui/deferredImages.ts),
   * rather than Chromium's lazy loading, which fetches it about 1,250 px early. Not with `preload`.
   */
  deferred?: boolean;
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Served as it is (a host the optimiser may not fetch); an SVG always is. */
  unoptimized?: boolean;
  style?: CSSProperties;
  className?: string;
  onError?: () => void;
};

/**
 * An SVG is served as it is: the optimiser refuses SVG (next.config has no `dangerouslyAllowSVG`),
 * as next/image decides for an `.svg` source.
 */
export function isServedAsIs(src: string): boolean {
  return /\.svg$/i.test(src.split(/[?#]/, 1)[0]!);
}

export function OptimisedImage({
  src,
  alt,
  preload = false,
  loading,
  deferred = false,
  fetchPriority,
  unoptimized = false,
  style,
  className,
  onError,
  ...size
}: OptimisedImageProps) {
  const defer = deferred && !preload;
  const sources =
    unoptimized || isServedAsIs(src)
      ? { src, srcSet: undefined, sizes: undefined }
      : optimisedImageSources(src, size.fill ? { sizes: size.sizes } : { width: size.width });
  // An image that failed before the page hydrated fired its error event before React listened.
  const checkFailedBeforeHydration = useCallback(
    (img: HTMLImageElement | null) => {
      // (An image with no source yet, a deferred one, is "complete" too.)
      if (img && onError && img.hasAttribute('src') && img.complete && img.naturalWidth === 0) onError();
    },
    [onError],
  );
  // What the image and its <noscript> copy (a deferred image's) have in common.
  const shared = {
    sizes: sources.sizes,
    alt,
    width: size.fill ? undefined : size.width,
    height: size.fill ? undefined : size.height,
    decoding: 'async' as const,
    className,
    style: size.fill ? { ...FILL, ...style } : { color: 'transparent', ...style },
  };
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- the optimiser's URLs, as next/image renders them */}
      <img
        // A deferred image is a new element for new sources: the watcher gives sources to added images.
        key={defer ? (sources.srcSet ?? sources.src) : undefined}
        ref={onError ? checkFailedBeforeHydration : undefined}
        src={defer ? undefined : sources.src}
        srcSet={defer ? undefined : sources.srcSet}
        data-deferred-src={defer ? sources.src : undefined}
        data-deferred-srcset={defer ? sources.srcSet : undefined}
        {...shared}
        loading={loading ?? (preload ? 'eager' : 'lazy')}
        fetchPriority={fetchPriority}
        onError={onError}
      />
      {defer && (
        <noscript>
          {/* eslint-disable-next-line @next/next/no-img-element -- the same image for a browser without script */}
          <img src={sources.src} srcSet={sources.srcSet} {...shared} loading="lazy" />
        </noscript>
      )}
    </>
  );
}
