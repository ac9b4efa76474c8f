/**
 * The site header on every page (spec §2): logo and name, search box, phone, and the main
 * navigation with its dropdowns; a menu button opens the navigation in a drawer below 992 px.
 *
 * Plain elements under one styled root (it hydrates on every page, on phones too). Layout by CSS
 * grid areas, so one search box moves between rows: phones put it on a row of its own, tablets
 * beside the name, and from 992 px the navigation gets the second row, so long tenant names and
 * many menu items never squeeze each other.
 */
import { useEffect, useState, type KeyboardEvent } from 'react';
import { clientOnly } from '@/features/ui/clientOnly';
import { styled } from '@/features/theme/styled';
import type { NavItem } from '@dealer/domain';
import type { SiteContext } from '@/features/tenant/loadSite';
import { SearchBox } from '@/features/search/SearchBox';
import { Icon } from '@/features/ui/icons';
import { BREAKPOINTS } from '@/features/theme/breakpoints';
import { pageContainer, up } from '@/features/ui/styles';

// The drawer (MUI Modal, transitions, focus trap) is only fetched when a shopper opens the menu.
const MobileMenu = clientOnly(() => import('./MobileMenu').then((m) => m.MobileMenu));
// The Range panel (model cards) stays out of the first load too: it is fetched once the page is
// idle, or when the pointer or focus first reaches the navigation.
const loadRangePanel = () => import('./RangePanel').then((m) => m.RangePanel);
/** The panel's code, and the range itself once the shopper heads for the navigation. */
const preloadRangePanel = () =>
  import('./RangePanel')
    .then((m) => m.preloadRange())
    // A failed load shows in the panel, with a retry.
    .catch(() => undefined);
const RangePanel = clientOnly(loadRangePanel, { loading: () => <p className="loading">Loading…</p> });
// Header links are plain anchors: each page is rendered by the server (and cached) either way, and
// a client-side link (next/link, about 1.7 KB of gzipped JavaScript) hydrates on every page.

const Root = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  boxShadow: theme.shadows[1],
  '.bar': {
    ...pageContainer,
    display: 'grid',
    alignItems: 'center',
    columnGap: 12,
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gridTemplateAreas: '"brand menu" "search search"',
    [up('md')]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(160px, 240px) auto auto',
      gridTemplateAreas: '"brand search call menu"',
    },
    [up('lg')]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(180px, 280px) auto',
      gridTemplateAreas: '"brand search call" "nav nav nav"',
    },
  },
  '.brand': {
    gridArea: 'brand',
    minHeight: 64,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    color: 'inherit',
    textDecoration: 'none',
    // A dealer's own logo may not be square: shown whole, never stretched.
    img: { flexShrink: 0, borderRadius: 4, background: '#fff', objectFit: 'contain' },
  },
  '.name': {
    fontSize: '1.25rem',
    fontWeight: 700,
    lineHeight: 1.3,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  '.search': { gridArea: 'search', marginBottom: 8, [up('md')]: { marginBottom: 0 } },
  '.call': {
    gridArea: 'call',
    display: 'none',
    whiteSpace: 'nowrap',
    padding: '6px 14px',
    border: '1px solid currentColor',
    borderRadius: theme.shape.borderRadius,
    color: 'inherit',
    fontWeight: 600,
    fontSize: 15,
    textDecoration: 'none',
    '&:hover': { background: 'rgba(255,255,255,0.12)' },
    [up('md')]: { display: 'inline-flex' },
  },
  '.menu-button': {
    gridArea: 'menu',
    width: 48,
    height: 48,
    display: 'grid',
    placeItems: 'center',
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    '&:hover': { background: 'rgba(255,255,255,0.12)' },
    [up('lg')]: { display: 'none' },
  },
  'nav.main': {
    gridArea: 'nav',
    display: 'none',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 4,
    margin: '0 -8px',
    paddingBottom: 6,
    [up('lg')]: { display: 'flex' },
  },
  '.nav-item': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 2,
    padding: '6px 10px',
    border: 0,
    borderRadius: theme.shape.borderRadius,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: 15,
    fontWeight: 600,
    lineHeight: 1.6,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover, &[aria-expanded="true"]': { background: 'rgba(255,255,255,0.12)' },
  },
  '.dropdown': { position: 'relative' },
  '.panel': {
    position: 'absolute',
    top: '100%',
    zIndex: 20,
    minWidth: 220,
    background: theme.palette.background.paper,
    color: theme.palette.text.primary,
    borderRadius: theme.shape.borderRadius,
    boxShadow: theme.shadows[6],
  },
  '.panel .loading': { margin: 0, padding: 16 },
  '.panel ul.links': { listStyle: 'none', margin: 0, padding: '8px 0' },
  '.panel ul.links a': {
    display: 'block',
    padding: '6px 16px',
    color: 'inherit',
    textDecoration: 'none',
    '&:hover': { background: theme.palette.action.hover },
  },
}));

