/**
 * Header search box (spec §2, §5): labelled "Search", placeholder "Search...". On a search page
 * typing updates the `query` parameter after 300 ms and clears the page; elsewhere Enter opens
 * the search page with the text.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { styled } from '@/features/theme/styled';
import { Icon } from '@/features/ui/icons';
import { SEARCH_BOX_LABEL, SEARCH_BOX_PLACEHOLDER, SEARCH_DEBOUNCE_MS } from '@dealer/domain';
// Only the small URL store: the header is on every page, the search engine client is not.
import { pushSearchUrl, useCurrentUrl, visiblePathname } from './searchUrlStore';

/** The address with `query` set (or removed) and `page` dropped. */
export function withQuery(asPath: string, text: string): string {
  const pathname = visiblePathname(asPath);
  const params = new URLSearchParams(asPath.split('#')[0]?.split('?')[1] ?? '');
  params.delete('page');
  if (text.trim()) params.set('query', text.trim());
  else params.delete('query');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

const isSearchPath = (pathname: string) => pathname === '/search' || pathname.startsWith('/search/');

const Form = styled('form')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 40,
  minWidth: 0,
  padding: '0 8px',
  borderRadius: theme.shape.borderRadius,
  background: 'rgba(255,255,255,0.15)',
  color: 'inherit',
  '&:focus-within': { background: 'rgba(255,255,255,0.25)', outline: '2px solid currentColor' },
  input: {
    flexGrow: 1,
    minWidth: 0,
    padding: '8px 0',
    border: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: 16,
    outline: 'none',
    '&::placeholder': { color: 'inherit', opacity: 0.85 },
    '&::-webkit-search-cancel-button': { filter: 'invert(1)' },
  },
}));

export function SearchBox({ className }: { className?: string }) {
  const router = useRouter();
  const url = useCurrentUrl(router.asPath);
  const pathname = visiblePathname(url);
  const urlQuery = new URLSearchParams(url.split('#')[0]?.split('?')[1] ?? '').get('query') ?? '';
  const [text, setText] = useState(urlQuery);
  const typed = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  // Typed before this code ran (an island page's header hydrates on the first touch): React kept
  // the text in the field but saw no change; take it as typed now.
  useEffect(() => {
    const field = input.current;
    if (field && field.value !== field.defaultValue) {
      typed.current = true;
      setText(field.value);
    }
  }, []);

  // Back, forward or another control changed the query: show it.
  useEffect(() => {
    if (!typed.current) setText(urlQuery);
  }, [urlQuery]);

  useEffect(() => {
    if (!typed.current || !isSearchPath(pathname)) return;
    const timer = setTimeout(() => {
      typed.current = false;
      if (text.trim() === urlQuery.trim()) return;
      pushSearchUrl(withQuery(url, text));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, pathname, urlQuery, url]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    typed.current = false;
    // The field's own text: an Enter held until the header was live is repeated before React has
    // re-rendered with what was typed.
    const value = input.current?.value ?? text;
    if (isSearchPath(pathname)) pushSearchUrl(withQuery(url, value));
    else void router.push(withQuery('/search', value));
  };

  return (
    <Form role="search" onSubmit={submit} className={className}>
      <Icon name="search" />
      <input
        ref={input}
        type="search"
        name="query"
        value={text}
        onChange={(e) => {
          typed.current = true;
          setText(e.target.value);
        }}
        placeholder={SEARCH_BOX_PLACEHOLDER}
        aria-label={SEARCH_BOX_LABEL}
        maxLength={200}
      />
    </Form>
  );
}
