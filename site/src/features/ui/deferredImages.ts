/**
 * Photos below the first screen that load when the shopper scrolls near them (issue 11).
 *
 * Chromium's own lazy loading starts an image about 1,250 px before it reaches the screen (more on a
 * slow connection), so the home page's stock row and offers (10 photos, 250–1,500 px below a phone's
 * first screen) were all fetched, decoded and painted while the page hydrated, each one new frames
 * on a phone's busy cores. A deferred image (`OptimisedImage` with `deferred`) carries its sources
 * in data attributes; `watchDeferredImages` gives them back when the image comes within
 * `DEFERRED_IMAGE_MARGIN` of the screen, or of the edge of a row that scrolls sideways. It runs as
 * an inline script at the end of the body (`_document`), before any page script: static islands
 * (the stock row, offer cards) are never hydrated, and it also watches for images that React or a
 * streamed Suspense boundary adds later. Without script the image's `<noscript>` copy shows.
 */

export const DEFERRED_IMAGE_MARGIN = '300px';

/**
 * Watches the document for deferred images, now and as they are added; returns a function that
 * stops watching. Where IntersectionObserver is missing every deferred image is shown at once.
 * Self-contained (its text is the inline script): globals and its argument only.
 */
export function watchDeferredImages(margin: string): () => void {
  const show = (img: Element) => {
    const srcSet = img.getAttribute('data-deferred-srcset');
    const src = img.getAttribute('data-deferred-src');
    img.removeAttribute('data-deferred-srcset');
    img.removeAttribute('data-deferred-src');
    // srcset first: with src set first the browser could start on the fallback width.
    if (srcSet) img.setAttribute('srcset', srcSet);
    if (src) img.setAttribute('src', src);
  };
  const view =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            entries.forEach((entry) => {
              if (!entry.isIntersecting) return;
              view!.unobserve(entry.target);
              show(entry.target);
            });
          },
          // scrollMargin: the same margin inside a row that scrolls sideways (Chromium 120 and later).
          { rootMargin: margin, scrollMargin: margin } as IntersectionObserverInit,
        )
      : null;
  const scan = (node: Document | Element) => {
    const found = Array.from(node.querySelectorAll('img[data-deferred-src]'));
    if (node instanceof Element && node.matches('img[data-deferred-src]')) found.push(node);
    found.forEach((img) => (view ? view.observe(img) : show(img)));
  };
  scan(document);
  const added = new MutationObserver((records) => {
    records.forEach((record) => {
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) scan(node);
      });
    });
  });
  added.observe(document, { childList: true, subtree: true });
  return () => {
    added.disconnect();
    if (view) view.disconnect();
  };
}

/** The inline script `_document` writes at the end of the body; no page's bundle carries it. */
export const DEFERRED_IMAGES_SCRIPT = `(${String(watchDeferredImages)})(${JSON.stringify(DEFERRED_IMAGE_MARGIN)})`;
