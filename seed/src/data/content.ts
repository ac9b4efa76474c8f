/**
 * Editorial content per tenant: pages (Lexical rich text built by hand), FAQs, offers,
 * promo tiles and review texts. Wording follows the spec where it names copy (§9 trade-in FAQ,
 * reserve deposit and 48-hour guarantee).
 */
import type { ButtonSet, Page } from '../../../cms/src/payload-types';

export type CarButton = ButtonSet['cardButtons'][number];
export type RichText = NonNullable<Page['content']>;

// ---------------------------------------------------------------------------------------------
// Lexical JSON. The editor stores a root node whose children are block nodes holding text nodes.

type Block = { kind: 'h2' | 'h3' | 'p'; text: string };

const textNode = (text: string) => ({ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 });

export function richText(blocks: Block[]): RichText {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: blocks.map((block) =>
        block.kind === 'p'
          ? {
              type: 'paragraph',
              format: '',
              indent: 0,
              version: 1,
              direction: 'ltr',
              textFormat: 0,
              textStyle: '',
              children: [textNode(block.text)],
            }
          : { type: 'heading', tag: block.kind, format: '', indent: 0, version: 1, direction: 'ltr', children: [textNode(block.text)] },
      ),
    },
  };
}

const h2 = (text: string): Block => ({ kind: 'h2', text });
const p = (text: string): Block => ({ kind: 'p', text });

// ---------------------------------------------------------------------------------------------
// Pages

export interface PageDef {
  slug: string;
  title: string;
  status: 'published' | 'draft';
  hero?: { heading: string; subheading: string };
  content: RichText;
  metaDescription?: string;
  /** Spec §2 location blocks: which locations show under the text, and how. */
  locationsBlock?: { heading: string; show: 'primary' | 'service-and-parts'; layout: 'card' | 'carousel' };
  /** The title in search results and link previews, when not the page title. */
  seoTitle?: string;
  /** A row of in-stock vehicles under the text (of one body type). */
  stockRow?: { heading: string; body?: 'ute' };
}

interface PageContext {
  name: string;
  tagline: string;
  phone: string;
  email: string;
  /** "Toyota, Mazda and Hyundai" */
  brands: string;
  vehicleWord: string;
  isUS: boolean;
}

