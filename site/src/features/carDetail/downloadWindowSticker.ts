/** Where the window sticker of a car is served (spec §7 "Vehicle PDF by slug": call not shown). */
export const windowStickerPath = (slug: string) => `/api/cars/${encodeURIComponent(slug)}/pdf`;

/** Downloads the car's window sticker and saves it as `{slug}.pdf`; throws with a message a person can read. */
export async function downloadWindowSticker(slug: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(windowStickerPath(slug));
  } catch {
    throw new Error('The window sticker could not be downloaded. Please check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? `The window sticker could not be created (error ${response.status}). Please try again.`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${slug}.pdf`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
