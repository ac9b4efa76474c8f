/**
 * Import rules checked by `npm run lint` (`npm run deps`): no import circles, and arrows only
 * downward: the apps and the seed may import the packages, never the reverse. Each app is cruised
 * with its own tsconfig (both map `@/` to their own `src/`).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: modules that cannot be read, tested or loaded one without the other.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-point-downward',
      severity: 'error',
      comment: 'packages/ is below the apps and the seed: nothing in it imports site, cms, seed or e2e.',
      from: { path: '^packages/' },
      to: { path: '^(site|cms|seed|e2e)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next|dist|coverage)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    combinedDependencies: false,
  },
};