export function pagesFor(slug: string, ctx: PageContext): PageDef[] {
  const pages: PageDef[] = [
    {
      slug: 'home',
      title: 'Home',
      status: 'published',
      hero: { heading: `Welcome to ${ctx.name}`, subheading: ctx.tagline },
      metaDescription: `New, demo and used ${ctx.vehicleWord}s from ${ctx.name}.`,
      content: richText([
        h2(`Find your next ${ctx.vehicleWord}`),
        p(
          `${ctx.name} has new, demo and used stock from ${ctx.brands}, ready to inspect today. Search our full range online, compare ${ctx.vehicleWord}s side by side and book a test drive at a time that suits you.`,
        ),
        p(`Not sure where to start? Call us on ${ctx.phone} or send an enquiry and a member of our team will be in touch.`),
        h2('Why buy from us?'),
        p(
          'Every used vehicle is inspected before it goes on sale, and our finance and trade-in teams can have you driving away the same day.',
        ),
      ]),
    },
    {
      slug: 'about-us',
      title: 'About Us',
      status: 'published',
      seoTitle: `About ${ctx.name}: family owned since 1998`,
      hero: { heading: `About ${ctx.name}`, subheading: 'Family owned, locally operated.' },
      content: richText([
        h2('Our story'),
        p(
          `${ctx.name} started as a single yard with a handful of ${ctx.vehicleWord}s and a promise to treat every customer like a neighbour. Today we represent ${ctx.brands}.`,
        ),
        p('Our people are the reason customers come back: many of our sales and service staff have been with us for more than ten years.'),
      ]),
    },
    {
      slug: 'careers',
      title: 'Careers',
      status: 'published',
      hero: { heading: 'Work with us', subheading: 'Sales, service, parts and administration roles.' },
      content: richText([
        h2('Current opportunities'),
        p('We are always looking for qualified technicians, friendly sales consultants and detail-minded administrators.'),
        p(`Send your resume to ${ctx.email} with the role you are interested in, or use the careers enquiry form.`),
      ]),
    },
    {
      slug: 'terms-and-conditions',
      title: 'Terms and Conditions',
      status: 'published',
      content: richText([
        h2('Website terms of use'),
        p('Prices, specifications and availability are subject to change without notice. Images are for illustration only.'),
        h2('Reserve online'),
        p(
          `A refundable deposit holds the vehicle for 48 hours. Our 48-hour money-back guarantee gives a full refund if the vehicle is returned within 2 days by 5pm the next day; it does not apply beyond 300 ${ctx.isUS ? 'miles' : 'km'}, to damaged vehicles, or where the finance payout exceeds the refund, and is limited to 2 vehicles per customer per 12 months.`,
        ),
      ]),
    },
    {
      slug: 'privacy-policy',
      title: 'Privacy Policy',
      status: 'published',
      content: richText([
        h2('Your privacy'),
        p(
          `${ctx.name} collects your name, email and phone number when you send an enquiry, so that we can respond to it. We never sell your details.`,
        ),
        p(`To access or correct the information we hold about you, email ${ctx.email}.`),
      ]),
    },
    {
      slug: 'service',
      title: 'Service',
      status: 'published',
      hero: { heading: 'Book a service', subheading: 'Factory-trained technicians and genuine parts.' },
      content: richText([
        h2('Servicing made easy'),
        p('Book online in under two minutes. We offer loan cars, a courtesy shuttle and express servicing while you wait.'),
        p(`Questions? Call our service team on ${ctx.phone}.`),
      ]),
      locationsBlock: { heading: 'Our service and parts centres', show: 'service-and-parts', layout: 'carousel' },
    },
    {
      slug: 'fleet',
      title: 'Fleet',
      status: 'published',
      hero: { heading: 'Fleet and business sales', subheading: 'One point of contact for your whole fleet.' },
      content: richText([
        h2('Built for business'),
        p('From a single work ute to a national fleet, our fleet managers arrange pricing, fit-outs, registration and servicing.'),
      ]),
      locationsBlock: { heading: 'Visit our fleet team', show: 'primary', layout: 'card' },
    },
    {
      slug: 'vehicle-parts-and-accessories',
      title: 'Parts & Accessories',
      status: 'published',
      hero: { heading: 'Genuine parts and accessories', subheading: `Fitted by ${ctx.name}, covered by the manufacturer's warranty.` },
      metaDescription: `Genuine parts and accessories for ${ctx.brands} from ${ctx.name}.`,
      content: richText([
        h2('The right part, first time'),
        p(
          `Our parts interpreters stock genuine parts for ${ctx.brands}. Give us your registration or VIN and we will confirm the part before you pay.`,
        ),
        h2('Accessories fitted while you wait'),
        p('Tow bars, roof racks, floor mats, dash cameras and more, fitted by our technicians in about an hour for most items.'),
        p(`Call our parts team on ${ctx.phone} or use the parts search to send us a request.`),
      ]),
    },
    {
      slug: 'accessories',
      title: 'Accessories',
      status: 'published',
      hero: { heading: 'Accessories', subheading: `Make your ${ctx.vehicleWord} your own.` },
      content: richText([
        h2('Popular accessories'),
        p(
          'Weather shields, cargo liners, bike carriers, nudge bars and premium floor mats: ask for a fitted price with your next service.',
        ),
        p('Accessories bought with a new vehicle can be included in your finance.'),
      ]),
    },
    {
      slug: 'warranty',
      title: 'Warranty',
      status: 'published',
      hero: { heading: 'Warranty', subheading: 'Peace of mind from the day you drive away.' },
      content: richText([
        h2('New vehicle warranty'),
        p(
          `Every new ${ctx.vehicleWord} comes with the manufacturer's warranty, honoured at any authorised dealer. Servicing with us keeps it intact and your logbook stamped.`,
        ),
        h2('Used vehicle warranty'),
        p(
          `Eligible used ${ctx.vehicleWord}s carry a 12-month, ${ctx.isUS ? '12,000-mile' : '20,000 km'} dealer warranty, extendable up to five years. Ask our sales team what your vehicle qualifies for.`,
        ),
      ]),
    },
    {
      slug: 'roadside-assist',
      title: 'Roadside Assist',
      status: 'published',
      hero: { heading: 'Roadside Assist', subheading: 'Help, day or night.' },
      content: richText([
        h2('24/7 roadside assistance'),
        p('Flat battery, flat tyre, lost keys or out of fuel: our roadside partner comes to you, anywhere in the country, at any hour.'),
        p(
          `Roadside assistance is included for 12 months with every ${ctx.vehicleWord} serviced with us. Call ${ctx.phone} to check your cover.`,
        ),
      ]),
    },
    {
      slug: 'buying',
      title: 'Buying with us',
      status: 'published',
      hero: { heading: 'Buying with us', subheading: 'Simple, transparent and on your terms.' },
      content: richText([
        h2('How it works'),
        p(`Find a ${ctx.vehicleWord} online, enquire or book a test drive, and we will have it ready when you arrive.`),
        p('Reserve online with a refundable deposit, value your trade-in in minutes and get a finance pre-approval before you visit.'),
        h2('Delivery'),
        p('Collect from the dealership, or ask us about home delivery within 100 km.'),
      ]),
    },
    {
      slug: 'value-my-car-terms-and-conditions',
      title: 'Value My Car Terms and Conditions',
      status: 'published',
      content: richText([
        h2('Online valuations'),
        p(
          `An online valuation is an estimate based on the details you provide and current market data. ${ctx.name} confirms the final offer after inspecting the vehicle.`,
        ),
        p(
          'An offer is valid until the expiry date shown, for the vehicle as described, and may change if the condition, odometer reading or service history differs.',
        ),
        p('We use your details to prepare and discuss the offer only, as our privacy policy describes.'),
      ]),
    },
    {
      slug: 'draft-page',
      title: 'Upcoming Sale (draft)',
      status: 'draft',
      content: richText([p('This page is a draft: it must never be visible on the public site.')]),
    },
  ];
  if (slug === 'harbour-mazda') {
    pages.push({
      slug: 'mazda-finance-page',
      title: 'Mazda Finance',
      status: 'published',
      hero: { heading: 'Mazda Finance', subheading: 'Guaranteed future value on every new Mazda.' },
      content: richText([
        h2('Mazda Finance with Guaranteed Future Value'),
        p(
          'Know what your Mazda will be worth at the end of your term. Choose to trade it in, return it, or keep it by paying the final amount.',
        ),
        p('Use the finance calculator to estimate your repayments, then apply online for a pre-approval.'),
        h2('Assured finance'),
        p('Fixed rates, terms from 1 to 5 years and no early payout penalty on approved applications.'),
      ]),
    });
    // Spec §2: the brand's two ute pages under /pages/ (a ute centre and a ute fleet page).
    pages.push({
      slug: 'ute-centre',
      title: 'BT-50 Ute Centre',
      status: 'published',
      hero: { heading: 'The Mazda BT-50 Ute Centre', subheading: 'Every BT-50 we have, and the people who know them.' },
      metaDescription:
        'New and used Mazda BT-50 utes in stock at Harbour Mazda, with tray, canopy and towing packs fitted before delivery.',
      content: richText([
        h2('Built for work, ready for the weekend'),
        p(
          'The BT-50 tows up to 3,500 kg with its 3.0-litre turbo diesel, and comes as a single cab-chassis, a Freestyle cab or a dual cab pick-up.',
        ),
        p(
          'Our ute specialists fit trays, canopies, tow bars and roof racks in-house, so your BT-50 is ready for the job on the day you collect it.',
        ),
        h2('Test drive one loaded'),
        p(`Ask for a test drive with weight in the tray and a trailer on the back: call ${ctx.phone} or book online.`),
      ]),
      stockRow: { heading: 'Utes in stock', body: 'ute' },
    });
    pages.push({
      slug: 'ute-fleet',
      title: 'BT-50 Fleet',
      status: 'published',
      hero: { heading: 'BT-50 for fleets and business', subheading: 'From one work ute to fifty.' },
      metaDescription: 'Fleet pricing, fit-outs and servicing for Mazda BT-50 utes from Harbour Mazda.',
      content: richText([
        h2('One point of contact for your fleet'),
        p(
          'Our fleet manager arranges national fleet pricing, matching fit-outs across every vehicle, registration and delivery to your depot.',
        ),
        h2('Servicing that keeps you working'),
        p('Capped-price servicing, early drop-off and loan utes mean your vehicles are back on the road the same day.'),
        p(`Talk to our fleet manager on ${ctx.phone}.`),
      ]),
      stockRow: { heading: 'Utes ready for your fleet', body: 'ute' },
    });
    pages.push({
      slug: 'assured-finance',
      title: 'Assured Finance',
      status: 'published',
      hero: { heading: 'Mazda Assured Finance', subheading: 'Lower repayments with a guaranteed future value.' },
      content: richText([
        h2('How Assured Finance works'),
        p(
          'Your repayments cover the difference between the price and the Guaranteed Future Value, set at the start for your term and kilometres.',
        ),
        p('At the end of the term, trade in, return the car (subject to fair wear and tear) or pay the final amount and keep it.'),
      ]),
    });
  }
  return pages;
}

