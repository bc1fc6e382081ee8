export interface MapPosition {
  lat: number;
  lon: number;
}

/** A point on a map, a restaurant, usually linking to its page. */
export interface MapMarker extends MapPosition {
  key: string | number;
  /** What a screen reader says for the link: the restaurant's name (and distance). */
  label: string;
  /** Where the marker leads, inside the app; without one the marker is only drawn. */
  href?: string;
  /** Drawn on the marker, e.g. the restaurant's number in the list beside the map. */
  text?: string;
}
