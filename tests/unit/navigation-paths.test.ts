// Cache safety of the navigation's kept paths: made once per entry of a (shared) navigation, so a tree of
// another locale or personalization group, decoded from its own answer, gets paths of its own names.
import { describe, expect, it } from 'vitest';

import { categoryPath } from '~/features/catalog/catalog-urls';
import { navigationPath, toNavigation } from '~/features/catalog/navigation';
import { DEFAULT_NAVIGATION_SETTINGS } from '~/features/catalog/navigation-settings';

const tree = (name: string) => [{ uniqueId: 'Cameras-Camcorders', name, showInMenu: true, children: [] }];

describe('navigationPath', () => {
  it('is the category path, the same string for the same entry every time', () => {
    const [entry] = toNavigation(tree('Cameras & Camcorders'), DEFAULT_NAVIGATION_SETTINGS);
    expect(navigationPath(entry)).toBe(categoryPath(entry));
    expect(navigationPath(entry)).toBe('/cameras-camcorders-ctgCameras-Camcorders');
    expect(navigationPath(entry)).toBe(navigationPath(entry));
  });

  it('keeps nothing across trees: the same category in another tree gets its own name', () => {
    const [english] = toNavigation(tree('Cameras & Camcorders'), DEFAULT_NAVIGATION_SETTINGS);
    const [german] = toNavigation(tree('Kameras & Camcorder'), DEFAULT_NAVIGATION_SETTINGS);
    expect(navigationPath(english)).toBe('/cameras-camcorders-ctgCameras-Camcorders');
    expect(navigationPath(german)).toBe('/kameras-camcorder-ctgCameras-Camcorders');
  });
});
