// The store finder's map (business-and-integration §2.7), in the browser only: Leaflet, loaded when the
// map shows, over the configured tile server, at §9's zoom and centre. A marker per store with
// coordinates, rebuilt when the list changes, the view fitted to them; the highlighted store's marker
// changes its look, the map pans to it and a tooltip names it. Clicking a marker highlights its store.
import { useEffect, useRef, useState } from 'react';
import leafletStyles from 'leaflet/dist/leaflet.css?url';
import type { Map as LeafletMap, Marker } from 'leaflet';
import type { StoreLocation } from '~/commerce/models/store-location';
import { useT } from '~/i18n/use-t';
import { MAP_CENTRE, MAP_INITIAL_ZOOM, MAP_MIN_ZOOM, MAP_STORE_ZOOM, type MapTiles } from './map-settings';

type Leaflet = typeof import('leaflet');

interface Placed {
  L: Leaflet;
  map: LeafletMap;
  markers: Map<string, Marker>;
}

async function loadLeaflet(): Promise<Leaflet> {
  // the package is UMD: bundled, its API is the module's default export
  const module = (await import('leaflet')) as Leaflet & { default?: Leaflet };
  return module.default ?? module;
}

const markerIcon = (L: Leaflet, highlighted: boolean) =>
  L.divIcon({ className: highlighted ? 'store-marker store-marker-highlighted' : 'store-marker', iconSize: [22, 22], iconAnchor: [11, 11], tooltipAnchor: [0, -11] });

/** The store's name as text (never markup) for the tooltip. */
function nameElement(name: string): HTMLElement {
  const element = document.createElement('span');
  element.textContent = name;
  return element;
}

export function StoreMap({
  tiles,
  stores,
  highlighted,
  onSelect,
}: {
  tiles: MapTiles;
  stores: StoreLocation[];
  highlighted?: string;
  onSelect: (id: string) => void;
}) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const placed = useRef<Placed | null>(null);
  const [ready, setReady] = useState(false);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    let cancelled = false;
    void loadLeaflet().then((L) => {
      if (cancelled || !container.current) return;
      const map = L.map(container.current, { center: MAP_CENTRE, zoom: MAP_INITIAL_ZOOM, minZoom: MAP_MIN_ZOOM });
      L.tileLayer(tiles.url, { attribution: tiles.attribution }).addTo(map);
      placed.current = { L, map, markers: new Map() };
      setReady(true);
    });
    return () => {
      cancelled = true;
      placed.current?.map.remove();
      placed.current = null;
    };
  }, [tiles.url, tiles.attribution]);

  // the markers, anew for each list, and the view that shows them all
  useEffect(() => {
    const current = placed.current;
    if (!ready || !current) return;
    const { L, map, markers } = current;
    markers.forEach((marker) => marker.remove());
    markers.clear();
    const located = stores.filter((store) => store.latitude !== undefined && store.longitude !== undefined);
    for (const store of located) {
      const marker = L.marker([store.latitude!, store.longitude!], { icon: markerIcon(L, false), title: store.name, alt: store.name, keyboard: true })
        .bindTooltip(nameElement(store.name))
        .on('click', () => select.current(store.id))
        .addTo(map);
      markers.set(store.id, marker);
    }
    if (located.length === 1) map.setView([located[0].latitude!, located[0].longitude!], MAP_STORE_ZOOM);
    else if (located.length > 1) map.fitBounds(L.latLngBounds(located.map((store) => [store.latitude!, store.longitude!])), { padding: [24, 24] });
    else map.setView(MAP_CENTRE, MAP_INITIAL_ZOOM);
  }, [ready, stores]);

  // the highlighted store's marker stands out, in view, named
  useEffect(() => {
    const current = placed.current;
    if (!ready || !current) return;
    for (const [id, marker] of current.markers) {
      const chosen = id === highlighted;
      marker.setIcon(markerIcon(current.L, chosen));
      marker.setZIndexOffset(chosen ? 1000 : 0);
      if (chosen) {
        current.map.panTo(marker.getLatLng());
        marker.openTooltip();
      } else {
        marker.closeTooltip();
      }
    }
  }, [ready, stores, highlighted]);

  return (
    <>
      <link rel="stylesheet" href={leafletStyles} precedence="default" />
      <div ref={container} className="store-map" role="region" aria-label={t('store_locator.map.label')} data-ready={ready || undefined} />
    </>
  );
}