// ---------------------------------------------------------------------------------------------
// FAQs (2–3 sections per tenant)

export interface FaqDef {
  section: string;
  question: string;
  answer: string;
}

export function faqsFor(ctx: { isUS: boolean; reserve: boolean; finance: boolean; deposit: number; vehicleWord: string }): FaqDef[] {
  const distance = ctx.isUS ? '62,000 miles' : '100,000 km';
  const faqs: FaqDef[] = [
    {
      section: 'Trade-in',
      question: 'Can I get an online estimate for my trade-in?',
      answer: `Online estimates are available for vehicles up to 7 years old with under ${distance}. Older vehicles or those with higher ${ctx.isUS ? 'mileage' : 'kilometres'} are valued in person by our buying team.`,
    },
    {
      section: 'Trade-in',
      question: 'How long is my trade-in estimate valid?',
      answer: 'Your estimate is valid for 7 days, subject to an inspection of the vehicle.',
    },
    {
      section: 'Trade-in',
      question: 'When can I speak to the buying team?',
      answer: 'Our buying team is available Mon-Fri 8.30am-5.30pm and Sat 9am-5pm.',
    },
    {
      section: 'Buying',
      question: `Can I test drive a ${ctx.vehicleWord} before I buy?`,
      answer: 'Of course. Book a test drive online or call us and we will have it ready when you arrive.',
    },
    {
      section: 'Buying',
      question: 'Do you deliver?',
      answer: 'We can arrange delivery to most metropolitan areas. Ask our sales team for a quote.',
    },
  ];
  if (ctx.finance) {
    faqs.push({
      section: 'Finance',
      question: 'Can I apply for finance online?',
      answer:
        'Yes. Complete the finance enquiry form and a specialist will contact you with a pre-approval, usually within one business day.',
    });
  } else {
    faqs.push({
      section: 'Buying',
      question: 'Which payment methods do you accept?',
      answer: 'Bank transfer, bank cheque and EFTPOS. We accept Mastercard, Visa, Maestro, Google Pay and Apple Pay for deposits.',
    });
  }
  if (ctx.reserve) {
    faqs.splice(3, 0, {
      section: 'Buying',
      question: 'How does Reserve Online work?',
      answer: `Pay a refundable $${ctx.deposit} deposit and we hold the ${ctx.vehicleWord} for you for 48 hours while you arrange an inspection.`,
    });
  }
  return faqs;
}

