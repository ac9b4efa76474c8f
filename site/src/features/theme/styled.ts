/**
 * `styled('tag')(styles)` for the site's styled roots, on Emotion's css prop, with the site's tokens
 * (`SiteTheme`) as the theme. MUI's `styled` would bring MUI's theme runtime and sx engine into
 * every page's first load, and Emotion's own `styled` a prop filter (is-prop-valid) that the
 * roots do not need: they take no style props, only the theme (issue 11).
 */
import { jsx, useTheme, type Interpolation } from '@emotion/react';
import { serializeStyles, type SerializedStyles } from '@emotion/serialize';
import type { ComponentPropsWithRef, JSX } from 'react';
import type { SiteTheme } from './siteTheme';

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends SiteTheme {}
}

type StyleFunction = (props: { theme: SiteTheme }) => Interpolation<SiteTheme>;

/** An element whose class is `styles`, written once per theme by Emotion (and by the server render). */
export function styled<Tag extends keyof JSX.IntrinsicElements>(tag: Tag) {
  function define(styles: StyleFunction): (props: ComponentPropsWithRef<Tag>) => ReturnType<typeof jsx>;
  function define(styles: Interpolation<SiteTheme>): (props: ComponentPropsWithRef<Tag>) => ReturnType<typeof jsx>;
  function define(styles: StyleFunction | Interpolation<SiteTheme>) {
    const css = typeof styles === 'function' ? (theme: SiteTheme) => (styles as StyleFunction)({ theme }) : styles;
    // Serialised once per theme (a page has one), as Emotion's css prop would (functions called with
    // the theme), instead of for every element on every render: Emotion takes serialised styles as
    // they are, without walking the object or hashing the text again. Serialising was about a
    // seventh of the car page's script time while it hydrated (issue 11).
    const byTheme = new WeakMap<SiteTheme, SerializedStyles>();
    function Styled(props: ComponentPropsWithRef<Tag>) {
      const theme = useTheme();
      let serialised = byTheme.get(theme);
      if (!serialised) {
        serialised = serializeStyles([css as Interpolation<SiteTheme>], undefined, theme);
        byTheme.set(theme, serialised);
      }
      return jsx(tag, { ...props, css: serialised });
    }
    Styled.displayName = `Styled(${tag})`;
    return Styled;
  }
  return define;
}

export { keyframes, useTheme, Global, type CSSObject } from '@emotion/react';
export { alpha } from './colour';
export type { SiteTheme as Theme } from './siteTheme';
