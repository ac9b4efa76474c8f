/**
 * Buy a car online, start to finish (issue 38; spec §2 `/checkout-journey?car_id=`): the car and
 * its price, a trade-in, finance, delivery or pick-up, the deposit, and the purchase agreement with
 * its deal sheet. One step at a time, each a plain form; the shopper can leave and resume.
 */
import Head from 'next/head';
import {
  BUY_ONLINE_STEP_LABELS,
  buyOnlinePath,
  BUY_ONLINE_STEPS,
  CREDIT_APPLICATION_CONSENT,
  CALCULATOR_TERMS,
  formatSignedMoney as money,
  LATEST_DELIVERY_DAYS,
  stepOpen,
  type BuyOnlineStep,
  type DealSheet,
  type Locale,
} from '@dealer/domain';
import { SiteLayout } from '@/features/layout/SiteLayout';
import type { SiteContext } from '@/features/tenant/loadSite';
import { styled } from '@/features/theme/styled';
import { OptimisedImage } from '@/features/ui/OptimisedImage';
import { buttons } from '@/features/ui/buttonStyles';
import { formChoice, formChoiceInput, formControl, formControlInvalid, formField, formLabel } from '@/features/ui/formControlStyles';
import { up } from '@/features/ui/styles';
import { isLoopbackUrl } from '@/features/carDetail/imageSource';
import { carPath } from '@/features/carDetail/carSeo';
import { body2, card } from '@/features/carDetail/styles';
import type { GalleryImage } from '@/features/carDetail/carDetailModel';
import type { ContactPrefill } from '@/features/reservations/checkoutModel';
import { TradeInWizard, type TradeInWizardProps } from '@/features/tradeIn/TradeInWizard';
import type { JourneyDeal } from './journeyModel';

export interface JourneyView {
  deal: JourneyDeal;
  step: BuyOnlineStep;
  /** Where every step's form posts: this page. */
  action: string;
  /** By field (`form`: about the whole step). */
  errors: Record<string, string>;
  /** What the refused form held, to fill it again. */
  posted: Record<string, string>;
  carSubtitle: string | null;
  image: GalleryImage | null;
  dealerName: string;
  locale: Locale;
  /** The car's own lines (AU: the charges itemised); null when it shows no price. */
  carSheet: DealSheet | null;
  depositText: string;
  depositHref: string;
  ratePercent: number;
  locations: { slug: string; name: string }[];
  prefill: ContactPrefill;
  /** The instant offer, asked inline for this purchase. */
  wizard: TradeInWizardProps;
}

export interface JourneyPageProps {
  site: SiteContext;
  carSlug: string;
  carTitle: string;
  vehicleWord: string;
  findSimilarHref: string;
  /** Why this car cannot be bought online, and the deposit page where that is the way on. */
  refusal: { heading: string; body: string; depositHref: string | null } | null;
  journey?: JourneyView;
}

