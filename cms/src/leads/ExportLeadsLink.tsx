'use client';
/**
 * Above the leads list: a link that downloads the list as it is filtered (the `where` of the list
 * view's URL goes to `GET /api/leads/export`, which reads with the staff user's own access).
 */
import { useSearchParams } from 'next/navigation';

export function ExportLeadsLink() {
  const params = useSearchParams();
  const query = new URLSearchParams();
  for (const [key, value] of params.entries()) if (key.startsWith('where')) query.append(key, value);
  const search = query.toString();
  const href = `/api/leads/export${search ? `?${search}` : ''}`;
  return (
    <p style={{ margin: '0 0 16px' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download data-testid="export-leads">
        Export CSV (the leads listed, as filtered)
      </a>
    </p>
  );
}
