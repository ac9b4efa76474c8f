import { getImageProps } from 'next/image';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import { isServedAsIs, optimisedImageSources, type OptimisedImageProps } from './OptimisedImage';

// Outside a Next.js build there are no build settings: next/image then uses its defaults, and so
// do these tests (the algorithm is what they check; the build passes next.config's settings).
const settings = imageConfigDefault;

/** The optimiser only serves the widths and qualities next/image asks for: ours must be the same URLs. */
describe('optimisedImageSources: the URLs next/image would render', () => {
  const photo = '/api/media/file/car%20photo.jpg';

  it.each([
    '(min-width: 1200px) 30vw, (min-width: 768px) 45vw, 100vw',
    '(max-width: 768px) 100vw, 66vw',
    '(max-width: 992px) 50vw, 25vw',
    '32px',
  ])('fill with sizes %s', (sizes) => {
    const { props } = getImageProps({ src: photo, alt: '', fill: true, sizes });
    expect(optimisedImageSources(photo, { sizes }, settings)).toEqual({ src: props.src, srcSet: props.srcSet, sizes: props.sizes });
  });

  it.each([40, 100, 400])('a fixed width of %i px gets a 1x and a 2x file', (width) => {
    const { props } = getImageProps({ src: photo, alt: '', width, height: width });
    expect(optimisedImageSources(photo, { width }, settings)).toEqual({ src: props.src, srcSet: props.srcSet });
  });

  it('escapes the source URL', () => {
    expect(optimisedImageSources('/a b?c=1&d=2', { width: 40 }, settings).src).toBe('/_next/image?url=%2Fa%20b%3Fc%3D1%26d%3D2&w=96&q=75');
  });
});

describe('isServedAsIs: what the optimiser would refuse', () => {
  it.each(['/api/media/file/logo.svg', '/api/media/file/logo.svg?v=2', '/api/media/file/LOGO.SVG'])('%s is served as it is', (src) => {
    expect(isServedAsIs(src)).toBe(true);
  });

  it.each(['/api/media/file/car.jpg', '/api/media/file/svg-guide.png', '/api/media/file/car.jpg?x=.svg'])(
    '%s goes through the optimiser',
    (src) => {
      expect(isServedAsIs(src)).toBe(false);
    },
  );

  it('agrees with next/image for an SVG source', () => {
    const { props } = getImageProps({ src: '/api/media/file/logo.svg', alt: '', width: 40, height: 40 });
    expect(props.src).toBe('/api/media/file/logo.svg');
    expect(isServedAsIs('/api/media/file/logo.svg')).toBe(true);
  });
});

/** The page's largest paint is preloaded once: React's server render writes the preload itself. */
describe('OptimisedImage: the preload of the largest paint', () => {
  const photo = '/api/media/file/car.jpg';
  // The build's image settings, as Next.js's build defines them (an object, which process.env's own
  // values cannot hold), and the module loaded after them, with the React it renders with.
  let render: (props: OptimisedImageProps) => string;
  beforeAll(() => {
    const env = process.env;
    process.env = { ...env, __NEXT_IMAGE_OPTS: settings } as unknown as NodeJS.ProcessEnv;
    jest.isolateModules(() => {
      const { createElement } = jest.requireActual('react') as typeof import('react');
      const { renderToString } = jest.requireActual('react-dom/server') as typeof import('react-dom/server');
      const { OptimisedImage } = jest.requireActual('./OptimisedImage') as typeof import('./OptimisedImage');
      render = (props) => renderToString(createElement(OptimisedImage, props));
    });
    process.env = env;
  });
  const preloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

  it('a preloaded photo has one preload link, for its own sources, fetched first', () => {
    const html = render({ src: photo, alt: 'A car', fill: true, sizes: '100vw', preload: true, fetchPriority: 'high' });
    const links = preloads(html);
    expect(links).toHaveLength(1);
    expect(links[0]).toContain('imageSrcSet="/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fcar.jpg');
    expect(links[0]).toContain('fetchPriority="high"');
    expect(html).toMatch(/<img[^>]*loading="eager"/);
  });

  it('a photo further down is lazy and not preloaded', () => {
    const html = render({ src: photo, alt: 'A car', fill: true, sizes: '100vw' });
    expect(preloads(html)).toHaveLength(0);
    expect(html).toMatch(/<img[^>]*loading="lazy"/);
  });
});
