import { createContext, useContext, useState } from 'react';

// The page's styles. For a visitor who is not logged in, without a render-blocking request: the critical
// CSS inline (the server provides it, app/http/critical-style.server.ts), then the full stylesheet,
// requested for print so that the first paint does not wait for it and switched to all media once loaded
// by a small script (the policy allows no event handler attributes); without JavaScript, the stylesheet in
// <noscript> applies instead. A logged-in user came through the login page, whose stylesheet the browser
// keeps (its hashed name is cached for a year), so their pages link it plainly and spare the inline CSS
// the bytes and the compression every one of their pages, rendered for them alone, would cost.
const CriticalCssContext = createContext<string | undefined>(undefined);

export const CriticalCssProvider = CriticalCssContext.Provider;

const APPLY_WHEN_LOADED = `(function(l){function all(){l.media='all'}if(l.sheet)all();else l.addEventListener('load',all)})(document.currentScript.previousElementSibling);`;

export function Stylesheets({ href, nonce, inline }: { href: string; nonce?: string; inline: boolean }) {
  // Only the server renders the style's text; hydration keeps it (the client has none to compare).
  const criticalCss = useContext(CriticalCssContext) ?? '';
  // As the document was served: elements the client renders later would not run the script.
  const [inlineOnLoad] = useState(inline);
  if (!inlineOnLoad) return <link rel="stylesheet" href={href} />;
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
