/**
 * Small styled replacements for MUI's Pagination, Alert, LinearProgress and select fields on the
 * search page: the same semantics at a fraction of the first-load JavaScript (issue 4: ≤ 200 KB).
 */
import { useId, type MouseEvent, type ReactNode } from 'react';
import { keyframes, styled } from '@/features/theme/styled';
import { pageWindow } from '@dealer/domain';

const FieldRoot = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
  label: { fontSize: 12, color: theme.palette.text.secondary },
  select: {
    font: 'inherit',
    fontSize: 15,
    color: theme.palette.text.primary,
    padding: '8px 10px',
    border: `1px solid ${theme.palette.grey[500]}`,
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.background.paper,
    width: '100%',
    minWidth: 0,
  },
  'select:disabled': { color: theme.palette.text.secondary, background: theme.palette.grey[100] },
  'select:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
}));

export function SelectField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <FieldRoot>
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} disabled={props.disabled} onChange={(e) => props.onChange(e.target.value)}>
        {props.children}
      </select>
    </FieldRoot>
  );
}

const AlertRoot = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '10px 16px',
  borderRadius: theme.shape.borderRadius,
  marginBottom: 16,
  '&[data-severity="error"]': { background: '#fdeded', color: '#5f2120' },
  '&[data-severity="info"]': { background: '#e5f6fd', color: '#014361' },
  '.action': { marginLeft: 'auto' },
}));

export function Notice({ severity, action, children }: { severity: 'error' | 'info'; action?: ReactNode; children: ReactNode }) {
  return (
    <AlertRoot role={severity === 'error' ? 'alert' : 'status'} data-severity={severity}>
      <span>{children}</span>
      {action && <span className="action">{action}</span>}
    </AlertRoot>
  );
}

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });
const ProgressRoot = styled('div')(({ theme }) => ({
  height: 4,
  overflow: 'hidden',
  background: theme.palette.action.hover,
  '::after': {
    content: '""',
    display: 'block',
    width: '40%',
    height: '100%',
    background: theme.palette.primary.main,
    animation: `${slide} 1.2s linear infinite`,
  },
}));

export const ProgressBar = ({ label }: { label: string }) => <ProgressRoot role="progressbar" aria-label={label} />;

const PagerRoot = styled('nav')(({ theme }) => ({
  marginTop: 24,
  ul: { listStyle: 'none', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 4, margin: 0, padding: 0 },
  a: {
    display: 'inline-flex',
    minWidth: 36,
    height: 36,
    alignItems: 'center',
    justifyContent: 'center',
    padding: '0 8px',
    borderRadius: 18,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    '&:hover': { background: theme.palette.action.hover },
    '&[aria-current="page"]': { background: theme.palette.primary.main, color: theme.palette.primary.contrastText },
  },
  '.gap': { display: 'inline-flex', alignItems: 'center', padding: '0 6px' },
}));

export function Pager({
  page,
  pages,
  hrefFor,
  onNavigate,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  onNavigate: (page: number) => void;
}) {
  const link = (target: number, label: ReactNode, ariaLabel: string, current = false) => (
    <a
      href={hrefFor(target)}
      aria-label={ariaLabel}
      aria-current={current ? 'page' : undefined}
      onClick={(event: MouseEvent) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onNavigate(target);
      }}
    >
      {label}
    </a>
  );
  return (
    <PagerRoot aria-label="pagination navigation">
      <ul>
        {page > 1 && <li>{link(page - 1, '‹', 'Previous page')}</li>}
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="gap" aria-hidden>
              …
            </li>
          ) : (
            <li key={p}>{link(p, p, `Page ${p}`, p === page)}</li>
          ),
        )}
        {page < pages && <li>{link(page + 1, '›', 'Next page')}</li>}
      </ul>
    </PagerRoot>
  );
}
