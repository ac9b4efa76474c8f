import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import {
  EVAL_ID_PATTERN,
  IMAGE_SIGNATURE_BYTES,
  imageRejectionText,
  imageTypeOf,
  MAX_TRADE_IN_IMAGE_BYTES,
  type ImageRejection,
  type TradeInImageType,
} from '@dealer/domain';

/** Room for the multipart framing and the `evalid` field around one image of the largest size (as the site allows). */
export const UPLOAD_BODY_MAX_BYTES = MAX_TRADE_IN_IMAGE_BYTES + 64 * 1024;
/**
 * After a refusal the rest of the body is read and thrown away, so that a client still sending
 * (the site, proxying the shopper) gets the answer instead of a reset connection; past this many
 * bytes in all the connection is dropped instead.
 */
export const UPLOAD_DRAIN_MAX_BYTES = 64 * 1024 * 1024;
/** Temp files are named with this prefix in os.tmpdir(): a test can tell that none is left behind. */
export const UPLOAD_TEMP_PREFIX = 'trade-in-image-';
export const UPLOAD_TEXTS = {
  unreadable: 'The upload could not be read: send multipart/form-data with evalid and file.',
  evalid: 'Send the valuation id as the field evalid (letters, digits, - and _, at most 64).',
  otherValuation: 'This photo names another valuation than the one the shopper may add photos to.',
  file: 'Send one image as the field file.',
  oneFile: 'Send one image per request.',
} as const;

/** What the endpoint answers when it will not store the upload. */
export interface UploadRefusal {
  status: number;
  body: { error: string; reason?: ImageRejection; field?: 'evalid' | 'file' };
}

export interface ReceivedImage {
  evalId: string;
  type: TradeInImageType;
  /** The bytes as received, in a temp file of this process: the caller deletes it. */
  tempPath: string;
  size: number;
  /** The name the shopper's device gave the file (for staff; never used to store it). */
  originalName: string;
}

export type ReceiveResult = { ok: true; image: ReceivedImage } | { ok: false; refusal: UploadRefusal };

const refusal = (status: number, body: UploadRefusal['body']): UploadRefusal => ({ status, body });
export const unreadable = () => refusal(400, { error: UPLOAD_TEXTS.unreadable });
const rejected = (reason: ImageRejection, status = 400) => refusal(status, { error: imageRejectionText(reason), reason });
export const tooLarge = () => rejected('too-large', 413);
export const tooMany = () => rejected('too-many', 409);
/** The temp file could not be written (a full disk): the CMS's failure, which the site answers as its own. */
const notSaved = () => refusal(500, { error: 'The photo could not be saved.' });

const removeFile = (file: string) => fs.promises.rm(file, { force: true });

/**
 * Reads and discards what is left of a body (up to UPLOAD_DRAIN_MAX_BYTES read in all, counting
 * `alreadyRead`), then resolves; past the cap the stream is destroyed (the client sees the
 * connection close).
 */
export function discardRest(source: Readable, alreadyRead = 0): Promise<void> {
  return new Promise((resolve) => {
    let read = alreadyRead;
    const done = () => {
      source.off('data', onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > UPLOAD_DRAIN_MAX_BYTES) {
        source.destroy();
        done();
      }
    };
    if (source.readableEnded || source.destroyed) return resolve();
    source.on('data', onData);
    source.once('end', done);
    source.once('close', done);
    source.once('error', done);
    source.resume();
  });
}

/** A Web request body as a Node stream, read as it arrives. */
export const nodeStreamOf = (body: ReadableStream<Uint8Array>): Readable =>
  Readable.fromWeb(body as unknown as WebReadableStream<Uint8Array>);

/**
 * Reads one trade-in photo from a multipart body (`evalid` and `file`) as it arrives: the file's
 * first bytes decide its type before anything is written, the rest goes to a temp file chunk by
 * chunk (with back-pressure), and it stops writing at the first byte over the size limit. Nothing
 * is held in memory but the chunk in hand. On any refusal the temp file is deleted and the rest of
 * the body is discarded before this resolves.
 *
 * `expectedEvalId` (the valuation the site's upload token is for): an `evalid` naming another is
 * refused (400).
 * `isFull(evalId)` (optional) is asked once when the file starts, if the valuation id came first:
 * a valuation that already has all its photos is refused without writing the file (the store
 * checks again under a lock).
 */
