/** `next/link` for islands (build-islands.mjs aliases it): a plain anchor, the page is loaded by the browser. */
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string | { pathname?: string; query?: Record<string, string> };
  prefetch?: boolean;
  replace?: boolean;
  scroll?: boolean;
  shallow?: boolean;
  passHref?: boolean;
  legacyBehavior?: boolean;
};

const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, prefetch: _p, replace: _r, scroll: _s, shallow: _sh, passHref: _ph, legacyBehavior: _l, ...rest },
  ref,
) {
  const url = typeof href === 'string' ? href : `${href.pathname ?? ''}${href.query ? `?${new URLSearchParams(href.query)}` : ''}`;
  return <a ref={ref} href={url} {...rest} />;
});

export default Link;
