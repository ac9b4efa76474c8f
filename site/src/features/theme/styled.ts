/**
 * Emotion's `styled`, with the site's tokens (`SiteTheme`) as its theme: what every styled root
 * uses. MUI's `styled` would bring MUI's theme runtime and sx engine into every page's first load.
 */
import styled from '@emotion/styled';
import type { SiteTheme } from './siteTheme';

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends SiteTheme {}
}

export { styled };
export { keyframes, useTheme, Global, type CSSObject } from '@emotion/react';
export { alpha } from '@mui/system/colorManipulator';
export type { SiteTheme as Theme } from './siteTheme';