export async function receiveImageUpload(
  contentType: string,
  body: ReadableStream<Uint8Array> | null,
  {
    isFull,
    expectedEvalId,
    tempDir = os.tmpdir(),
  }: { isFull?: (evalId: string) => Promise<boolean>; expectedEvalId?: string; tempDir?: string } = {},
): Promise<ReceiveResult> {
  if (!body || !/^multipart\/form-data\s*;/i.test(contentType)) return { ok: false, refusal: unreadable() };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Over fileSize busboy stops the file and emits 'limit': one byte more than allowed marks "too large".
      limits: { files: 1, fields: 5, parts: 8, fieldSize: 1024, headerPairs: 20, fileSize: MAX_TRADE_IN_IMAGE_BYTES + 1 },
    });
  } catch {
    // No boundary, or not a content type busboy reads.
    return { ok: false, refusal: unreadable() };
  }
  const source = nodeStreamOf(body);

  return new Promise<ReceiveResult>((resolve) => {
    let bytesRead = 0;
    let evalId: string | undefined;
    let originalName = '';
    let fileSeen = false;
    let type: TradeInImageType | null = null;
    let size = 0;
    let tempPath: string | undefined;
    let out: fs.WriteStream | undefined;
    let fileDone: Promise<void> = Promise.resolve();
    let settled = false;

    const countRead = (chunk: Buffer) => {
      bytesRead += chunk.length;
    };
    source.on('data', countRead);

    /** Closes and deletes the temp file, if one was started. */
    const dropTemp = async () => {
      if (out && !out.closed) await new Promise<void>((done) => out!.destroy() && out!.once('close', () => done()));
      if (tempPath) await removeFile(tempPath);
    };

    const refuse = (answer: UploadRefusal) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.off('data', countRead);
      parser.removeAllListeners();
      // busboy may still complain about the body it no longer reads.
      parser.on('error', () => {});
      void Promise.all([dropTemp(), discardRest(source, bytesRead)]).then(() => resolve({ ok: false, refusal: answer }));
    };

    parser.on('field', (name, value, info) => {
      if (name !== 'evalid') return;
      if (evalId !== undefined || info.valueTruncated || !EVAL_ID_PATTERN.test(value))
        return refuse(refusal(400, { error: UPLOAD_TEXTS.evalid, field: 'evalid' }));
      if (expectedEvalId !== undefined && value !== expectedEvalId)
        return refuse(refusal(400, { error: UPLOAD_TEXTS.otherValuation, field: 'evalid' }));
      evalId = value;
    });

    parser.on('file', (name, file, info) => {
      if (settled) return void file.resume();
      if (name !== 'file') {
        file.resume();
        return refuse(refusal(400, { error: UPLOAD_TEXTS.file, field: 'file' }));
      }
      fileSeen = true;
      originalName = info.filename ?? '';
      if (evalId !== undefined && isFull) {
        const askedFor = evalId;
        isFull(askedFor).then(
          (full) => full && refuse(tooMany()),
          () => {},
        );
      }
      let head = Buffer.alloc(0);
      fileDone = new Promise<void>((fileFinished) => {
        const startWriting = (first: Buffer) => {
          tempPath = path.join(tempDir, `${UPLOAD_TEMP_PREFIX}${randomUUID()}`);
          out = fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
          out.on('error', () => refuse(notSaved()));
          out.on('drain', () => file.resume());
          if (!out.write(first)) file.pause();
        };
        file.on('data', (chunk: Buffer) => {
          if (settled) return;
          size += chunk.length;
          if (type === null) {
            head = Buffer.concat([head, chunk]);
            if (head.length < IMAGE_SIGNATURE_BYTES) return;
            type = imageTypeOf(head.subarray(0, IMAGE_SIGNATURE_BYTES));
            if (type === null) return refuse(rejected('wrong-type'));
            startWriting(head);
            head = Buffer.alloc(0);
            return;
          }
          if (!out!.write(chunk)) file.pause();
        });
        file.on('limit', () => refuse(tooLarge()));
        // A body that ends inside the file (no closing boundary): busboy fails the file stream too.
        file.on('error', () => {
          refuse(unreadable());
          fileFinished();
        });
        file.on('end', () => {
          if (settled) return fileFinished();
          if (type === null) {
            // A file shorter than the signature: its few bytes still decide.
            type = imageTypeOf(head);
            if (type === null) {
              refuse(rejected('wrong-type'));
              return fileFinished();
            }
            startWriting(head);
          }
          out!.end(() => fileFinished());
        });
      });
    });

    parser.on('filesLimit', () => refuse(refusal(400, { error: UPLOAD_TEXTS.oneFile, field: 'file' })));
    parser.on('partsLimit', () => refuse(unreadable()));
    parser.on('fieldsLimit', () => refuse(unreadable()));
    parser.on('error', () => refuse(unreadable()));
    source.on('error', () => refuse(unreadable()));

    parser.on('close', () => {
      void fileDone.then(() => {
        if (settled) return;
        if (!fileSeen || !tempPath) return refuse(refusal(400, { error: UPLOAD_TEXTS.file, field: 'file' }));
        if (evalId === undefined) return refuse(refusal(400, { error: UPLOAD_TEXTS.evalid, field: 'evalid' }));
        settled = true;
        source.off('data', countRead);
        resolve({ ok: true, image: { evalId, type: type!, tempPath, size, originalName } });
      });
    });

    source.pipe(parser);
  });
}