/**
 * What the header shows of the site: all it reads, so that as an island (src/islands) its props
 * are these few facts, not the whole site.
 */
export interface HeaderSite {
  header: SiteContext['header'];
  contact: { phone?: string | null } | null;
  branding: { logoUrl?: string | null };
  tenant: { name: string };
  config: { features: { phoneNumbers: boolean }; settings: { dropdownTrigger?: string | null } };
}

export function headerSiteOf(site: SiteContext): HeaderSite {
  return {
    header: site.header,
    contact: site.contact ? { phone: site.contact.phone ?? null } : null,
    branding: { logoUrl: site.branding.logoUrl ?? null },
    tenant: { name: site.tenant.name },
    config: {
      features: { phoneNumbers: Boolean(site.config.features.phoneNumbers) },
      settings: { dropdownTrigger: site.config.settings.dropdownTrigger ?? null },
    },
  };
}

interface DropdownProps {
  item: NavItem;
  site: HeaderSite;
  /** Its place in the navigation: the panel's id (one header per page; the same on server and island). */
  index: number;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** One header item with a dropdown. Opens on hover or on click, per tenant (spec §2). */
function Dropdown({ item, site, index, open, onOpen, onClose }: DropdownProps) {
  const panelId = `nav-panel-${index}`;
  const hover = site.config.settings.dropdownTrigger === 'hover';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <div className="dropdown" onMouseEnter={hover ? onOpen : undefined} onMouseLeave={hover ? onClose : undefined} onKeyDown={onKeyDown}>
      <button type="button" className="nav-item" aria-expanded={open} aria-controls={panelId} onClick={() => (open ? onClose() : onOpen())}>
        {item.label}
        <Icon name="arrowDown" size={20} />
      </button>
      {open && (
        <div id={panelId} className="panel" style={{ left: item.kind === 'range' ? 0 : undefined }}>
          {item.kind === 'range' ? (
            <RangePanel overviewHref={item.href} />
          ) : (
            <ul className="links" aria-label={item.label}>
              {item.children?.map((child) => (
                <li key={child.href}>
                  <a href={child.href}>{child.label}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

export function Header({ site }: { site: HeaderSite }) {
  const [openItem, setOpenItem] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const phone = site.contact?.phone && site.config.features.phoneNumbers ? site.contact.phone : null;
  const hasRange = site.header.some((item) => item.kind === 'range');
  useEffect(() => {
    // Only where the navigation shows (992 px and wider); phones reach it through the menu drawer.
    if (!hasRange || !window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`).matches) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    idle(() => void loadRangePanel());
  }, [hasRange]);
  return (
    <Root className={openItem ? 'dropdown-open' : undefined} data-dropdown-open={openItem ? 'true' : 'false'}>
      <div className="bar">
        <a href="/" className="brand">
          {site.branding.logoUrl && (
            // eslint-disable-next-line @next/next/no-img-element -- small fixed-size logo from the CMS
            <img src={site.branding.logoUrl} alt="" width={40} height={40} />
          )}
          <span className="name">{site.tenant.name}</span>
        </a>
        <SearchBox className="search" />
        {phone && (
          <a className="call" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            Call {phone}
          </a>
        )}
        <button type="button" className="menu-button" aria-label="Open menu" aria-haspopup="dialog" onClick={() => setMenuOpen(true)}>
          <Icon name="menu" />
        </button>
        <nav
          className="main"
          aria-label="Main"
          onPointerEnter={hasRange ? () => void preloadRangePanel() : undefined}
          onFocus={hasRange ? () => void preloadRangePanel() : undefined}
        >
          {site.header.map((item, index) =>
            item.kind === 'link' ? (
              <a key={item.label} href={item.href} className="nav-item">
                {item.label}
              </a>
            ) : (
              <Dropdown
                key={item.label}
                item={item}
                site={site}
                index={index}
                open={openItem === item.label}
                onOpen={() => setOpenItem(item.label)}
                onClose={() => setOpenItem((current) => (current === item.label ? null : current))}
              />
            ),
          )}
        </nav>
      </div>
      {menuOpen && <MobileMenu items={site.header} open={menuOpen} onClose={() => setMenuOpen(false)} />}
    </Root>
  );
}