// ---------------------------------------------------------------------------------------------
// Reviews

export const REVIEWER_NAMES = [
  'Olivia Bennett',
  'Jack Thompson',
  'Charlotte Nguyen',
  'Liam O’Connor',
  'Mia Patel',
  'Noah Williams',
  'Isla McKenzie',
  'Lucas Rossi',
  'Amelia Chen',
  'Ethan Walker',
  'Harper Singh',
  'Oliver Brown',
  'Ava Martin',
  'William Taylor',
  'Grace Kim',
  'Henry Wilson',
  'Zoe Anderson',
  'James Murphy',
  'Chloe Davies',
  'Leo Fraser',
  'Ruby Clarke',
] as const;

/** Review texts by rating; null (no text) is common in real review feeds. */
export const REVIEW_TEXTS: Record<1 | 2 | 3 | 4 | 5, (string | null)[]> = {
  5: [
    'Fantastic experience from start to finish. No pressure, and the car was spotless on delivery.',
    'Our salesperson went above and beyond to find exactly what we wanted. Highly recommend.',
    null,
    'Quick, friendly and honest. Best dealership experience I have had.',
  ],
  4: ['Great service and a fair trade-in price. Paperwork took a little longer than expected.', null, 'Helpful team, good range of stock.'],
  3: ['Service was fine but I had to chase them for updates on my car.', null],
  2: ['The car was not ready at the agreed pick-up time and nobody called to let me know.'],
  1: ['Very disappointed. Booked a service weeks in advance and it was still not done on the day.'],
};

