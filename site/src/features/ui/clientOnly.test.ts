import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { clientOnly } from './clientOnly';

/** What the browser renders after hydration is checked by the e2e tests (filter panel, menu, forms). */
describe('clientOnly: a part the server leaves to the browser', () => {
  it('renders its loading placeholder on the server and never loads the part there', () => {
    const load = jest.fn(
      async () =>
        ({ label }: { label: string }) =>
          createElement('p', null, label),
    );
    const Part = clientOnly(load, { loading: () => createElement('p', { className: 'loading' }, 'Loading…') });
    expect(renderToString(createElement(Part, { label: 'The part' }))).toBe('<p class="loading">Loading…</p>');
    expect(load).not.toHaveBeenCalled();
  });

  it('renders nothing on the server without a placeholder', () => {
    const Part = clientOnly(async () => () => createElement('p', null, 'The part'));
    expect(renderToString(createElement(Part, {}))).toBe('');
  });
});
