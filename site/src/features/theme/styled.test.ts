import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { jsx, ThemeProvider } from '@emotion/react';
import { styled } from './styled';
import type { SiteTheme } from './siteTheme';

const themeOf = (main: string) => ({ palette: { primary: { main } } }) as unknown as SiteTheme;
const classesIn = (html: string) => [...html.matchAll(/class="([^"]+)"/g)].map((match) => match[1]);
const render = (theme: SiteTheme, ...children: ReturnType<typeof createElement>[]) =>
  renderToString(createElement(ThemeProvider, { theme, children: createElement(Fragment, null, ...children) }));

describe('styled', () => {
  it("gives an element the class and rules Emotion's css prop gives the same styles", () => {
    const styles = ({ theme }: { theme: SiteTheme }) => ({ color: theme.palette.primary.main, padding: 8, '&:hover': { opacity: 0.5 } });
    const Box = styled('div')(styles);
    const theme = themeOf('#123456');
    const ours = render(theme, createElement(Box, { key: 'a' }, 'x'));
    const emotions = render(theme, jsx('div', { key: 'a', css: (t: SiteTheme) => styles({ theme: t }) }, 'x'));
    expect(ours).toBe(emotions);
    expect(ours).toContain('color:#123456;padding:8px;');
    expect(ours).toContain(':hover{opacity:0.5;}');
  });

  it('serialises the styles once per theme, whatever the number of elements', () => {
    const styles = jest.fn(({ theme }: { theme: SiteTheme }) => ({ color: theme.palette.primary.main }));
    const Box = styled('span')(styles);
    const first = themeOf('#111111');
    const html = render(first, ...Array.from({ length: 20 }, (_, i) => createElement(Box, { key: i })));
    expect(classesIn(html)).toHaveLength(20);
    expect(new Set(classesIn(html)).size).toBe(1);
    render(first, createElement(Box, { key: 'again' }));
    expect(styles).toHaveBeenCalledTimes(1);

    // Another tenant's theme is serialised for itself: its own colour, its own class.
    const second = themeOf('#222222');
    const other = render(second, createElement(Box, { key: 'b' }));
    expect(styles).toHaveBeenCalledTimes(2);
    expect(other).toContain('color:#222222');
    expect(classesIn(other)[0]).not.toBe(classesIn(html)[0]);
  });

  it('keeps the props it is given and adds its class to a className of the caller', () => {
    const Box = styled('a')({ display: 'block' });
    const html = render(themeOf('#000000'), createElement(Box, { key: 'a', href: '/offers', className: 'card', 'aria-label': 'Offers' }));
    expect(html).toMatch(
      /<a href="\/offers" class="card css-[a-z0-9]+" aria-label="Offers">|<a href="\/offers" aria-label="Offers" class="card css-[a-z0-9]+">/,
    );
    expect(html).toContain('display:block;');
  });

  it('calls a function nested in static styles with the theme, as the css prop does', () => {
    const Box = styled('div')([{ margin: 0 }, (theme: SiteTheme) => ({ color: theme.palette.primary.main })]);
    expect(render(themeOf('#abcdef'), createElement(Box, { key: 'a' }))).toContain('margin:0;color:#abcdef;');
  });
});