// ---------------------------------------------------------------------------------------------
// Blog articles (spec §2 /blog/vehicle-reviews and category links): reviews of two franchise
// models, a news item, a buying guide and an ownership article per tenant, one of them scheduled.

export interface PostDef {
  slug: string;
  title: string;
  category: 'vehicle-reviews' | 'news' | 'buying-guides' | 'ownership';
  /** Days from the seed's "now": negative is in the past, positive is scheduled. */
  publishedInDays: number;
  author: string;
  excerpt: string;
  content: RichText;
  /** The reviewed model, for the hero image. */
  model?: { make: string; name: string };
  status: 'published' | 'draft';
}

export interface ReviewedModel {
  make: string;
  name: string;
  body: readonly string[];
  fuel: string;
  seats?: number;
  drive?: string;
  badges: readonly string[];
}

const BODY_WORDS: Record<string, string> = {
  suv: 'SUV',
  ute: 'ute',
  cabChassis: 'cab-chassis ute',
  hatch: 'hatch',
  hatchback: 'hatch',
  sedan: 'sedan',
  wagon: 'wagon',
  convertible: 'convertible',
  coupe: 'coupe',
  van: 'van',
  peopleMover: 'people mover',
};

function reviewOf(model: ReviewedModel, i: number, ctx: { name: string; vehicleWord: string; isUS: boolean }): PostDef {
  const body = BODY_WORDS[model.body[0] ?? ''] ?? ctx.vehicleWord;
  const badge = model.badges.at(-1) ?? model.badges[0] ?? '';
  const verdicts = [
    'It is the pick of its class for buyers who want comfort without a big fuel bill.',
    'It asks a little more than its rivals, and gives a lot more back.',
  ];
  const fuelLine =
    model.fuel === 'Electric'
      ? `Running on electricity alone, it costs a fraction of a petrol ${body} to run, and charging at home overnight covers most weeks.`
      : model.fuel === 'Hybrid' || model.fuel === 'Plug-in Hybrid'
        ? `The ${model.fuel.toLowerCase()} drivetrain pulls away silently in town and returned noticeably better economy than the official figure on our test loop.`
        : `The ${model.fuel.toLowerCase()} engine is smooth and willing, and ${model.fuel === 'Diesel' ? 'its torque makes light work of a loaded tray or a trailer' : 'it settles to a quiet cruise on the highway'}.`;
  return {
    slug: `${slugifyText(`${model.make} ${model.name}`)}-review`,
    title: `${model.make} ${model.name} review: ${i === 0 ? 'a week with the family' : 'on the road and off it'}`,
    category: 'vehicle-reviews',
    publishedInDays: -(12 + i * 23),
    author: i === 0 ? 'Sam Whitaker' : 'Priya Raman',
    excerpt: `We spent a week in the ${model.make} ${model.name} ${badge}`.trim() + `. ${verdicts[i % verdicts.length]}`,
    model: { make: model.make, name: model.name },
    status: 'published',
    content: richText([
      h2('First impressions'),
      p(
        `The ${model.make} ${model.name} is one of the most asked-about ${body}s on our floor at ${ctx.name}, so we took a ${badge || 'mid-range'} model home for a week of school runs, commuting and a weekend away.`,
      ),
      h2('On the road'),
      p(fuelLine),
      p(
        model.seats
          ? `With ${model.seats} seats${model.drive ? ` and ${model.drive}` : ''}, there is room for the family and their gear, and the cabin stays quiet at highway speeds.`
          : 'There is room for two adults and their gear, and the controls fall easily to hand.',
      ),
      h2('The verdict'),
      p(verdicts[i % verdicts.length]!),
      p(`Book a test drive with ${ctx.name} to try one for yourself.`),
    ]),
  };
}

