import type { RestaurantResponse } from '@dekka/contracts/restaurant';
import { useMemo } from 'react';
import { MapView } from '../../../components/map/map-view';
import type { MapMarker } from '../../../components/map/map-types';
import { useTranslation } from '../../../lib/translation';

/**
 * The restaurant's position on a small map. Leaflet is fetched only when the map comes near the
 * screen (components/map), so the restaurant page's first load carries none of it; without
 * tiles the marker still shows where the address is.
 */
export function RestaurantMap({
  restaurant,
  height,
}: {
  restaurant: RestaurantResponse;
  /** Pixels. */
  height: number;
}) {
  const { t } = useTranslation();
  const { id, name, lat, lon } = restaurant;
  const markers = useMemo<MapMarker[]>(
    () => [{ key: id, lat, lon, label: name }],
    [id, lat, lon, name],
  );
  return (
    <MapView
      className="restaurant-map"
      label={t('map.restaurantLabel', { name })}
      markers={markers}
      zoom={15}
      height={height}
    />
  );
}
