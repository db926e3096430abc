import { useContext, useState } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

// The page's JavaScript, preloaded at low priority ahead of React Router's own preloads of the same modules
// (<Scripts>, which takes no priority): the browser fetches each module once, at the priority asked first.
// The page is whole without its scripts (they hydrate it), so the first paint and the main image come first.
// The list is the page's first one: after hydration React Router loads further routes' modules itself.
export function ScriptPreloads() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const [hrefs] = useState(() => {
    if (!framework) return [];
    const { entry, routes } = framework.manifest;
    const routeModules = matches.flatMap((match) => {
      const route = routes[match.id];
      return route ? [route.module, ...(route.imports ?? [])] : [];
    });
    return [...new Set([entry.module, ...entry.imports, ...routeModules])];
  });
  return hrefs.map((href) => <link key={href} rel="modulepreload" href={href} fetchPriority="low" />);
}
