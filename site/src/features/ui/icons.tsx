/**
 * Plain SVG icons (Material Design paths, as in @mui/icons-material) for what every page renders
 * many times: no styled component per icon, so hydration on phones stays short. Each one refers to
 * the page's sprite (IconSprite, rendered by _document), so its path is sent once per page and is
 * in no page's JavaScript. Decorative by default (aria-hidden); the control around an icon carries
 * the accessible name.
 */
import type { CSSProperties } from 'react';
import type { IconName } from './iconPaths';

export type { IconName } from './iconPaths';

export function Icon({
  name,
  size = 24,
  color,
  style,
  className,
}: {
  name: IconName;
  /** Pixels, or a CSS length such as '1em' (an icon the size of its text). */
  size?: number | string;
  color?: string;
  style?: CSSProperties;
  className?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
      fill={color ?? 'currentColor'}
      className={className}
      style={{ flexShrink: 0, ...style }}
    >
      <use href={`#i-${name}`} />
    </svg>
  );
}
