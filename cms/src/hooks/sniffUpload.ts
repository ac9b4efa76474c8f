import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { ValidationError, type CollectionBeforeOperationHook } from 'payload';

/** Raster images the sites show. SVG is refused: it can carry script. */
export const ACCEPTED_IMAGE_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/avif': 'AVIF',
};

const accepted = Object.values(ACCEPTED_IMAGE_TYPES).join(', ');

const refuse = (collection: string, message: string) => new ValidationError({ collection, errors: [{ message, path: 'file' }] });

/**
 * Sniffs an upload's bytes (`file-type`) before Payload stores it: the content must be one of the
 * accepted image types and match the type the client declared. Payload's own check falls back to
 * the file name when the bytes say nothing, which lets a text file named logo.png through.
 */
export const sniffUpload: CollectionBeforeOperationHook = async ({ args, operation, req, collection }) => {
  if (operation !== 'create' && operation !== 'update') return args;
  const file = req.file;
  if (!file) return args;
  const declared = (file.mimetype ?? '').split(';')[0]!.trim().toLowerCase();
  if (declared === 'image/svg+xml' || /\.svgz?$/i.test(file.name ?? '')) {
    throw refuse(collection.slug, `SVG files are not accepted: upload a ${accepted} image.`);
  }
  const detected =
    file.tempFilePath && (!file.data || file.data.length === 0)
      ? await fileTypeFromFile(file.tempFilePath)
      : await fileTypeFromBuffer(file.data);
  if (!detected || !(detected.mime in ACCEPTED_IMAGE_TYPES)) {
    throw refuse(collection.slug, `The file is not an image: its contents are not ${accepted}.`);
  }
  if (declared !== detected.mime) {
    throw refuse(collection.slug, `The file is sent as ${declared || 'an unknown type'} but its contents are ${detected.mime}.`);
  }
  return args;
};
