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
