// Loads the preview bridge (preview-bridge.ts) when the storefront editor is configured and the page
// runs in a frame; renders nothing. A page outside a frame never loads its script.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { PreviewBridge as Bridge } from './preview-bridge';

export function PreviewBridge({ editorOrigin }: { editorOrigin?: string }) {
  const { pathname, search } = useLocation();
  const bridge = useRef<Bridge | undefined>(undefined);
  const started = useRef(false);

  useEffect(() => {
    if (!editorOrigin || window.parent === window) return;
    let stopped = false;
    void import('./preview-bridge').then(({ startPreviewBridge }) => {
      if (!stopped) bridge.current = startPreviewBridge(window, editorOrigin);
    });
    return () => {
      stopped = true;
      bridge.current?.stop();
      bridge.current = undefined;
    };
  }, [editorOrigin]);

  useEffect(() => {
    // The first page announces itself when the bridge starts; later ones are navigations.
    if (!started.current) {
      started.current = true;
      return;
    }
    bridge.current?.navigated(`${pathname}${search}`);
  }, [pathname, search]);

  return null;
}
