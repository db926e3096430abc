import { createContext, useContext } from 'react';

// The page's styles without a render-blocking request: the critical CSS inline (the server provides it,
// app/http/critical-style.server.ts), then the full stylesheet, requested for print so that the first paint
// does not wait for it and switched to all media once loaded by a small script (the policy allows no event
// handler attributes). Without JavaScript, the stylesheet in <noscript> applies instead, as before.
const CriticalCssContext = createContext<string | undefined>(undefined);

export const CriticalCssProvider = CriticalCssContext.Provider;

const APPLY_WHEN_LOADED = `(function(l){function all(){l.media='all'}if(l.sheet)all();else l.addEventListener('load',all)})(document.currentScript.previousElementSibling);`;

export function Stylesheets({ href, nonce }: { href: string; nonce?: string }) {
  // Only the server renders the style's text; hydration keeps it (the client has none to compare).
  const criticalCss = useContext(CriticalCssContext) ?? '';
  return (
    <>
      <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: criticalCss }} />
      <link rel="stylesheet" href={href} media="print" suppressHydrationWarning />
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: APPLY_WHEN_LOADED }} />
      <noscript>
        <link rel="stylesheet" href={href} />
      </noscript>
    </>
  );
}
