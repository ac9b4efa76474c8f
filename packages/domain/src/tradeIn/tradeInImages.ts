/**
 * Trade-in photos (spec §5 and §9: at most 10 images, each at most 10 MB, JPEG, JPG, PNG, GIF or
 * HEIC; one upload request per image). A file's type is decided by its first bytes, not its name
 * or the type the browser claims: a renamed text file is not an image. The same rules serve the
 * browser (before sending) and the upload endpoint (while streaming, before storing).
 */

export const MAX_TRADE_IN_IMAGES = 10;
/** 10 MB as a binary megabyte (10,485,760 bytes): a file the shopper's phone calls "10 MB" passes. */
export const MAX_TRADE_IN_IMAGE_BYTES = 10 * 1024 * 1024;

export const TRADE_IN_IMAGE_TEXTS = {
  // Spec §5, character for character.
  tooLarge: 'Please upload an image file under 10MB',
  tooMany: 'You can only upload 10 images',
  // Ours: the spec gives no text for a file that is not one of the types.
  wrongType: 'Please upload a JPEG, PNG, GIF or HEIC image',
} as const;

/** JPEG and JPG are one type under two extensions. */
export type TradeInImageType = 'jpeg' | 'png' | 'gif' | 'heic';

export const TRADE_IN_IMAGE_MIME_TYPES: Record<TradeInImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  heic: 'image/heic',
};

/** The file input's `accept`: what the picker offers; the bytes still decide. */
export const TRADE_IN_IMAGE_ACCEPT = '.jpeg,.jpg,.png,.gif,.heic,image/jpeg,image/png,image/gif,image/heic';

/** How many leading bytes to read for `imageTypeOf`: enough for a HEIC `ftyp` box with its brands. */
export const IMAGE_SIGNATURE_BYTES = 64;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87A = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
const GIF89A = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
/** HEIF brands of HEVC-coded images (HEIC). AVIF shares the container (brand `avif`) and is not HEIC. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
/** Generic HEIF brands: HEIC when a HEIC brand is among the compatible brands. */
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

/**
 * HEIC is an ISO media file: a `ftyp` box first (size, "ftyp", major brand, minor version, then
 * compatible brands up to the box's size).
 */
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const major = ascii(bytes, 8, 12);
  if (HEIC_BRANDS.has(major)) return true;
  if (!HEIF_BRANDS.has(major)) return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length);
  for (let at = 16; at + 4 <= end; at += 4) if (HEIC_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  return false;
}

/** The image type the leading bytes show (pass at least `IMAGE_SIGNATURE_BYTES` when the file has them), or null. */
export function imageTypeOf(leadingBytes: Uint8Array): TradeInImageType | null {
  if (startsWith(leadingBytes, JPEG)) return 'jpeg';
  if (startsWith(leadingBytes, PNG)) return 'png';
  if (startsWith(leadingBytes, GIF87A) || startsWith(leadingBytes, GIF89A)) return 'gif';
  if (isHeic(leadingBytes)) return 'heic';
  return null;
}

/** Whether a file of this many bytes may be stored; the endpoint asks as bytes arrive and stops at the first no. */
export const isWithinImageSize = (bytes: number): boolean => bytes <= MAX_TRADE_IN_IMAGE_BYTES;

export type ImageRejection = 'too-many' | 'too-large' | 'wrong-type';

export const imageRejectionText = (reason: ImageRejection): string =>
  ({ 'too-many': TRADE_IN_IMAGE_TEXTS.tooMany, 'too-large': TRADE_IN_IMAGE_TEXTS.tooLarge, 'wrong-type': TRADE_IN_IMAGE_TEXTS.wrongType })[
    reason
  ];

export interface CandidateImage {
  /** The file's size in bytes. */
  size: number;
  /** Its first bytes (see `IMAGE_SIGNATURE_BYTES`). */
  leadingBytes: Uint8Array;
}

/**
 * Why one image cannot be added when `alreadyAdded` are stored for this valuation, or null when it
 * can. The count is checked first: an eleventh image is refused whatever it is.
 */
export function imageRejection(image: CandidateImage, alreadyAdded: number): ImageRejection | null {
  if (alreadyAdded >= MAX_TRADE_IN_IMAGES) return 'too-many';
  if (!isWithinImageSize(image.size)) return 'too-large';
  if (imageTypeOf(image.leadingBytes) === null) return 'wrong-type';
  return null;
}

export interface ImageScreening<T> {
  accepted: T[];
  rejected: { image: T; reason: ImageRejection }[];
  /** One alert per kind of problem, in the order first met. */
  alerts: string[];
}

/**
 * The shopper picks files (step 3): each is kept while there is room for it, in the order picked;
 * the others are refused with the spec's alerts. A refused file takes no room.
 */
export function screenImages<T extends CandidateImage>(picked: readonly T[], alreadyAdded: number): ImageScreening<T> {
  const screening: ImageScreening<T> = { accepted: [], rejected: [], alerts: [] };
  for (const image of picked) {
    const reason = imageRejection(image, alreadyAdded + screening.accepted.length);
    if (reason === null) {
      screening.accepted.push(image);
      continue;
    }
    screening.rejected.push({ image, reason });
    const alert = imageRejectionText(reason);
    if (!screening.alerts.includes(alert)) screening.alerts.push(alert);
  }
  return screening;
}
