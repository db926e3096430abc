import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildLocaleOfPath, localeBuild } from '~/http/locale-builds.server';
import { shopLocales } from '~/i18n/locales';

const [english, german] = shopLocales;
const routeIds = ['root', 'routes/robots', 'default:home', 'default:catalog-slug', 'en_US:home', 'de_DE:home', 'de_DE:catalog-slug', 'fr_FR:home'];
const build = {
  routes: Object.fromEntries(routeIds.map((id) => [id, { id }])),
  assets: { version: 'v1', routes: Object.fromEntries(routeIds.map((id) => [id, { id }])) },
} as unknown as ServerBuild;

describe('a locale build', () => {
  it('keeps the routes of its locale and of no locale, for the server and the browser', () => {
    const germanBuild = localeBuild(build, german);
    expect(Object.keys(germanBuild.routes)).toEqual(['root', 'routes/robots', 'de_DE:home', 'de_DE:catalog-slug']);
    expect(Object.keys(germanBuild.assets.routes)).toEqual(Object.keys(germanBuild.routes));
    expect(germanBuild.assets.version).toBe('v1');
  });

  it("of the default site keeps the unprefixed tree, not the one below the site's own prefix", () => {
    expect(Object.keys(localeBuild(build, english).routes)).toEqual(['root', 'routes/robots', 'default:home', 'default:catalog-slug']);
  });

  it('leaves the whole build as it was', () => {
    localeBuild(build, english);
    expect(Object.keys(build.routes)).toEqual(routeIds);
  });
});

describe('the build that answers a path', () => {
  it.each([
    ['/de/search', german],
    ['/de', german],
    ['/de.data', german],
    ['/de/basket.data', german],
    ['/search', english],
    ['/_root.data', english],
    ['/deutsch-prd123', english],
    ['/robots.txt', english],
  ])('%s: the build of its locale', (pathname, locale) => {
    expect(buildLocaleOfPath(pathname)).toBe(locale);
  });

  it('is the whole build for route discovery, which asks for links of every locale at once', () => {
    expect(buildLocaleOfPath('/__manifest')).toBeUndefined();
  });
});
