import { useState } from 'react';
import { styled } from '@/features/theme/styled';
import { dealerCommentsView, featureListView, specListView, type SpecRow } from '@dealer/domain';
import { Icon } from '@/features/ui/icons';
import { body2 } from './styles';
import { up } from '@/features/ui/styles';

/* Buttons (`btn`, `toggle`) and section headings (`section-heading`) take the page root's styles (CarDetailPage). */

const SpecList = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  [up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  '> div': { display: 'contents' },
  'dt, dd': { padding: '8px 0', borderBottom: `1px solid ${theme.palette.divider}` },
  dt: { paddingRight: 16, color: theme.palette.text.secondary },
  dd: { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' },
}));

/** Rows of label and value as a description list (screen readers announce the pairs). */
export function SpecTable({ rows, testId }: { rows: SpecRow[]; testId?: string }) {
  return (
    <SpecList data-testid={testId}>
      {rows.map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd data-spec={row.key}>{row.value}</dd>
        </div>
      ))}
    </SpecList>
  );
}

const KeyInfoRoot = styled('section')(({ theme }) => ({
  ul: {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: 12,
    [up('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
  li: {
    padding: 12,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.background.paper,
  },
  '.label': { ...body2(theme), margin: 0, color: theme.palette.text.secondary },
  '.value': { margin: 0, fontWeight: 700 },
}));

/** Key information: the details strip (Condition, Transmission, Odometer, Fuel Type) plus body and colour. */
export function KeyInformation({ rows }: { rows: SpecRow[] }) {
  return (
    <KeyInfoRoot aria-labelledby="key-information">
      <h2 id="key-information" className="section-heading">
        Key Information
      </h2>
      <ul>
        {rows.map((row) => (
          <li key={row.key}>
            <p className="label">{row.label}</p>
            <p className="value">{row.value}</p>
          </li>
        ))}
      </ul>
    </KeyInfoRoot>
  );
}

/** Specifications: the first 4 with Show More / Show Less (spec §4, §9). */
export function Specifications({ rows }: { rows: SpecRow[] }) {
  const [expanded, setExpanded] = useState(false);
  const view = specListView(rows, expanded);
  // Fixed ids, not useId: one of each per page, the same whether the page or an island (src/islands) renders it.
  const listId = 'specifications-list';
  return (
    <section aria-labelledby="specifications">
      <h2 id="specifications" className="section-heading">
        Specifications
      </h2>
      <div id={listId}>
        <SpecTable rows={view.items} testId="specifications" />
      </div>
      {view.toggleLabel && (
        <button type="button" className="btn toggle" onClick={() => setExpanded(!expanded)} aria-expanded={expanded} aria-controls={listId}>
          {view.toggleLabel}
        </button>
      )}
    </section>
  );
}

const Features = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: 8,
  [up('sm')]: { gridTemplateColumns: '1fr 1fr' },
  li: { display: 'flex', gap: 8, alignItems: 'center' },
  svg: { color: theme.palette.primary.main },
}));

const Muted = styled('p')(({ theme }) => ({ margin: 0, color: theme.palette.text.secondary }));

/** A feature list: 8 until Show All is pressed (spec §4, §9). */
export function FeatureList({ items, testId, emptyText }: { items: string[]; testId: string; emptyText: string }) {
  const [showAll, setShowAll] = useState(false);
  const view = featureListView(items, showAll);
  const listId = `${testId}-list`;
  if (view.items.length === 0) return <Muted>{emptyText}</Muted>;
  return (
    <>
      <Features id={listId} data-testid={testId}>
        {view.items.map((item) => (
          <li key={item}>
            <Icon name="checkCircleOutline" size={20} />
            {item}
          </li>
        ))}
      </Features>
      {view.toggleLabel && (
        <button type="button" className="btn toggle" onClick={() => setShowAll(true)} aria-controls={listId}>
          {view.toggleLabel}
        </button>
      )}
    </>
  );
}

const Comments = styled('div')(({ theme }) => ({
  p: { margin: '0 0 12px' },
  '.pending': { color: theme.palette.text.secondary },
}));

/** Dealer comments: pipe-separated paragraphs, 400 characters with Show More / Show Less (spec §4, §5). */
export function DealerComments({ raw }: { raw: string | null }) {
  const [expanded, setExpanded] = useState(false);
  const view = dealerCommentsView(raw, expanded);
  const textId = 'dealer-comments-text';
  return (
    <Comments data-testid="dealer-comments">
      <div id={textId}>
        {view.paragraphs.map((paragraph, i) => (
          <p key={i} className={view.pending ? 'pending' : undefined}>
            {paragraph}
          </p>
        ))}
      </div>
      {view.toggleLabel && (
        <button type="button" className="btn" onClick={() => setExpanded(!expanded)} aria-expanded={expanded} aria-controls={textId}>
          {view.toggleLabel}
        </button>
      )}
    </Comments>
  );
}
