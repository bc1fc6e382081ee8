import type { CardBrand } from '@dekka/validation/card';

/** Visa and Mastercard marks (docs/product.md, "Routes"); other brands show no icon. */
export function CardBrandIcon({ brand }: { brand: CardBrand | null }) {
  if (brand?.type === 'visa') {
    return (
      <svg className="card-brand" viewBox="0 0 48 30" role="img" aria-label={brand.niceType}>
        <rect width="48" height="30" rx="4" fill="#1a1f71" />
        <text
          x="24"
          y="20"
          textAnchor="middle"
          fill="#fff"
          fontSize="13"
          fontStyle="italic"
          fontWeight="700"
          fontFamily="Arial, sans-serif"
        >
          VISA
        </text>
      </svg>
    );
  }
  if (brand?.type === 'mastercard') {
    return (
      <svg className="card-brand" viewBox="0 0 48 30" role="img" aria-label={brand.niceType}>
        <rect width="48" height="30" rx="4" fill="#252525" />
        <circle cx="19" cy="15" r="9" fill="#eb001b" />
        <circle cx="29" cy="15" r="9" fill="#f79e1b" fillOpacity="0.9" />
      </svg>
    );
  }
  return null;
}
