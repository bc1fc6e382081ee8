import './plate-illustration.css';

/** A laid place setting seen from above: fork, plate and knife. Purely decorative. */
export function PlateIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={['plate-illustration', className].filter(Boolean).join(' ')}
      viewBox="0 0 160 96"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="plate-illustration__plate" cx="80" cy="48" r="40" />
      <circle className="plate-illustration__rim" cx="80" cy="48" r="28" />
      <circle className="plate-illustration__dot" cx="80" cy="48" r="6" />
      <g className="plate-illustration__cutlery">
        <path d="M22 18v22m-6-22v10a6 6 0 0 0 12 0V18M22 40v38" />
        <path d="M140 18c-5 6-6 16-6 26h6m0-26v60" />
      </g>
    </svg>
  );
}
