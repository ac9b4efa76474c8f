/**
 * `next/dynamic` for islands (build-islands.mjs aliases it): `React.lazy` in a Suspense boundary
 * showing `loading` (or nothing) until the code arrives. No Next.js loadable runtime on an island
 * page; an island never hydrates a dynamic part's server HTML (offers' rich text is kept as sent).
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

export default function dynamic<P extends object>(
  loader: () => Promise<Loaded<P>>,
  options: { loading?: () => ReactNode; ssr?: boolean } = {},
): ComponentType<P> {
  const Lazy = lazy(async () => {
    const loaded = await loader();
    return { default: 'default' in loaded ? loaded.default : loaded };
  }) as unknown as ComponentType<P>;
  function Dynamic(props: P) {
    return (
      <Suspense fallback={options.loading?.() ?? null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Dynamic;
}
