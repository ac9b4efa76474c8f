/**
 * The chat widget (spec §1 "chat" flag; issue 12: "where on, the configured provider's widget loads
 * only after the shopper's first interaction"). A tenant picks a provider and its account in the
 * CMS; the site then puts the widget's details and a small inline loader in the page, which adds the
 * provider's script at the first key, pointer, touch, wheel or scroll, so the widget costs a first
 * visit nothing.
 *
 * Providers are a fixed, vetted list: the page's Content-Security-Policy allows their origins
 * (`chatCspSources`) and nothing else a CMS user types.
 */

export type CspDirective = 'script-src' | 'connect-src' | 'frame-src' | 'img-src' | 'style-src' | 'font-src';

export interface ChatProvider {
  label: string;
  /** What the account field holds, for the CMS's description and error. */
  accountLabel: string;
  account: RegExp;
  /** The provider's embed script for an account. */
  scriptUrl: (account: string) => string;
  /**
   * Globals the provider's script reads, set before it loads: the body of a function of the account
   * `a` (JavaScript source, the same for every tenant, so the loader's hash is fixed).
   */
  setup: string;
  /** Origins the widget loads from and talks to. */
  csp: Partial<Record<CspDirective, string[]>>;
}

export const CHAT_PROVIDERS = {
  livechat: {
    label: 'LiveChat',
    accountLabel: 'LiveChat licence number (digits)',
    account: /^\d{1,12}$/,
    scriptUrl: () => 'https://cdn.livechatinc.com/tracking.js',
    setup: 'window.__lc=window.__lc||{};window.__lc.license=Number(a);',
    csp: {
      'script-src': ['https://cdn.livechatinc.com'],
      'connect-src': ['https://*.livechatinc.com', 'wss://*.livechatinc.com'],
      'frame-src': ['https://secure.livechatinc.com'],
      'img-src': ['https://*.livechatinc.com'],
    },
  },
  tawk: {
    label: 'Tawk.to',
    accountLabel: 'Tawk.to property and widget id (propertyId/widgetId)',
    account: /^[a-f0-9]{24}\/[a-z0-9]{1,32}$/i,
    scriptUrl: (account) => `https://embed.tawk.to/${account}`,
    setup: 'window.Tawk_API=window.Tawk_API||{};window.Tawk_LoadStart=new Date();',
    csp: {
      // Emoji images come from a public CDN: images only, never its scripts.
      'script-src': ['https://embed.tawk.to'],
      'connect-src': ['https://*.tawk.to', 'wss://*.tawk.to'],
      'frame-src': ['https://*.tawk.to'],
      'img-src': ['https://*.tawk.to', 'https://cdn.jsdelivr.net'],
      'style-src': ['https://embed.tawk.to', 'https://fonts.googleapis.com'],
      'font-src': ['https://embed.tawk.to', 'https://fonts.gstatic.com'],
    },
  },
} satisfies Record<string, ChatProvider>;

export type ChatProviderId = keyof typeof CHAT_PROVIDERS;
export const CHAT_PROVIDER_IDS = Object.keys(CHAT_PROVIDERS) as ChatProviderId[];

export const isChatProvider = (value: unknown): value is ChatProviderId =>
  typeof value === 'string' && Object.hasOwn(CHAT_PROVIDERS, value);

/** Whether an account fits its provider: an error to show the CMS user, or null. */
export function chatAccountError(provider: unknown, account: unknown): string | null {
  if (provider === null || provider === undefined || provider === '') return null;
  if (!isChatProvider(provider)) return 'Choose a chat provider from the list.';
  const spec = CHAT_PROVIDERS[provider];
  if (typeof account !== 'string' || !spec.account.test(account.trim())) return `Enter the ${spec.accountLabel}.`;
  return null;
}

/** What starts the widget: the shopper's first key, pointer, touch, wheel or scroll. */
export const CHAT_INTERACTION_EVENTS = ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll'] as const;

/** The id of the JSON element that tells the loader which widget a page has (`chatWidget`). */
export const CHAT_WIDGET_ID = '__CHAT__';

/** What a page's chat loader reads: the provider, its account and the exact script URL. */
export interface ChatWidget {
  provider: ChatProviderId;
  account: string;
  src: string;
}

/**
 * The widget for a tenant, or null where chat is off or not configured (or misconfigured: a bad
 * account loads nothing rather than a broken widget). The page writes it as JSON in a
 * `<script type="application/json" id={CHAT_WIDGET_ID}>`, with `<` escaped.
 */
export function chatWidget(chatOn: boolean, provider: unknown, account: unknown): ChatWidget | null {
  if (!chatOn || !isChatProvider(provider) || chatAccountError(provider, account) !== null) return null;
  const id = String(account).trim();
  return { provider, account: id, src: CHAT_PROVIDERS[provider].scriptUrl(id) };
}

/**
 * The inline loader, the same text on every page of every tenant so the page CSP allows it by its
 * hash (issue 39): it reads the page's `ChatWidget`, and at the shopper's first interaction sets
 * the provider's globals and adds its script. Plain ES5 in one line.
 */
export const CHAT_LOADER_SCRIPT =
  `(function(){var w=document.getElementById(${JSON.stringify(CHAT_WIDGET_ID)});if(!w)return;` +
  `var c=JSON.parse(w.textContent),e=${JSON.stringify(CHAT_INTERACTION_EVENTS)},d=false,` +
  `setups={${(Object.entries(CHAT_PROVIDERS) as [string, ChatProvider][]).map(([id, spec]) => `${id}:function(a){${spec.setup}}`).join(',')}};` +
  `if(!Object.prototype.hasOwnProperty.call(setups,c.provider))return;` +
  `function l(){if(d)return;d=true;e.forEach(function(n){removeEventListener(n,l,true)});setups[c.provider](c.account);` +
  `var s=document.createElement('script');s.async=true;s.src=c.src;` +
  `s.setAttribute('data-chat-provider',c.provider);document.head.appendChild(s)}` +
  `e.forEach(function(n){addEventListener(n,l,{capture:true,passive:true})})})();`;

/** Every provider's origins per directive: what the page CSP adds for chat. */
export function chatCspSources(): Record<CspDirective, string[]> {
  const sources: Record<CspDirective, string[]> = {
    'script-src': [],
    'connect-src': [],
    'frame-src': [],
    'img-src': [],
    'style-src': [],
    'font-src': [],
  };
  for (const provider of Object.values(CHAT_PROVIDERS) as ChatProvider[]) {
    for (const [directive, origins] of Object.entries(provider.csp) as [CspDirective, string[]][]) {
      for (const origin of origins) if (!sources[directive].includes(origin)) sources[directive].push(origin);
    }
  }
  return sources;
}
