/**
 * Dealer comments on the car detail page (spec §3: paragraphs separated by a pipe; §4/§9: truncated
 * at 400 characters with a more/less toggle; §5: a comment of only a pipe is empty and shows the
 * pending text).
 */

export const DEALER_COMMENTS_LIMIT = 400;
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.';
export const DEALER_COMMENTS_MORE = 'Show More';
export const DEALER_COMMENTS_LESS = 'Show Less';
const ELLIPSIS = '...';

/** The paragraphs: split on `|`, trimmed, empty ones dropped. */
export function dealerCommentParagraphs(raw: string | null | undefined): string[] {
  return (raw ?? '')
    .split('|')
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '' && paragraph !== 'null');
}

export interface DealerCommentsView {
  /** True when there is nothing to show but the pending text. */
  pending: boolean;
  paragraphs: string[];
  /** Whether the paragraphs shown are cut short. */
  truncated: boolean;
  /** The toggle's label, or null when the comments fit within the limit. */
  toggleLabel: typeof DEALER_COMMENTS_MORE | typeof DEALER_COMMENTS_LESS | null;
}

/**
 * What to render. The limit counts the characters (code points) of the paragraphs' text, not the
 * pipes; collapsed, the paragraph that crosses it is cut there and ends with "...".
 */
export function dealerCommentsView(raw: string | null | undefined, expanded: boolean, limit = DEALER_COMMENTS_LIMIT): DealerCommentsView {
  const paragraphs = dealerCommentParagraphs(raw);
  if (paragraphs.length === 0) return { pending: true, paragraphs: [DEALER_COMMENTS_PENDING], truncated: false, toggleLabel: null };

  const total = paragraphs.reduce((sum, paragraph) => sum + Array.from(paragraph).length, 0);
  if (total <= limit) return { pending: false, paragraphs, truncated: false, toggleLabel: null };
  if (expanded) return { pending: false, paragraphs, truncated: false, toggleLabel: DEALER_COMMENTS_LESS };

  const shown: string[] = [];
  let budget = limit;
  for (const paragraph of paragraphs) {
    const characters = Array.from(paragraph);
    if (characters.length < budget) {
      shown.push(paragraph);
      budget -= characters.length;
      continue;
    }
    shown.push(`${characters.slice(0, budget).join('').trimEnd()}${ELLIPSIS}`);
    break;
  }
  return { pending: false, paragraphs: shown, truncated: true, toggleLabel: DEALER_COMMENTS_MORE };
}
