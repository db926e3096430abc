import { useEffect } from 'react';

/**
 * Until the page has hydrated, a form sent twice in quick succession (a double tap on "Add to basket"
 * on a slow phone) is sent once: the second submit of the same form within a few seconds is dropped.
 * The shop cannot tell two such posts apart on the server (they carry the same cookie, and ICM has no
 * idempotency key for basket items), so the browser stops the second one. Without JavaScript the
 * browser's own behaviour stands; once hydrated, forms show their pending state instead.
 */
const GUARD = `(function(){var sent=new WeakMap();function reset(){sent=new WeakMap()}
document.addEventListener('submit',function(e){if(window.__shopHydrated||e.defaultPrevented)return;var f=e.target,t=Date.now();
if(sent.has(f)&&t-sent.get(f)<5000){e.preventDefault();return}sent.set(f,t)});window.addEventListener('pageshow',reset)})();`;

export function SubmitOnce({ nonce }: { nonce?: string }) {
  useEffect(() => {
    (window as Window & { __shopHydrated?: boolean }).__shopHydrated = true;
  }, []);
  // A constant script of the shop's own, not text from a user or the backend.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: GUARD }} />;
}
