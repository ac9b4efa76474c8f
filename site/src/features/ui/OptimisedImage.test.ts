import { getImageProps } from 'next/image';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import { isServedAsIs, optimisedImageSources } from './OptimisedImage';

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