const Root = styled('div')(({ theme }) => ({
  ...buttons(theme),
  h1: { ...theme.typography.h1, fontSize: '2rem', margin: '0 0 8px' },
  h2: { ...theme.typography.h3, fontSize: '1.25rem', margin: '0 0 12px' },
  '.lead': { ...theme.typography.body1, margin: '0 0 24px', maxWidth: 720 },
  '.layout': { display: 'grid', gap: 24, alignItems: 'start', [up('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' } },
  '.card': card(theme),
  '.steps': { listStyle: 'none', padding: 0, margin: '0 0 24px', display: 'flex', flexWrap: 'wrap', gap: 8, counterReset: 'step' },
  '.steps li': {
    ...body2(theme),
    display: 'flex',
    alignItems: 'center',
    gap: 6,
    padding: '6px 10px',
    borderRadius: 999,
    border: `1px solid ${theme.palette.divider}`,
  },
  '.steps li[aria-current="step"]': { borderColor: theme.palette.primary.main, fontWeight: 700 },
  '.steps li.done': { background: theme.palette.grey[100] },
  '.steps a': { color: 'inherit' },
  '.panel': { display: 'grid', gap: 16 },
  '.field': formField,
  '.field label, .legend': formLabel(theme),
  '.field input, .field select, .field textarea': formControl(theme),
  '.field [aria-invalid="true"]': formControlInvalid(theme),
  fieldset: { border: 0, padding: 0, margin: 0, display: 'grid', gap: 10 },
  // A long label (the consent) wraps beside its box, the box level with its first line.
  '.choice': { ...formChoice, alignItems: 'flex-start' },
  '.choice input': { ...formChoiceInput(theme), flex: 'none', marginTop: 3 },
  '.error': { color: theme.palette.error.main, margin: 0, ...body2(theme) },
  '.note': { ...body2(theme), color: theme.palette.text.secondary, margin: 0 },
  '.two': { display: 'grid', gap: 16, [up('sm')]: { gridTemplateColumns: '1fr 1fr' } },
  '.lines': { width: '100%', borderCollapse: 'collapse' },
  '.lines th, .lines td': { padding: '6px 0', borderBottom: `1px solid ${theme.palette.divider}`, textAlign: 'left', fontWeight: 400 },
  '.lines td': { textAlign: 'right', whiteSpace: 'nowrap' },
  '.lines .total th, .lines .total td': { fontWeight: 700 },
  '.media': {
    position: 'relative',
    aspectRatio: '16 / 9',
    margin: '-16px -16px 16px',
    overflow: 'hidden',
    background: theme.palette.grey[100],
  },
  '.subtitle': { ...body2(theme), color: theme.palette.text.secondary, margin: '0 0 8px' },
  '.actions': { display: 'flex', flexWrap: 'wrap', gap: 12 },
  '.guarantee': { padding: 12, borderRadius: theme.shape.borderRadius, background: theme.palette.grey[100], margin: 0 },
}));

function NoIndex() {
  return (
    <Head>
      <meta name="robots" content="noindex" key="robots" />
    </Head>
  );
}

function SheetLines({ sheet, locale, full }: { sheet: DealSheet; locale: Locale; full: boolean }) {
  return (
    <table className="lines" data-testid="deal-lines">
      <tbody>
        {sheet.lines.map((line) => (
          <tr key={line.label}>
            <th scope="row">{line.label}</th>
            <td>{money(line.amount, locale)}</td>
          </tr>
        ))}
        {full ? (
          <>
            <tr className="total">
              <th scope="row">Balance</th>
              <td>{money(sheet.balance, locale)}</td>
            </tr>
            {sheet.finance && (
              <>
                <tr>
                  <th scope="row">Amount financed</th>
                  <td>{money(sheet.finance.amountFinanced, locale)}</td>
                </tr>
                <tr>
                  <th scope="row">
                    Repayments ({sheet.finance.termMonths} months at {sheet.finance.annualRatePercent}% p.a.
                    {sheet.finance.balloon > 0 ? `, ${money(sheet.finance.balloon, locale)} balloon` : ''})
                  </th>
                  <td data-testid="deal-repayments">
                    {money(sheet.finance.paymentMonth, locale)}/month · {money(sheet.finance.paymentWeek, locale)}/week
                  </td>
                </tr>
              </>
            )}
            <tr className="total">
              <th scope="row">Due on delivery</th>
              <td data-testid="deal-due">{money(sheet.dueOnDelivery, locale)}</td>
            </tr>
          </>
        ) : (
          <tr className="total">
            <th scope="row">Drive-away total</th>
            <td>{money(sheet.total, locale)}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

function Errors({ errors, field }: { errors: Record<string, string>; field: string }) {
  const message = errors[field];
  return message ? (
    <p className="error" id={`journey-${field}-error`} role={field === 'form' ? 'alert' : undefined}>
      {message}
    </p>
  ) : null;
}

const invalid = (errors: Record<string, string>, field: string) =>
  errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `journey-${field}-error` } : {};

function StepForm({ view, step, children, submit }: { view: JourneyView; step: string; children?: React.ReactNode; submit: string }) {
  return (
    <form method="post" action={view.action} className="panel" noValidate>
      <input type="hidden" name="step" value={step} />
      <Errors errors={view.errors} field="form" />
      {children}
      <div className="actions">
        <button type="submit" className="btn contained large">
          {submit}
        </button>
      </div>
    </form>
  );
}

function TradeInStep({ view }: { view: JourneyView }) {
  const { deal, errors, locale } = view;
  const kept = deal.profile_valuation;
  return (
    <div className="panel">
      <StepForm view={view} step="trade-in" submit="Continue">
        <fieldset aria-describedby={errors.trade_in ? 'journey-trade_in-error' : undefined}>
          <legend className="legend">Do you have a car to trade in?</legend>
          {kept && (
            <label className="choice">
              <input type="radio" name="trade_in" value="profile" defaultChecked />
              <span>
                Use my offer: {kept.description}, <strong>{money(kept.amount, locale)}</strong>
                {kept.expires_on ? ` (stands until ${kept.expires_on})` : ''}
              </span>
            </label>
          )}
          <label className="choice">
            <input type="radio" name="trade_in" value="none" defaultChecked={!kept} />
            <span>No trade-in</span>
          </label>
          <Errors errors={errors} field="trade_in" />
        </fieldset>
      </StepForm>
      <section aria-labelledby="journey-value-car">
        <h2 id="journey-value-car">Value my car now</h2>
        <p className="note">Get an instant offer from our buying team, then use it in this purchase.</p>
        <TradeInWizard {...view.wizard} />
      </section>
    </div>
  );
}

function FinanceStep({ view }: { view: JourneyView }) {
  const { deal, errors, posted, prefill } = view;
  const saved = deal.finance;
  const value = (field: string, fallback: string) => posted[field] ?? fallback;
  const loan = (posted.finance ?? (saved && !saved.cash ? 'loan' : saved?.cash ? 'cash' : 'loan')) === 'loan';
  return (
    <StepForm view={view} step="finance" submit="Continue">
      <fieldset>
        <legend className="legend">How will you pay?</legend>
        <label className="choice">
          <input type="radio" name="finance" value="loan" defaultChecked={loan} />
          <span>With finance at {view.ratePercent}% p.a.</span>
        </label>
        <label className="choice">
          <input type="radio" name="finance" value="cash" defaultChecked={!loan} />
          <span>Without finance</span>
        </label>
        <Errors errors={errors} field="finance" />
      </fieldset>
      <div className="two">
        <div className="field">
          <label htmlFor="journey-cash-deposit">Cash deposit ($)</label>
          <input
            id="journey-cash-deposit"
            name="cash_deposit"
            inputMode="numeric"
            defaultValue={value('cash_deposit', String(saved?.cash_deposit ?? 0))}
            {...invalid(errors, 'cash_deposit')}
          />
          <Errors errors={errors} field="cash_deposit" />
        </div>
        <div className="field">
          <label htmlFor="journey-term">Term</label>
          <select
            id="journey-term"
            name="term_months"
            defaultValue={value('term_months', String(saved?.term_months ?? 60))}
            {...invalid(errors, 'term_months')}
          >
            {CALCULATOR_TERMS.map((months) => (
              <option key={months} value={months}>
                {months / 12} years ({months} months)
              </option>
            ))}
          </select>
          <Errors errors={errors} field="term_months" />
        </div>
        <div className="field">
          <label htmlFor="journey-balloon">Balloon payment ($)</label>
          <input
            id="journey-balloon"
            name="balloon"
            inputMode="numeric"
            defaultValue={value('balloon', String(saved?.balloon ?? 0))}
            {...invalid(errors, 'balloon')}
          />
          <Errors errors={errors} field="balloon" />
        </div>
      </div>
      <p className="note">Your weekly and monthly repayments show on the next steps and on your deal sheet.</p>
      <fieldset>
        <legend className="legend">Apply for finance now (optional)</legend>
        <label className="choice">
          <input
            type="checkbox"
            name="credit_application"
            value="yes"
            defaultChecked={posted.credit_application === 'yes' || Boolean(saved?.credit_application)}
          />
          <span>Send my finance application to the dealer</span>
        </label>
        <div className="two">
          <div className="field">
            <label htmlFor="journey-name">Full name</label>
            <input
              id="journey-name"
              name="name"
              autoComplete="name"
              defaultValue={value('name', prefill.name)}
              {...invalid(errors, 'name')}
            />
            <Errors errors={errors} field="name" />
          </div>
          <div className="field">
            <label htmlFor="journey-email">Email</label>
            <input
              id="journey-email"
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={value('email', prefill.email)}
              {...invalid(errors, 'email')}
            />
            <Errors errors={errors} field="email" />
          </div>
        </div>
        <label className="choice">
          <input type="checkbox" name="consent" value="yes" {...invalid(errors, 'consent')} />
          <span>{CREDIT_APPLICATION_CONSENT}</span>
        </label>
        <Errors errors={errors} field="consent" />
      </fieldset>
    </StepForm>
  );
}

/** YYYY-MM-DD `days` after today (UTC: the CMS checks the same window). */
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function DeliveryStep({ view }: { view: JourneyView }) {
  const { deal, errors, posted } = view;
  const saved = deal.delivery;
  const method = posted.method ?? saved?.method ?? 'pickup';
  return (
    <StepForm view={view} step="delivery" submit="Continue">
      <fieldset>
        <legend className="legend">Pick up or delivery?</legend>
        <label className="choice">
          <input type="radio" name="method" value="pickup" defaultChecked={method === 'pickup'} />
          <span>I will pick it up</span>
        </label>
        <label className="choice">
          <input type="radio" name="method" value="delivery" defaultChecked={method === 'delivery'} />
          <span>Deliver it to me</span>
        </label>
        <Errors errors={errors} field="method" />
      </fieldset>
      <div className="two">
        <div className="field">
          <label htmlFor="journey-location">Pick-up location</label>
          <select
            id="journey-location"
            name="location"
            defaultValue={posted.location ?? view.locations[0]?.slug}
            {...invalid(errors, 'location')}
          >
            {view.locations.map((location) => (
              <option key={location.slug} value={location.slug}>
                {location.name}
              </option>
            ))}
          </select>
          <Errors errors={errors} field="location" />
        </div>
        <div className="field">
          <label htmlFor="journey-date">Date</label>
          <input
            id="journey-date"
            name="date"
            type="date"
            min={dayAfter(1)}
            max={dayAfter(LATEST_DELIVERY_DAYS)}
            defaultValue={posted.date ?? saved?.date ?? dayAfter(3)}
            {...invalid(errors, 'date')}
          />
          <Errors errors={errors} field="date" />
        </div>
      </div>
      <div className="field">
        <label htmlFor="journey-address">Delivery address (for delivery)</label>
        <input
          id="journey-address"
          name="address"
          autoComplete="street-address"
          defaultValue={posted.address ?? saved?.address ?? ''}
          {...invalid(errors, 'address')}
        />
        <Errors errors={errors} field="address" />
      </div>
    </StepForm>
  );
}

function AgreementStep({ view }: { view: JourneyView }) {
  const { deal, locale } = view;
  if (deal.state === 'in-progress') {
    return (
      <StepForm view={view} step="agreement" submit="Request the purchase agreement">
        <p>We will fix your deal sheet and send it to you and to {view.dealerName}. The dealer then prepares your purchase agreement.</p>
      </StepForm>
    );
  }
  const stateText = {
    requested: 'Requested: the dealer is preparing your agreement.',
    accepted: 'Accepted by the dealer.',
    declined: 'Declined by the dealer: they will call you.',
  };
  return (
    <div className="panel" data-testid="deal-sheet">
      <p role="status">{stateText[deal.state as keyof typeof stateText]}</p>
      {deal.sheet && <SheetLines sheet={deal.sheet} locale={locale} full />}
      <p className="guarantee" data-testid="deal-guarantee">
        {deal.guarantee_covered
          ? 'Our 48-hour money-back guarantee covers this purchase.'
          : 'Our 48-hour money-back guarantee does not cover this purchase: it covers at most 2 cars per customer in any 12 months.'}
      </p>
      <div className="actions">
        <a className="btn contained large" href={`/api/deals/sheet?car_id=${encodeURIComponent(deal.car_slug)}`} download>
          Download the deal sheet (PDF)
        </a>
      </div>
      <p className="note">We have emailed the deal sheet to you and to {view.dealerName}.</p>
    </div>
  );
}

function Summary({ view, carSlug, carTitle }: { view: JourneyView; carSlug: string; carTitle: string }) {
  const { deal, locale } = view;
  return (
    <aside className="card" aria-labelledby="journey-car">
      {view.image && (
        <div className="media">
          <OptimisedImage
            src={view.image.src}
            alt={view.image.alt}
            fill
            sizes="(max-width: 992px) 100vw, 360px"
            style={{ objectFit: 'cover' }}
            unoptimized={isLoopbackUrl(view.image.src)}
          />
        </div>
      )}
      <h2 id="journey-car">
        <a href={carPath(carSlug)}>{carTitle}</a>
      </h2>
      {view.carSubtitle && <p className="subtitle">{view.carSubtitle}</p>}
      <p className="subtitle">At {view.dealerName}</p>
      <dl className="note">
        {deal.trade_in && (
          <div>
            <dt>Trade-in</dt>
            <dd>
              {deal.trade_in.amount
                ? `${deal.trade_in.description}: ${money(deal.trade_in.amount, locale)}${deal.trade_in.expires_on ? `, stands until ${deal.trade_in.expires_on}` : ''}`
                : 'None'}
            </dd>
          </div>
        )}
        {deal.finance && (
          <div>
            <dt>Finance</dt>
            <dd>
              {deal.finance.cash
                ? 'Without finance'
                : `${money(deal.finance.cash_deposit ?? 0, locale)} deposit, ${deal.finance.term_months} months, ${money(deal.finance.balloon ?? 0, locale)} balloon${deal.finance.credit_application ? ', application sent' : ''}`}
            </dd>
          </div>
        )}
        {deal.delivery && (
          <div>
            <dt>{deal.delivery.method === 'pickup' ? 'Pick-up' : 'Delivery'}</dt>
            <dd>
              {deal.delivery.date}
              {deal.delivery.address ? `, ${deal.delivery.address}` : ''}
            </dd>
          </div>
        )}
        {deal.deposit_reservation && (
          <div>
            <dt>Deposit</dt>
            <dd>{view.depositText} paid</dd>
          </div>
        )}
      </dl>
    </aside>
  );
}

export function JourneyPage({ site, carSlug, carTitle, vehicleWord, findSimilarHref, refusal, journey }: JourneyPageProps) {
  if (refusal || !journey) {
    return (
      <SiteLayout site={site} title={`Buy Online: ${carTitle}`}>
        <NoIndex />
        <Root data-testid="journey-refusal">
          <h1>{refusal?.heading}</h1>
          <p className="lead">{refusal?.body}</p>
          <p className="subtitle">{carTitle}</p>
          <div className="actions">
            {refusal?.depositHref && (
              <a className="btn contained large" href={refusal.depositHref}>
                Reserve with a deposit
              </a>
            )}
            <a className={`btn ${refusal?.depositHref ? 'outlined' : 'contained'} large`} href={findSimilarHref}>
              Find Me Something Similar
            </a>
            <a className="btn outlined large" href={carPath(carSlug)}>
              Back to the {vehicleWord}
            </a>
          </div>
        </Root>
      </SiteLayout>
    );
  }
  const { deal, step } = journey;
  // Every step before the one the shopper resumes at is done; a requested deal is done throughout.
  const resumeIndex = deal.state === 'in-progress' ? BUY_ONLINE_STEPS.indexOf(deal.next_step ?? 'agreement') : BUY_ONLINE_STEPS.length;
  return (
    <SiteLayout site={site} title={`Buy Online: ${carTitle}`}>
      <NoIndex />
      <Root data-testid="journey" data-step={step}>
        <h1>Buy this {vehicleWord} online</h1>
        <p className="lead">Six steps, saved as you go: leave any time and pick up where you left off.</p>
        <nav aria-label="Buy online steps">
          <ol className="steps">
            {BUY_ONLINE_STEPS.map((name, index) => {
              const open = deal.state === 'in-progress' && stepOpen(name, deal.progress) && name !== 'agreement' && name !== 'deposit';
              const label = `${index + 1}. ${BUY_ONLINE_STEP_LABELS[name]}`;
              const done = index < resumeIndex;
              return (
                <li key={name} className={done ? 'done' : undefined} aria-current={name === step ? 'step' : undefined}>
                  {open && name !== step ? <a href={buyOnlinePath(deal.car_slug, name)}>{label}</a> : label}
                  {done && <span aria-label="done"> ✓</span>}
                </li>
              );
            })}
          </ol>
        </nav>
        <div className="layout">
          <section className="card" aria-labelledby="journey-step">
            <h2 id="journey-step">{BUY_ONLINE_STEP_LABELS[step]}</h2>
            {step === 'car' && (
              <StepForm view={journey} step="car" submit={`Continue with this ${vehicleWord}`}>
                {journey.carSheet ? <SheetLines sheet={journey.carSheet} locale={journey.locale} full={false} /> : null}
                <p className="note">Prices include every fee we charge. Registration and on-road costs are itemised where they apply.</p>
              </StepForm>
            )}
            {step === 'trade-in' && <TradeInStep view={journey} />}
            {step === 'finance' && <FinanceStep view={journey} />}
            {step === 'delivery' && <DeliveryStep view={journey} />}
            {step === 'deposit' && (
              <div className="panel">
                <p>
                  Pay a refundable {journey.depositText} deposit and we hold the {vehicleWord} for you while the dealer prepares your
                  agreement. You come back here once it is paid.
                </p>
                <div className="actions">
                  <a className="btn contained large" href={journey.depositHref}>
                    Pay the {journey.depositText} deposit
                  </a>
                </div>
              </div>
            )}
            {step === 'agreement' && <AgreementStep view={journey} />}
          </section>
          <Summary view={journey} carSlug={carSlug} carTitle={carTitle} />
        </div>
      </Root>
    </SiteLayout>
  );
}
