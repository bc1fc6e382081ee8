import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useSiteSettings } from '../../lib/api/get-settings';
import { useTranslation } from '../../lib/translation';
import { ErrorBoundary } from '../error-boundary';
import type { MapMarker, MapPosition } from './map-types';
import './map.css';

// Leaflet and its CSS come with this chunk, fetched only once a map is about to be seen.
const LeafletMap = lazy(() => import('./leaflet-map'));

interface MapViewProps {
  /** The map's accessible name: what it shows. */
  label: string;
  /** Keep the array the same between renders (useMemo): a new one redraws the map. */
  markers: readonly MapMarker[];
  here?: MapPosition | undefined;
  /** The zoom of a map with one point; with more, the map fits them all up to this zoom. */
  zoom?: number;
  className?: string;
  /** Pixels; otherwise the stylesheet's. */
  height?: number;
}

/**
 * True once the element is within a screen's height of the viewport (at once without
 * IntersectionObserver). Never at first on the server: it draws no map (Leaflet needs a
 * browser), and every browser that hydrates its page has IntersectionObserver, so starts false too.
 */
function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/**
 * A map of places that link to their pages (the nearby list, a restaurant's position). It is a
 * picture beside the page's real content: a labelled region whose box is sized before anything
 * loads, Leaflet fetched only when the box comes near the screen, and the page whole whether or
 * not the tiles (MAP_TILE_URL) or Leaflet itself ever arrive.
 */
export function MapView({ label, markers, here, zoom = 15, className, height }: MapViewProps) {
  const { t } = useTranslation();
  const { mapTileUrl, mapTileAttribution } = useSiteSettings();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  return (
    <div
      ref={box}
      className={['map', className].filter(Boolean).join(' ')}
      role="region"
      aria-label={label}
      style={height === undefined ? undefined : { height }}
    >
      {near && markers.length + (here ? 1 : 0) > 0 && (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <LeafletMap
              markers={markers}
              here={here}
              zoom={zoom}
              tileUrl={mapTileUrl}
              attribution={mapTileAttribution}
              zoomInTitle={t('map.zoomIn')}
              zoomOutTitle={t('map.zoomOut')}
              onNavigate={(href) => void navigate(href)}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
