// The preview bridge's message handling (app/features/preview): it starts only in a frame and outside
// design view mode, announces the page to the editor's origin alone, reloads with the context id of a
// well-formed set-context message from the editor's window and origin within the wait, and ignores
// everything else; stable messages come at most once a second. Also the settings and id rules.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contextOfMessage, startPreviewBridge, STABLE_THROTTLE_MS } from '~/features/preview/preview-bridge';
import { previewContextIdOf, validPreviewContextId } from '~/features/preview/preview-context';
import { parsePreviewEditorOrigin } from '~/features/preview/preview-settings.server';

const EDITOR = 'https://editor.example.com';
const PAGE = 'https://shop.example.com/page/page.help.pagelet2-Page?x=1';

function framedWindow(href = PAGE, storage: Record<string, string> = {}) {
  const posted: { message: { type: string; payload?: unknown }; origin: string }[] = [];
  const listeners: ((event: MessageEvent) => void)[] = [];
  const parent = { postMessage: (message: { type: string }, origin: string) => posted.push({ message, origin }) };
  const replaced: string[] = [];
  const win = {
    parent,
    location: { href, replace: (url: string) => replaced.push(url) },
    sessionStorage: {
      getItem: (key: string) => storage[key] ?? null,
      setItem: (key: string, value: string) => (storage[key] = value),
    },
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.splice(listeners.indexOf(listener), 1),
  };
  const send = (data: unknown, origin = EDITOR, source: unknown = parent) => {
    for (const listener of [...listeners]) listener({ data, origin, source } as MessageEvent);
  };
  return { win: win as unknown as Window, posted, replaced, send, listeners };
}

const setContext = (previewContextID: unknown) => ({ type: 'sfe-setcontext', payload: { previewContextID } });

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe('the preview bridge', () => {
  it('announces the page as ready and stable to the editor origin only', () => {
    const { win, posted } = framedWindow();
    startPreviewBridge(win, EDITOR);
    expect(posted).toEqual([
      { message: { type: 'sfe-pwaready' }, origin: EDITOR },
      { message: { type: 'sfe-pwastable' }, origin: EDITOR },
    ]);
  });

  it('reloads the page with the id of the editor\'s set-context message', () => {
    const { win, replaced, send } = framedWindow();
    startPreviewBridge(win, EDITOR);
    send(setContext('ctx_42-A'));
    expect(replaced).toEqual(['https://shop.example.com/page/page.help.pagelet2-Page?x=1&PreviewContextID=ctx_42-A']);
  });

  it('does not reload a page that shows that context already', () => {
    const { win, replaced, send } = framedWindow(`${PAGE}&PreviewContextID=ctx1`);
    startPreviewBridge(win, EDITOR);
    send(setContext('ctx1'));
    expect(replaced).toEqual([]);
  });

  it('ignores messages of other origins, other windows, other types, malformed data and odd ids', () => {
    const { win, replaced, send } = framedWindow();
    startPreviewBridge(win, EDITOR);
    send(setContext('ctx1'), 'https://evil.example');
    send(setContext('ctx1'), 'http://editor.example.com');
    send(setContext('ctx1'), EDITOR, {});
    for (const data of [null, 'sfe-setcontext', 42, [], { type: 'sfe-setcontext' }, { type: 'sfe-setcontext', payload: 'ctx1' }, { type: 'dv-clientRefresh', payload: { previewContextID: 'ctx1' } }]) {
      send(data);
    }
    for (const id of ['', 'a b', '../x', 'x?y=1', 'x&PreviewContextID=y', '<script>', 'x'.repeat(65), 7, { id: 1 }]) send(setContext(id));
    expect(replaced).toEqual([]);
  });

  it('takes a context id whenever the editor sends it, long after the page announced itself too', () => {
    const { win, replaced, send } = framedWindow();
    startPreviewBridge(win, EDITOR);
    vi.advanceTimersByTime(60_000);
    send(setContext('later'));
    expect(replaced).toHaveLength(1);
  });

  it('sends stable messages at most once a second', () => {
    const { win, posted } = framedWindow();
    const bridge = startPreviewBridge(win, EDITOR)!;
    bridge.navigated('/a');
    bridge.navigated('/b');
    const stable = () => posted.filter((entry) => entry.message.type === 'sfe-pwastable').length;
    expect(stable()).toBe(1);
    vi.advanceTimersByTime(STABLE_THROTTLE_MS);
    expect(stable()).toBe(2);
    expect(posted.filter((entry) => entry.message.type === 'sfe-pwanavigation').map((entry) => entry.message.payload)).toEqual([{ url: '/a' }, { url: '/b' }]);
  });

  it('stops listening when stopped', () => {
    const { win, listeners } = framedWindow();
    startPreviewBridge(win, EDITOR)!.stop();
    expect(listeners).toHaveLength(0);
  });

  it('stays off on a top-level page and in design view mode', () => {
    const top = framedWindow();
    (top.win as unknown as { parent: unknown }).parent = top.win;
    expect(startPreviewBridge(top.win, EDITOR)).toBeUndefined();
    const designView = framedWindow(`${PAGE}&DesignView`);
    expect(startPreviewBridge(designView.win, EDITOR)).toBeUndefined();
    expect(designView.posted).toEqual([]);
    // remembered for the tab, as the PWA remembers it
    expect(startPreviewBridge(framedWindow(PAGE, { DesignViewMode: 'true' }).win, EDITOR)).toBeUndefined();
  });
});

describe('preview context ids', () => {
  it('accepts letters, digits, _ and - only', () => {
    expect(validPreviewContextId('AbC_1-2')).toBe('AbC_1-2');
    expect(validPreviewContextId('a.b')).toBeUndefined();
    expect(contextOfMessage(setContext('ok'))).toBe('ok');
    expect(previewContextIdOf(new URL('https://shop.example.com/?PreviewContextID=a%20b'))).toBeUndefined();
    expect(previewContextIdOf(new URL('https://shop.example.com/?PreviewContextID=ctx9'))).toBe('ctx9');
  });
});

describe('PREVIEW_EDITOR_ORIGIN', () => {
  it('is off when unset and an origin when valid', () => {
    expect(parsePreviewEditorOrigin(undefined)).toBeUndefined();
    expect(parsePreviewEditorOrigin(' ')).toBeUndefined();
    expect(parsePreviewEditorOrigin('https://editor.example.com')).toBe(EDITOR);
    expect(parsePreviewEditorOrigin('https://editor.example.com/')).toBe(EDITOR);
    expect(parsePreviewEditorOrigin('http://127.0.0.1:4100')).toBe('http://127.0.0.1:4100');
  });

  it('refuses anything but an https origin (http on loopback only)', () => {
    for (const value of ['http://editor.example.com', 'editor.example.com', 'javascript:alert(1)', '*', 'https://editor.example.com/path', 'https://user:pw@editor.example.com', 'https://editor.example.com?x']) {
      expect(() => parsePreviewEditorOrigin(value), value).toThrow(/PREVIEW_EDITOR_ORIGIN/);
    }
  });
});
