import {
  MAX_TRADE_IN_IMAGES,
  MAX_TRADE_IN_IMAGE_BYTES,
  TRADE_IN_IMAGE_TEXTS,
  imageRejection,
  imageTypeOf,
  isWithinImageSize,
  screenImages,
} from './tradeInImages';

const bytes = (...values: (number | string)[]): Uint8Array =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])));

/** An ISO media `ftyp` box: size, "ftyp", major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes(0, 0, 0, size, 'ftyp', major, 0, 0, 0, 0, ...compatible, 0, 0, 0, 8, 'meta');
};

const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF');
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR');

describe('spec texts and limits (§5, §9)', () => {
  it('are copied exactly', () => {
    expect(TRADE_IN_IMAGE_TEXTS.tooLarge).toBe('Please upload an image file under 10MB');
    expect(TRADE_IN_IMAGE_TEXTS.tooMany).toBe('You can only upload 10 images');
    expect(MAX_TRADE_IN_IMAGES).toBe(10);
    expect(MAX_TRADE_IN_IMAGE_BYTES).toBe(10_485_760);
  });
});

describe('imageTypeOf (by content, not name)', () => {
  it.each([
    ['JPEG (JFIF)', JPEG, 'jpeg'],
    ['JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34, 'Exif'), 'jpeg'],
    ['PNG', PNG, 'png'],
    ['GIF87a', bytes('GIF87a', 1, 0, 1, 0), 'gif'],
    ['GIF89a', bytes('GIF89a', 1, 0, 1, 0), 'gif'],
    ['HEIC (iPhone)', ftyp('heic', 'mif1', 'heic'), 'heic'],
    ['HEIC sequence', ftyp('hevc', 'msf1', 'hevc'), 'heic'],
    ['HEIF with a HEIC brand', ftyp('mif1', 'mif1', 'heic'), 'heic'],
  ] as const)('%s -> %s', (_name, head, type) => {
    expect(imageTypeOf(head)).toBe(type);
  });

  it.each([
    ['a text file renamed .jpg', bytes('Hello, this is not a photo')],
    ['a PDF', bytes('%PDF-1.7')],
    ['AVIF (same container, not HEIC)', ftyp('avif', 'mif1', 'avif')],
    ['HEIF without a HEIC brand', ftyp('mif1', 'mif1', 'avif')],
    ['an MP4 video', ftyp('isom', 'isom', 'mp41')],
    ['a HEIC brand past the ftyp box', bytes(0, 0, 0, 16, 'ftyp', 'mif1', 0, 0, 0, 0, 'heic')],
    ['a truncated PNG signature', bytes(0x89, 'PNG')],
    ['GIF of an unknown version', bytes('GIF88a')],
    ['nothing', bytes()],
  ])('%s -> null', (_name, head) => {
    expect(imageTypeOf(head)).toBeNull();
  });
});

describe('imageRejection (one image against those already added)', () => {
  it('accepts up to 10 MB exactly', () => {
    expect(isWithinImageSize(MAX_TRADE_IN_IMAGE_BYTES)).toBe(true);
    expect(isWithinImageSize(MAX_TRADE_IN_IMAGE_BYTES + 1)).toBe(false);
    expect(imageRejection({ size: MAX_TRADE_IN_IMAGE_BYTES, leadingBytes: JPEG }, 0)).toBeNull();
  });

  it('refuses a 10.5 MB image, a renamed text file and an eleventh image, the count first', () => {
    expect(imageRejection({ size: 10.5 * 1_000_000, leadingBytes: JPEG }, 0)).toBe('too-large');
    expect(imageRejection({ size: 200, leadingBytes: bytes('plain text') }, 0)).toBe('wrong-type');
    expect(imageRejection({ size: 200, leadingBytes: JPEG }, 9)).toBeNull();
    expect(imageRejection({ size: 200, leadingBytes: JPEG }, 10)).toBe('too-many');
    expect(imageRejection({ size: 20_000_000, leadingBytes: bytes('x') }, 10)).toBe('too-many');
  });
});

describe('screenImages (step 3: the files the shopper picks)', () => {
  const photo = (name: string, size = 2_000_000, leadingBytes = JPEG) => ({ name, size, leadingBytes });

  it('keeps files while there is room and alerts for the rest', () => {
    const picked = [photo('1'), photo('2'), photo('3')];
    const screening = screenImages(picked, 8);
    expect(screening.accepted.map((p) => p.name)).toEqual(['1', '2']);
    expect(screening.rejected).toEqual([{ image: picked[2], reason: 'too-many' }]);
    expect(screening.alerts).toEqual(['You can only upload 10 images']);
  });

  it('a refused file takes no room, and each kind of alert shows once', () => {
    const picked = [photo('big', 11_000_000), photo('text', 10, bytes('hello')), photo('big2', 12_000_000), photo('ok', 500, PNG)];
    const screening = screenImages(picked, 9);
    expect(screening.accepted.map((p) => p.name)).toEqual(['ok']);
    expect(screening.rejected.map((r) => r.reason)).toEqual(['too-large', 'wrong-type', 'too-large']);
    expect(screening.alerts).toEqual(['Please upload an image file under 10MB', 'Please upload a JPEG, PNG, GIF or HEIC image']);
  });

  it('accepts ten images and refuses the eleventh', () => {
    const picked = Array.from({ length: 11 }, (_, i) => photo(String(i + 1)));
    const screening = screenImages(picked, 0);
    expect(screening.accepted).toHaveLength(10);
    expect(screening.rejected.map((r) => r.image.name)).toEqual(['11']);
  });
});
