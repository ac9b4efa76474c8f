// The browser bundle's stand-in for hoist-non-react-statics (next.config alias).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const hoist = require('./hoistNonReactStatics') as (target: object, source: object, excluded?: Record<string, true>) => object;

describe('hoistNonReactStatics (browser stand-in)', () => {
  it('copies a component’s own statics, not React’s or Function’s, and returns the target', () => {
    function Source() {
      return null;
    }
    Source.displayName = 'Source';
    Source.defaultProps = { a: 1 };
    (Source as unknown as { preload: () => string }).preload = () => 'loaded';
    const symbol = Symbol('meta');
    (Source as unknown as Record<symbol, number>)[symbol] = 7;
    function Target() {
      return null;
    }
    const result = hoist(Target, Source, { ignored: true }) as typeof Target & { preload?: () => string; defaultProps?: unknown };
    expect(result).toBe(Target);
    expect(result.preload?.()).toBe('loaded');
    expect((result as unknown as Record<symbol, number>)[symbol]).toBe(7);
    expect(result.defaultProps).toBeUndefined();
    expect(result.name).toBe('Target');
    expect((result as { displayName?: string }).displayName).toBeUndefined();
  });

  it('leaves the target alone for a string source, and skips what the caller excludes', () => {
    const target = {};
    expect(hoist(target, 'div' as unknown as object)).toBe(target);
    const source = { keep: 1, drop: 2 };
    expect(hoist({}, source, { drop: true })).toEqual({ keep: 1 });
  });
});
