import { footerColumns } from '@dealer/domain';
import { styled } from '@/features/theme/styled';
import type { SiteContext } from '@/features/tenant/loadSite';
import { pageContainer, up } from '@/features/ui/styles';

// Plain elements under one styled root: the footer hydrates on every page.
const Root = styled('footer')(({ theme }) => ({
  marginTop: 48,
  padding: '40px 0',
  background: theme.palette.grey[900],
  color: theme.palette.grey[100],
  '.inner': pageContainer,
  '.columns': {
    display: 'grid',
    gap: 32,
    gridTemplateColumns: 'minmax(0, 1fr)',
    [up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  h2: { margin: '0 0 8px', fontSize: '1rem', fontWeight: 700, lineHeight: 1.75 },
  ul: { listStyle: 'none', margin: 0, padding: 0 },
  'ul a': {
    display: 'inline-block',
    padding: '4px 0',
    color: 'inherit',
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
  '.legal': {
    marginTop: 32,
    paddingTop: 16,
    borderTop: `1px solid ${theme.palette.grey[700]}`,
    display: 'flex',
    flexWrap: 'wrap',
    gap: 16,
    justifyContent: 'space-between',
    fontSize: '0.875rem',
    p: { margin: 0 },
    address: { fontStyle: 'normal' },
  },
}));

export function Footer({ site }: { site: SiteContext }) {
  const { contact } = site;
  return (
    <Root>
      <div className="inner">
        <div className="columns">
          {footerColumns(site.header, site.footerQuickLinks).map((column) => (
            <div key={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={`${column.title}-${link.href}`}>
                    {/* Plain links: rarely followed, and each client-side link costs hydration on every page. */}
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="legal">
          <p>© {site.tenant.name}</p>
          {contact && (
            <address>
              {[contact.name, contact.street, contact.city, contact.state, contact.postcode].filter(Boolean).join(', ')}
              {contact.phone && site.config.features.phoneNumbers ? ` · ${contact.phone}` : ''}
            </address>
          )}
        </div>
      </div>
    </Root>
  );
}
