/**
 * The zone of Dekka's home market (docs/product.md, "Timings and limits"): the search's default
 * time is read on its clock; a restaurant elsewhere has its own.
 */
export const DEFAULT_TIME_ZONE = 'Atlantic/Reykjavik';
