/**
 * Live preview (issue 12), in the browser: the frame the CMS admin shows beside a page or offer
 * being edited. Payload's `useLivePreview` takes each change the admin window posts (only from the
 * CMS origin), the site's `/api/preview` shapes it as the published page shows it, and this renders
 * it with the same components.
 */
import { useMemo } from 'react';
import { useLivePreview } from '@payloadcms/live-preview-react';
import type { LivePreviewCollection, LocaleFormat } from '@dealer/domain';
import { OfferGrid } from '@/features/content/OfferGrid';
import { RichText } from '@/features/content/RichText';
import { styled } from '@/features/theme/styled';
import type { PreviewView } from './previewView';

const Root = styled('div')(({ theme }) => ({
  h1: { ...theme.typography.h1, margin: '0 0 24px' },
  '.notice': {
    ...theme.typography.body2,
    margin: '0 0 24px',
    padding: '8px 12px',
    borderLeft: `4px solid ${theme.palette.secondary.main}`,
    background: theme.palette.grey[100],
  },
  '.hero': { margin: '0 0 24px' },
  '.hero p': { ...theme.typography.body1, margin: '4px 0 0' },
  '.hero img': { display: 'block', width: '100%', maxWidth: 960, height: 'auto', marginTop: 16 },
}));

type PreviewState = PreviewView | { errors: Record<string, string> } | { error: string } | { waiting: true };

/**
 * The admin posts every change; answers may come back out of order, so each one waits for the
 * newest request's answer and every caller gets that one.
 */
function newestAnswerRequester(collection: LivePreviewCollection, id: string) {
  let newest: Promise<unknown> | null = null;
  return async ({ data }: { data: { data?: unknown } }) => {
    const answer = fetch('/api/preview', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ collection, id, data: data.data }),
    }).then((response) => response.json() as Promise<unknown>);
    newest = answer;
    await answer.catch(() => undefined);
    const latest = newest;
    return { json: () => latest } as unknown as Response;
  };
}

export function LivePreview({
  collection,
  id,
  cmsOrigin,
  format,
  tenantSlug,
}: {
  collection: LivePreviewCollection;
  id: string;
  cmsOrigin: string;
  format: LocaleFormat;
  tenantSlug: string;
}) {
  const initialData = useMemo<PreviewState & { id: string }>(() => ({ waiting: true, id }), [id]);
  const requestHandler = useMemo(() => newestAnswerRequester(collection, id), [collection, id]);
  const { data } = useLivePreview<PreviewState & { id?: string }>({ initialData, serverURL: cmsOrigin, depth: 0, requestHandler });

  return (
    <Root data-testid="live-preview">
      <p className="notice" role="status">
        Live preview: what you type in the editor shows here. Visitors see it once it is published.
      </p>
      <PreviewBody state={data} format={format} tenantSlug={tenantSlug} />
    </Root>
  );
}

function PreviewBody({ state, format, tenantSlug }: { state: PreviewState; format: LocaleFormat; tenantSlug: string }) {
  if ('waiting' in state) return <p>Waiting for the editor…</p>;
  if ('errors' in state) return <p role="alert">{Object.values(state.errors).join(' ')}</p>;
  if ('error' in state) return <p role="alert">{state.error}</p>;
  if (state.collection === 'pages') {
    const { page } = state;
    const hero = page.heroHeading || page.heroSubheading || page.heroImageUrl;
    return (
      <>
        <h1>{page.title}</h1>
        {hero && (
          <section className="hero" aria-label="Hero">
            {page.heroHeading && <p>{page.heroHeading}</p>}
            {page.heroSubheading && <p>{page.heroSubheading}</p>}
            {/* eslint-disable-next-line @next/next/no-img-element -- the draft's own image, unoptimised */}
            {page.heroImageUrl && <img src={page.heroImageUrl} alt="" />}
          </section>
        )}
        {page.content && <RichText data={page.content} />}
      </>
    );
  }
  return (
    <>
      <h1>Offers</h1>
      {!state.liveNow && (
        <p className="notice">
          {state.startsAt && Date.parse(state.startsAt) > Date.now()
            ? 'This offer is not on the site yet: its start date is still to come.'
            : 'This offer is not on the site now: its end date has passed.'}
        </p>
      )}
      <OfferGrid offers={[state.offer]} format={format} titleLevel={2} tenantSlug={tenantSlug} />
    </>
  );
}
