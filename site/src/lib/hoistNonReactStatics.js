/**
 * `hoist-non-react-statics` for the browser bundle, without its copy of `react-is` (issue 11: the
 * package was 1.3 KB of gzipped JavaScript on every page). Emotion imports it for `withTheme` and
 * Formik for `connect`; the site uses neither for components with statics, and this copies a
 * source component's own statics onto the target all the same, except React's and Function's own.
 * next.config's webpack alias points the client bundle here; the server keeps the package.
 */
const KNOWN_STATICS = new Set([
  'childContextTypes',
  'contextType',
  'contextTypes',
  'defaultProps',
  'displayName',
  'getDefaultProps',
  'getDerivedStateFromError',
  'getDerivedStateFromProps',
  'mixins',
  'propTypes',
  'type',
  'compare',
  'render',
  '$$typeof',
  'name',
  'length',
  'prototype',
  'caller',
  'callee',
  'arguments',
  'arity',
]);

function hoistNonReactStatics(target, source, excluded) {
  if (typeof source === 'string' || source === null || source === undefined) return target;
  const keys = [...Object.getOwnPropertyNames(source), ...Object.getOwnPropertySymbols(source)];
  for (const key of keys) {
    if (KNOWN_STATICS.has(key) || (excluded && excluded[key])) continue;
    const descriptor = Object.getOwnPropertyDescriptor(source, key);
    try {
      if (descriptor) Object.defineProperty(target, key, descriptor);
    } catch {
      // A property the target will not take (frozen, or not configurable): as the package does.
    }
  }
  return target;
}

module.exports = hoistNonReactStatics;
module.exports.default = hoistNonReactStatics;
