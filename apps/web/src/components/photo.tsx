import type { DinerPhoto } from '@dekka/contracts/restaurant-photos';

/** `a.avif 320w, b.avif 640w` of one format's variants. */
function srcSet(photo: DinerPhoto, format: 'avif' | 'webp'): string {
  return photo.variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/**
 * A restaurant photo (docs/decisions/038-restaurant-photos.md) as a `<picture>`: AVIF where the
 * browser takes it, WebP otherwise, the size picked by `sizes`. Width and height are the photo's
 * own, so the page keeps its box before the file arrives. Below the fold it loads lazily; the
 * restaurant page's cover asks to be fetched first instead.
 */
export function Photo(props: {
  photo: DinerPhoto;
  /** How wide it shows, as the `sizes` attribute: '100vw', '(min-width: 60rem) 50vw, 100vw'. */
  sizes: string;
  className?: string;
  /** The page's largest image, on screen at once: fetched eagerly and first. */
  priority?: boolean;
  /** Overrides the stored alt text, e.g. '' where the name beside it says it all. */
  alt?: string;
}) {
  const { photo } = props;
  const webp = photo.variants.filter((variant) => variant.format === 'webp');
  const fallback = webp.find((variant) => variant.width >= 640) ?? webp.at(-1);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(photo, 'avif')} sizes={props.sizes} />
      <source type="image/webp" srcSet={srcSet(photo, 'webp')} sizes={props.sizes} />
      <img
        className={props.className}
        src={fallback?.url}
        alt={props.alt ?? photo.alt}
        width={photo.width}
        height={photo.height}
        loading={props.priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(props.priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
