import vm from 'node:vm';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { DEFERRED_IMAGES_SCRIPT } from './deferredImages';
import { OptimisedImage } from './OptimisedImage';

/** Just enough of a DOM for the inline script: elements with attributes, and the two observers. */
class FakeElement {
  attributes = new Map<string, string>();
  children: FakeElement[] = [];
  constructor(attributes: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(attributes)) this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  matches(selector: string) {
    expect(selector).toBe('img[data-deferred-src]');
    return this.attributes.has('data-deferred-src');
  }
  querySelectorAll(selector: string): FakeElement[] {
    return this.children.flatMap((child) => [...(child.matches(selector) ? [child] : []), ...child.querySelectorAll(selector)]);
  }
}

function deferred(name: string) {
  return new FakeElement({
    'data-deferred-src': `/${name}-1200.jpg`,
    'data-deferred-srcset': `/${name}-640.jpg 640w, /${name}-1200.jpg 1200w`,
  });
}

/** Runs the inline script, as _document writes it, in a context of its own. */
function runScript(page: FakeElement, withIntersectionObserver: boolean) {
  const views: { callback: (entries: unknown[]) => void; options: IntersectionObserverInit; observed: FakeElement[] }[] = [];
  const mutations: ((records: unknown[]) => void)[] = [];
  const context = vm.createContext({
    Element: FakeElement,
    Array,
    JSON,
    document: page,
    MutationObserver: class {
      constructor(callback: (records: unknown[]) => void) {
        mutations.push(callback);
      }
      observe() {}
      disconnect() {}
    },
    ...(withIntersectionObserver && {
      IntersectionObserver: class {
        view: (typeof views)[number];
        constructor(callback: (entries: unknown[]) => void, options: IntersectionObserverInit) {
          this.view = { callback, options, observed: [] };
          views.push(this.view);
        }
        observe(target: FakeElement) {
          this.view.observed.push(target);
        }
        unobserve(target: FakeElement) {
          this.view.observed = this.view.observed.filter((t) => t !== target);
        }
        disconnect() {}
      },
    }),
  });
  vm.runInContext(DEFERRED_IMAGES_SCRIPT, context);
  return { views, mutations };
}

describe('the deferred images script (what _document writes inline)', () => {
  it('watches each deferred image, and gives it its sources only when it comes near the screen', () => {
    const near = deferred('near');
    const far = deferred('far');
    const plain = new FakeElement({ src: '/logo.png' });
    const page = new FakeElement();
    page.children.push(plain, near, Object.assign(new FakeElement(), { children: [far] }));
    const { views } = runScript(page, true);
    expect(views).toHaveLength(1);
    expect(views[0]!.options).toMatchObject({ rootMargin: '300px', scrollMargin: '300px' });
    expect(views[0]!.observed).toEqual([near, far]);
    expect(near.getAttribute('src')).toBeNull();

    views[0]!.callback([
      { isIntersecting: true, target: near },
      { isIntersecting: false, target: far },
    ]);
    expect(near.getAttribute('srcset')).toBe('/near-640.jpg 640w, /near-1200.jpg 1200w');
    expect(near.getAttribute('src')).toBe('/near-1200.jpg');
    expect(near.getAttribute('data-deferred-src')).toBeNull();
    expect(near.getAttribute('data-deferred-srcset')).toBeNull();
    expect(views[0]!.observed).toEqual([far]);
    expect(far.getAttribute('src')).toBeNull();
    expect(plain.getAttribute('src')).toBe('/logo.png');
  });

  it('watches deferred images added later (a React render, a streamed boundary)', () => {
    const page = new FakeElement();
    const { views, mutations } = runScript(page, true);
    expect(views[0]!.observed).toEqual([]);
    const added = deferred('added');
    const wrapper = Object.assign(new FakeElement(), { children: [added] });
    const alsoAdded = deferred('direct');
    mutations[0]!([{ addedNodes: [wrapper, alsoAdded, { nodeType: 3 }] }]);
    expect(views[0]!.observed).toEqual([added, alsoAdded]);
  });

  it('shows every deferred image at once where IntersectionObserver is missing', () => {
    const image = deferred('old-browser');
    const page = new FakeElement();
    page.children.push(image);
    runScript(page, false);
    expect(image.getAttribute('src')).toBe('/old-browser-1200.jpg');
    expect(image.getAttribute('srcset')).toContain('640w');
  });
});

// (Unoptimised sources: the optimiser's URLs need the build's image settings, which a test has not.)
describe('OptimisedImage deferred', () => {
  it('renders its source as a data attribute, and a <noscript> copy with it', () => {
    const html = renderToStaticMarkup(
      createElement(OptimisedImage, { src: '/photos/car.png', alt: '', fill: true, sizes: '80vw', deferred: true, unoptimized: true }),
    );
    const [img, noscript] = html.split('<noscript>');
    expect(img).toContain('data-deferred-src="/photos/car.png"');
    expect(img).not.toMatch(/ src=/);
    expect(img).toContain('loading="lazy"');
    expect(noscript).toMatch(/^<img src="\/photos\/car.png"/);
  });

  it('is not deferred when it is the page’s preloaded largest paint', () => {
    const html = renderToStaticMarkup(
      createElement(OptimisedImage, {
        src: '/hero.png',
        alt: '',
        width: 400,
        height: 200,
        deferred: true,
        preload: true,
        unoptimized: true,
      }),
    );
    expect(html).not.toContain('data-deferred-src');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain(' src="/hero.png"');
  });
});
