// The preview bridge's client side (business-and-integration §4 and §9, docs/decisions/033), loaded
// only when the shop runs in a frame and PREVIEW_EDITOR_ORIGIN is set: it tells the storefront editor
// (the parent frame) that the page is ready and, throttled, that it is stable, and reloads the page
// with the preview context id of the editor's `sfe-setcontext` message. Only messages of the editor's
// window from its origin count; anything else (another origin, malformed data, an id with odd
// characters) does nothing. A context id is taken whenever the editor sends it, as the PWA takes it:
// the editor may change the context long after the page loaded. Off in ICM's design view mode.
import { PREVIEW_CONTEXT_PARAMETER, validPreviewContextId } from './preview-context';

/** The least time between two stable messages (§9). */
export const STABLE_THROTTLE_MS = 1_000;

type BridgeWindow = Pick<Window, 'parent' | 'location' | 'sessionStorage' | 'addEventListener' | 'removeEventListener'>;

export interface PreviewBridge {
  /** The page changed without a reload (a client-side navigation). */
  navigated(url: string): void;
  stop(): void;
}

/**
 * ICM's design view mode, detected as the PWA detects it: its `DesignView` parameter, remembered for
 * the tab. The design view has its own channel to the page; the preview bridge then stays off.
 */
export function isDesignViewMode(win: Pick<Window, 'location' | 'sessionStorage'>): boolean {
  try {
    if (new URL(win.location.href).searchParams.has('DesignView')) win.sessionStorage.setItem('DesignViewMode', 'true');
    return win.sessionStorage.getItem('DesignViewMode') === 'true';
  } catch {
    // Storage refused (privacy settings): only the parameter counts.
    return new URL(win.location.href).searchParams.has('DesignView');
  }
}

/** The page's address with the preview context id, or undefined when it has that id already. */
export function addressWithContext(href: string, previewContextId: string): string | undefined {
  const url = new URL(href);
  if (url.searchParams.get(PREVIEW_CONTEXT_PARAMETER) === previewContextId) return undefined;
  url.searchParams.set(PREVIEW_CONTEXT_PARAMETER, previewContextId);
  return url.href;
}

/** The id an editor's message sets, when it is a well-formed `sfe-setcontext` message. */
export function contextOfMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== 'sfe-setcontext') return undefined;
  const payload = (data as { payload?: unknown }).payload;
  return typeof payload === 'object' && payload !== null ? validPreviewContextId((payload as { previewContextID?: unknown }).previewContextID) : undefined;
}

/** Starts the bridge in a framed page; undefined (nothing started) on a top-level page or in design view mode. */
export function startPreviewBridge(win: BridgeWindow, editorOrigin: string, now: () => number = Date.now): PreviewBridge | undefined {
  if (win.parent === (win as unknown) || isDesignViewMode(win)) return undefined;
  const post = (message: { type: string; payload?: unknown }) => win.parent.postMessage(message, editorOrigin);
  let lastStable = -Infinity;
  let pendingStable: ReturnType<typeof setTimeout> | undefined;

  const stable = () => {
    if (pendingStable) return;
    const wait = lastStable + STABLE_THROTTLE_MS - now();
    const send = () => {
      pendingStable = undefined;
      lastStable = now();
      post({ type: 'sfe-pwastable' });
    };
    if (wait <= 0) send();
    else pendingStable = setTimeout(send, wait);
  };

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== editorOrigin || event.source !== win.parent) return;
    const previewContextId = contextOfMessage(event.data);
    const address = previewContextId && addressWithContext(win.location.href, previewContextId);
    if (address) win.location.replace(address);
  };

  win.addEventListener('message', onMessage);
  post({ type: 'sfe-pwaready' });
  stable();
  return {
    navigated(url) {
      post({ type: 'sfe-pwanavigation', payload: { url } });
      stable();
    },
    stop() {
      win.removeEventListener('message', onMessage);
      if (pendingStable) clearTimeout(pendingStable);
    },
  };
}
