import { ICON_PATHS } from './iconPaths';

/**
 * Every icon once per page, as SVG symbols that `Icon` refers to (`<use href="#i-…">`). Rendered by
 * `_document`, outside the React tree the browser hydrates: the paths are neither repeated in the
 * HTML for each card (about 20 KB on a search page) nor part of any page's JavaScript.
 */
export function IconSprite() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
    >
      {Object.entries(ICON_PATHS).map(([name, path]) => (
        <symbol key={name} id={`i-${name}`} viewBox="0 0 24 24">
          <path d={path} />
        </symbol>
      ))}
    </svg>
  );
}
