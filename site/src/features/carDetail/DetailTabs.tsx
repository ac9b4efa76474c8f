import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from '@/features/theme/styled';
import { Icon } from '@/features/ui/icons';
import type { CarDetail } from './carDetailModel';
import { DealerComments, FeatureList } from './CarSections';
import { ProtectYourCarCopy, ReserveOnlineCopy, WhyBuyCopy } from './dealerCopy';

interface TabDef {
  id: string;
  label: string;
  content: ReactNode;
}

/** MUI's scrollable Tabs, as plain buttons of the WAI-ARIA tabs pattern. */
const TabsRoot = styled('section')(({ theme }) => ({
  '.bar': { display: 'flex', minHeight: 48, borderBottom: `1px solid ${theme.palette.divider}` },
  '.scroll': {
    width: 40,
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 0,
    border: 0,
    background: 'transparent',
    color: 'inherit',
    opacity: 0.8,
    cursor: 'pointer',
    '&:disabled': { opacity: 0, cursor: 'default' },
  },
  '[role="tablist"]': {
    flex: '1 1 auto',
    display: 'flex',
    overflowX: 'auto',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  },
  '[role="tab"]': {
    ...theme.typography.button,
    lineHeight: 1.25,
    position: 'relative',
    flexShrink: 0,
    minWidth: 90,
    maxWidth: 360,
    minHeight: 48,
    margin: 0,
    padding: '12px 16px',
    border: 0,
    borderRadius: 0,
    background: 'transparent',
    color: theme.palette.text.secondary,
    textAlign: 'center',
    cursor: 'pointer',
    // Inside the scrolling list: a ring drawn inside the tab is not clipped.
    '&:focus-visible': { outlineOffset: -3 },
  },
  '[role="tab"][aria-selected="true"]': {
    color: theme.palette.primary.main,
    '&::after': { content: '""', position: 'absolute', left: 0, right: 0, bottom: 0, height: 2, background: theme.palette.primary.main },
  },
  '[role="tabpanel"]': { padding: '20px 0' },
}));

/** Whether the tab list can scroll back and on (MUI shows its scroll buttons only when it overflows). */
function useScrollEnds(list: React.RefObject<HTMLDivElement | null>) {
  const [ends, setEnds] = useState({ start: false, end: false });
  const update = useCallback(() => {
    const el = list.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEnds((old) => (old.start === start && old.end === end ? old : { start, end }));
  }, [list]);
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    el.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', update);
    };
  }, [list, update]);
  return ends;
}

/** Spec §2 tabs, in the spec's order. Panels stay in the page (hidden), so find-in-page and crawlers see them. */
export function DetailTabs({ car }: { car: CarDetail }) {
  const tabs: TabDef[] = [
    { id: 'comments', label: 'Dealer Comments', content: <DealerComments raw={car.dealerComments} /> },
    {
      id: 'included',
      label: "What's Included",
      content: <FeatureList items={car.standardEquipment} testId="standard-equipment" emptyText="Ask us what comes with this vehicle." />,
    },
    { id: 'why-buy', label: 'Why Buy From Us?', content: <WhyBuyCopy /> },
    // Reserve Online only where reserving is on (a tenant or dealership may switch it off).
    ...(car.reserveEnabled
      ? [{ id: 'reserve', label: 'Reserve Online', content: <ReserveOnlineCopy deposit={car.reserveDepositText} word={car.vehicleWord} /> }]
      : []),
    { id: 'protect', label: 'Protect Your Car', content: <ProtectYourCarCopy /> },
    {
      id: 'features',
      label: 'Features',
      content: <FeatureList items={car.features} testId="features" emptyText="Ask us about this vehicle's features." />,
    },
  ];
  const [selected, setSelected] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const ends = useScrollEnds(list);
  const scrollBy = (direction: -1 | 1) => list.current?.scrollBy({ left: direction * list.current.clientWidth, behavior: 'smooth' });

  // Arrow keys, Home and End move the focus between tabs; Enter, Space or a click selects (as MUI's Tabs).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;
    const next = {
      ArrowRight: (current + 1) % buttons.length,
      ArrowLeft: (current - 1 + buttons.length) % buttons.length,
      Home: 0,
      End: buttons.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  return (
    <TabsRoot aria-label="About this vehicle">
      <div className="bar">
        {(ends.start || ends.end) && (
          <button type="button" className="scroll" tabIndex={-1} aria-hidden disabled={!ends.start} onClick={() => scrollBy(-1)}>
            <Icon name="arrowLeft" size={20} />
          </button>
        )}
        <div role="tablist" aria-label="Vehicle details" ref={list} onKeyDown={onKeyDown}>
          {tabs.map((tab, i) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`car-tab-${tab.id}`}
              aria-controls={`car-tabpanel-${tab.id}`}
              aria-selected={selected === i}
              tabIndex={selected === i ? 0 : -1}
              onClick={() => setSelected(i)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {(ends.start || ends.end) && (
          <button type="button" className="scroll" tabIndex={-1} aria-hidden disabled={!ends.end} onClick={() => scrollBy(1)}>
            <Icon name="arrowRight" size={20} />
          </button>
        )}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.id} role="tabpanel" id={`car-tabpanel-${tab.id}`} aria-labelledby={`car-tab-${tab.id}`} hidden={selected !== i}>
          {tab.content}
        </div>
      ))}
    </TabsRoot>
  );
}

