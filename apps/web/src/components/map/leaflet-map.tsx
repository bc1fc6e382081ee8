import { control, divIcon, latLngBounds, map as createMap, marker, tileLayer } from 'leaflet';
import type { Map as LeafletMapInstance } from 'leaflet';
import { useEffect, useRef } from 'react';
import 'leaflet/dist/leaflet.css';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { MapMarker, MapPosition } from './map-types';

export interface LeafletMapProps {
  markers: readonly MapMarker[];
  /** The position the map is about (the diner's), drawn as a dot without a link. */
  here?: MapPosition | undefined;
  /** The zoom of a map with one point; a map with more fits them all. */
  zoom: number;
  tileUrl: string;
  /** HTML; sanitised before Leaflet puts it in the page. */
  attribution: string;
  zoomInTitle: string;
  zoomOutTitle: string;
  /** Opens a marker's page inside the app instead of reloading it. */
  onNavigate: (href: string) => void;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * A marker is a link to the restaurant, named for screen readers. It is out of the tab order:
 * every one of them is a link in the page's list too, and a focused marker outside the visible
 * map would scroll Leaflet's panes out of place.
 */
function markerHtml(point: MapMarker): string {
  const text = escapeHtml(point.text ?? '');
  // A marker without a page (the restaurant on its own page) is a picture the region names.
  if (!point.href) return `<span class="map-marker__dot" aria-hidden="true">${text}</span>`;
  return `<a class="map-marker__link" href="${escapeHtml(point.href)}" tabindex="-1" aria-label="${escapeHtml(point.label)}">${text}</a>`;
}

/**
 * The Leaflet map itself: only ever loaded lazily (map-view.tsx), so Leaflet and its CSS are a
 * chunk of their own that no page downloads before it shows a map. The map is rebuilt when its
 * points change; tiles that never load (blocked, offline) leave the markers on a plain ground.
 */
export default function LeafletMap({
  markers,
  here,
  zoom,
  tileUrl,
  attribution,
  zoomInTitle,
  zoomOutTitle,
  onNavigate,
}: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const navigateTo = useRef(onNavigate);
  useEffect(() => {
    navigateTo.current = onNavigate;
  }, [onNavigate]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const points = here ? [...markers, here] : markers;
    const first = points[0];
    if (!first) return;
    const map: LeafletMapInstance = createMap(element, {
      // The map is a picture of the list: no keyboard panning stop, no scroll-wheel capture.
      keyboard: false,
      scrollWheelZoom: false,
      // Half steps: the points fill the box more closely than whole zoom levels allow.
      zoomSnap: 0.5,
      attributionControl: true,
      zoomControl: false,
    });
    map.attributionControl.setPrefix(false);
    // Leaflet's own zoom buttons are named in English.
    control.zoom({ zoomInTitle, zoomOutTitle }).addTo(map);
    if (tileUrl) {
      tileLayer(tileUrl, { attribution: sanitizeHtml(attribution), maxZoom: 19 }).addTo(map);
    }
    for (const point of markers) {
      marker([point.lat, point.lon], {
        icon: divIcon({
          className: point.text ? 'map-marker map-marker--numbered' : 'map-marker',
          html: markerHtml(point),
          iconSize: [28, 28],
          iconAnchor: [14, 14],
        }),
        keyboard: false,
        interactive: false,
      }).addTo(map);
    }
    if (here) {
      marker([here.lat, here.lon], {
        icon: divIcon({
          className: 'map-here',
          html: '<span aria-hidden="true"></span>',
          iconSize: [16, 16],
          iconAnchor: [8, 8],
        }),
        keyboard: false,
        interactive: false,
        zIndexOffset: -1000,
      }).addTo(map);
    }
    if (points.length === 1) {
      map.setView([first.lat, first.lon], zoom);
    } else {
      const bounds = latLngBounds(
        points.map((point) => [point.lat, point.lon] as [number, number]),
      );
      map.fitBounds(bounds, { padding: [24, 24], maxZoom: zoom });
    }
    // A plain click on a marker opens the restaurant in the app; modified clicks (a new tab)
    // keep the browser's way.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element && event.target.closest('a.map-marker__link');
      const href = link ? link.getAttribute('href') : null;
      if (!href || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigateTo.current(href);
    };
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('click', onClick);
      map.remove();
    };
  }, [markers, here, zoom, tileUrl, attribution, zoomInTitle, zoomOutTitle]);

  return <div ref={container} className="map__canvas" />;
}
