/**
 * Step 3 of the trade-in wizard (spec §4 "Upload Images (optional; next skips)", §5 and §9: at most
 * 10 images, each at most 10 MB, JPEG/JPG/PNG/GIF/HEIC). Files are screened in the browser by the
 * domain's rules (their first bytes, not their names) and sent one request each to
 * `/api/eval-expert/image-upload`, which checks them again while storing. Refusals show the spec's
 * texts in the wizard's alert, once per kind.
 */
import { useId, useState, type ChangeEvent } from 'react';
import {
  IMAGE_SIGNATURE_BYTES,
  MAX_TRADE_IN_IMAGES,
  TRADE_IN_IMAGE_ACCEPT,
  TRADE_IN_WIZARD_TEXTS,
  screenImages,
  tradeInErrorMessage,
} from '@dealer/domain';

export const IMAGE_UPLOAD_API_PATH = '/api/eval-expert/image-upload';

export interface UploadedPhoto {
  id: number;
  name: string;
}

interface Picked {
  file: File;
  size: number;
  leadingBytes: Uint8Array;
}

async function upload(evalId: string, file: File): Promise<{ ok: true; id: number } | { ok: false; error: string }> {
  const body = new FormData();
  body.append('evalid', evalId);
  body.append('file', file, file.name);
  try {
    const response = await fetch(IMAGE_UPLOAD_API_PATH, { method: 'POST', body, headers: { accept: 'application/json' } });
    const answer = (await response.json().catch(() => null)) as { id?: unknown; error?: unknown } | null;
    if (response.status === 201 && typeof answer?.id === 'number') return { ok: true, id: answer.id };
    return { ok: false, error: tradeInErrorMessage(answer?.error) };
  } catch {
    return { ok: false, error: TRADE_IN_WIZARD_TEXTS.stepFailed };
  }
}

export function ImageUploadStep({
  evalId,
  photos,
  onPhotos,
  onDone,
  onBack,
}: {
  evalId: string;
  photos: UploadedPhoto[];
  onPhotos: (photos: UploadedPhoto[]) => void;
  onDone: () => void;
  onBack: () => void;
}) {
  const inputId = useId();
  const [alerts, setAlerts] = useState<string[]>([]);
  const [progress, setProgress] = useState<{ at: number; of: number } | null>(null);
  const full = photos.length >= MAX_TRADE_IN_IMAGES;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // The same file may be picked again after a refusal.
    event.target.value = '';
    if (files.length === 0) return;
    const picked: Picked[] = await Promise.all(
      files.map(async (file) => ({
        file,
        size: file.size,
        leadingBytes: new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer()),
      })),
    );
    const screening = screenImages(picked, photos.length);
    const shown = [...screening.alerts];
    let stored = photos;
    for (const [index, { file }] of screening.accepted.entries()) {
      setProgress({ at: index + 1, of: screening.accepted.length });
      const result = await upload(evalId, file);
      if (result.ok) {
        stored = [...stored, { id: result.id, name: file.name }];
        onPhotos(stored);
      } else if (!shown.includes(result.error)) shown.push(result.error);
    }
    setProgress(null);
    setAlerts(shown);
  }

  return (
    <div className="upload" data-testid="trade-in-upload">
      {alerts.length > 0 && (
        <div className="destructive" role="alert" data-testid="trade-in-upload-alert">
          {alerts.map((alert) => (
            <p key={alert} style={{ margin: 0 }}>
              {alert}
            </p>
          ))}
        </div>
      )}
      <div className="field">
        <label htmlFor={inputId}>Photos of your vehicle (optional)</label>
        <p className="hint" id={`${inputId}-hint`}>
          Up to {MAX_TRADE_IN_IMAGES} images, each under 10 MB: JPEG, PNG, GIF or HEIC. {photos.length} of {MAX_TRADE_IN_IMAGES} added.
        </p>
        <input
          id={inputId}
          type="file"
          name="file"
          multiple
          accept={TRADE_IN_IMAGE_ACCEPT}
          aria-describedby={`${inputId}-hint`}
          disabled={full || progress !== null}
          onChange={(event) => void pick(event)}
        />
      </div>
      {progress && (
        <p className="loading" role="status">
          <span className="spinner" aria-hidden="true" />
          Uploading photo {progress.at} of {progress.of}…
        </p>
      )}
      {photos.length > 0 && (
        <ul className="photos" aria-label="Photos added" data-testid="trade-in-photos">
          {photos.map((photo) => (
            <li key={photo.id}>✓ {photo.name}</li>
          ))}
        </ul>
      )}
      <div className="actions">
        <button type="button" className="btn outlined large" onClick={onBack} disabled={progress !== null}>
          Back
        </button>
        <button type="button" className="btn contained large" onClick={onDone} disabled={progress !== null}>
          {photos.length > 0 ? 'Next' : 'Skip'}
        </button>
      </div>
    </div>
  );
}