const PanelsRoot = styled('section')(({ theme }) => ({
  '.panel': { position: 'relative', background: theme.palette.background.paper, boxShadow: theme.shadows[1] },
  '.panel:first-of-type': { borderTopLeftRadius: theme.shape.borderRadius, borderTopRightRadius: theme.shape.borderRadius },
  '.panel:last-of-type': { borderBottomLeftRadius: theme.shape.borderRadius, borderBottomRightRadius: theme.shape.borderRadius },
  '.panel + .panel::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    top: -1,
    height: 1,
    background: theme.palette.divider,
  },
  h3: { margin: 0, font: 'inherit' },
  '.summary': {
    width: '100%',
    minHeight: 48,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 8,
    margin: 0,
    padding: '12px 16px',
    border: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontWeight: 600,
    textAlign: 'left',
    cursor: 'pointer',
  },
  '.summary svg': { color: theme.palette.action.active, transition: theme.transitions.create('transform', { duration: 150 }) },
  '.summary[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  '.details': { padding: '8px 16px 16px' },
}));

/** One collapsible panel: a button in a heading and the region it shows (WAI-ARIA disclosure). */
function Panel({ panel }: { panel: TabDef }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="panel">
      <h3>
        <button
          type="button"
          className="summary"
          id={`panel-${panel.id}-header`}
          aria-expanded={open}
          aria-controls={`panel-${panel.id}`}
          onClick={() => setOpen(!open)}
        >
          {panel.label}
          <Icon name="expandMore" />
        </button>
      </h3>
      <div role="region" className="details" id={`panel-${panel.id}`} aria-labelledby={`panel-${panel.id}-header`} hidden={!open}>
        {panel.content}
      </div>
    </div>
  );
}

/** Spec §2 collapsible panels: Reserve Online, Why Buy From Us and Protect Your Car. */
export function InfoPanels({ car }: { car: CarDetail }) {
  const panels: TabDef[] = [
    // Reserve Online only where reserving is on (a tenant or dealership may switch it off).
    ...(car.reserveEnabled
      ? [{ id: 'reserve', label: 'Reserve Online', content: <ReserveOnlineCopy deposit={car.reserveDepositText} word={car.vehicleWord} /> }]
      : []),
    { id: 'why-buy', label: 'Why Buy From Us', content: <WhyBuyCopy /> },
    { id: 'protect', label: 'Protect Your Car', content: <ProtectYourCarCopy /> },
  ];
  return (
    <PanelsRoot aria-label="Buying with us">
      {panels.map((panel) => (
        <Panel key={panel.id} panel={panel} />
      ))}
    </PanelsRoot>
  );
}
