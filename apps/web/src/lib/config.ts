/** Times are shown in Iceland's zone unless a restaurant says otherwise (docs/product.md, "Who it is for"). */
export const DEFAULT_TIME_ZONE = 'Atlantic/Reykjavik';

/** Page container width; mirrored by --container-max-width in global.css. */
export const CONTAINER_MAX_WIDTH_PX = 1152;

/**
 * Layout breakpoints (min-width, px). CSS cannot read these, so global.css and the component
 * stylesheets repeat the numbers in their media queries.
 */
export const BREAKPOINTS = { phone: 414, tablet: 768, laptop: 960, desktop: 1024 } as const;
