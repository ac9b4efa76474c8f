import vm from 'node:vm';
import { CHAT_INTERACTION_EVENTS, CHAT_LOADER_SCRIPT, CHAT_WIDGET_ID, chatAccountError, chatCspSources, chatWidget } from './chatWidget';

/** Runs the loader in a minimal window whose page carries `widget`: its listeners and the scripts it appends. */
function runLoader(widget: unknown) {
  const listeners = new Map<string, { fn: () => void; options: unknown }>();
  const appended: { src: string; async: boolean; attributes: Record<string, string> }[] = [];
  const window: Record<string, unknown> = {
    addEventListener: (name: string, fn: () => void, options: unknown) => listeners.set(name, { fn, options }),
    removeEventListener: (name: string, fn: () => void, capture: unknown) => {
      if (listeners.get(name)?.fn === fn && capture === true) listeners.delete(name);
    },
    document: {
      getElementById: (id: string) => (id === CHAT_WIDGET_ID && widget ? { textContent: JSON.stringify(widget) } : null),
      createElement: () => {
        const element = { src: '', async: false, attributes: {} as Record<string, string> };
        return { ...element, setAttribute: (k: string, v: string) => (element.attributes[k] = v), element };
      },
      head: {
        appendChild: (node: { src: string; async: boolean; element: { attributes: Record<string, string> } }) =>
          appended.push({ src: node.src, async: node.async, attributes: node.element.attributes }),
      },
    },
  };
  window.window = window;
  vm.runInNewContext(CHAT_LOADER_SCRIPT, window);
  return { listeners, appended, window };
}

describe('chatWidget and CHAT_LOADER_SCRIPT', () => {
  it('loads nothing until the first interaction, then the provider’s script once, and stops listening', () => {
    const { listeners, appended, window } = runLoader(chatWidget(true, 'livechat', '12345678'));
    expect([...listeners.keys()]).toEqual([...CHAT_INTERACTION_EVENTS]);
    expect(listeners.get('scroll')!.options).toEqual({ capture: true, passive: true });
    expect(appended).toEqual([]);
    listeners.get('pointerdown')!.fn();
    expect(appended).toEqual([
      { src: 'https://cdn.livechatinc.com/tracking.js', async: true, attributes: { 'data-chat-provider': 'livechat' } },
    ]);
    expect((window.__lc as { license: number }).license).toBe(12345678);
    expect(listeners.size).toBe(0);
  });

  it('loads Tawk.to’s embed for its property and widget', () => {
    const { listeners, appended } = runLoader(chatWidget(true, 'tawk', '64b7f0c2cc26a871b02a1f3e/1h5m0abcd'));
    listeners.get('keydown')!.fn();
    listeners.get('keydown')?.fn();
    expect(appended.map((s) => s.src)).toEqual(['https://embed.tawk.to/64b7f0c2cc26a871b02a1f3e/1h5m0abcd']);
  });

  it.each([
    ['chat off', false, 'livechat', '12345678'],
    ['no provider', true, null, '12345678'],
    ['an unknown provider', true, 'evilchat', '1'],
    ['an account that does not fit', true, 'livechat', '1234</script><script>alert(1)'],
    ['no account', true, 'tawk', ''],
  ])('is null with %s', (_name, on, provider, account) => {
    expect(chatWidget(on as boolean, provider, account)).toBeNull();
  });

  it('does nothing on a page without a widget, or with a provider it does not know', () => {
    for (const widget of [null, { provider: 'evilchat', account: '1', src: 'https://evil.example/x.js' }]) {
      const { listeners, appended } = runLoader(widget);
      listeners.get('keydown')?.fn();
      expect(listeners.size).toBe(0);
      expect(appended).toEqual([]);
    }
  });

  it('is the same text for every tenant, with no < that could end its script element', () => {
    expect(CHAT_LOADER_SCRIPT).not.toContain('<');
    expect(CHAT_LOADER_SCRIPT).not.toContain('12345678');
  });
});

describe('chatAccountError', () => {
  it('names what the provider needs', () => {
    expect(chatAccountError('livechat', 'abc')).toBe('Enter the LiveChat licence number (digits).');
    expect(chatAccountError('tawk', '64b7f0c2cc26a871b02a1f3e')).toBe('Enter the Tawk.to property and widget id (propertyId/widgetId).');
    expect(chatAccountError('other', '1')).toBe('Choose a chat provider from the list.');
    expect(chatAccountError('livechat', ' 42 ')).toBeNull();
    expect(chatAccountError(null, null)).toBeNull();
  });
});

describe('chatCspSources', () => {
  it('lists every provider’s origins once per directive', () => {
    const sources = chatCspSources();
    // Only the providers' own hosts run scripts: no public CDN anyone can publish to (issue 39).
    expect(sources['script-src']).toEqual(['https://cdn.livechatinc.com', 'https://embed.tawk.to']);
    expect(sources['img-src']).toEqual(['https://*.livechatinc.com', 'https://*.tawk.to', 'https://cdn.jsdelivr.net']);
    expect(sources['frame-src']).toContain('https://secure.livechatinc.com');
  });
});