const slugifyText = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export function postsFor(
  models: readonly ReviewedModel[],
  ctx: { name: string; vehicleWord: string; isUS: boolean; phone: string; leisure: boolean },
): PostDef[] {
  const distance = ctx.isUS ? '5,000 miles' : '10,000 km';
  const posts: PostDef[] = models.slice(0, 2).map((model, i) => reviewOf(model, i, ctx));
  posts.push(
    {
      slug: 'spring-open-weekend',
      title: `Open weekend at ${ctx.name}`,
      category: 'news',
      publishedInDays: -5,
      author: `${ctx.name} team`,
      excerpt: `Test drives, a sausage sizzle and our best prices of the season: join us this weekend.`,
      status: 'published',
      content: richText([
        h2('Come and see us'),
        p(
          `Our open weekend runs Saturday and Sunday at every ${ctx.name} location. Bring the family, take a test drive and talk to our finance team about pre-approval on the spot.`,
        ),
        p(`Call ${ctx.phone} to book a time, or just drop in.`),
      ]),
    },
    {
      slug: ctx.leisure ? 'choosing-your-first-caravan' : 'petrol-hybrid-or-electric',
      title: ctx.leisure ? 'Choosing your first caravan: a buyer’s checklist' : 'Petrol, hybrid or electric: which suits how you drive?',
      category: 'buying-guides',
      publishedInDays: -40,
      author: 'Priya Raman',
      excerpt: ctx.leisure
        ? 'Tow rating, sleeping berths and storage: what to check before you buy your first van.'
        : 'How far you drive, where you park at night and what you tow decide which drivetrain pays off.',
      status: 'published',
      content: richText(
        ctx.leisure
          ? [
              h2('Start with your tow vehicle'),
              p(
                'Check your vehicle’s braked towing capacity and tow ball load before you fall for a layout: the van’s loaded weight (ATM) must sit within both.',
              ),
              h2('Beds, bathrooms and storage'),
              p(
                'Count the people who travel with you most often, not the most who ever might. Ensuites add weight; a club lounge adds space for wet days.',
              ),
            ]
          : [
              h2('Short trips and town driving'),
              p(
                'Hybrids shine in stop-start traffic, recovering energy every time you brake. If you can charge at home, an electric car costs the least to run.',
              ),
              h2('Long distances and towing'),
              p(
                'Diesel and petrol still suit long country drives and heavy towing. Ask us to compare running costs for the way you drive.',
              ),
            ],
      ),
    },
    {
      slug: 'why-logbook-servicing-matters',
      title: 'Why logbook servicing matters',
      category: 'ownership',
      publishedInDays: -60,
      author: 'Service team',
      excerpt: `Regular servicing keeps your warranty intact and your ${ctx.vehicleWord} worth more at trade-in time.`,
      status: 'published',
      content: richText([
        h2('Every 12 months or ' + distance),
        p(
          `Your logbook lists what is checked at each service. Following it keeps the manufacturer's warranty intact and catches small problems early.`,
        ),
        p('A full service history is the first thing a buyer, or our valuers, ask for at trade-in time.'),
      ]),
    },
    {
      slug: 'summer-service-special',
      title: 'Coming soon: our summer service special',
      category: 'news',
      publishedInDays: 30,
      author: 'Service team',
      excerpt: 'Scheduled: this article appears on the site when its publish date arrives.',
      status: 'published',
      content: richText([p('Our summer service special starts next month.')]),
    },
  );
  return posts;
}
