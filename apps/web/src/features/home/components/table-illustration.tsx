const SEATS = [0, 90, 180, 270];

/** A round table laid for four, seen from above, with a candle in the middle. Decorative. */
export function TableIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 400 400" aria-hidden="true" focusable="false">
      {SEATS.map((angle) => (
        <g key={`chair-${angle}`} transform={`rotate(${angle} 200 200)`}>
          <rect className="table-art__chair" x="160" y="8" width="80" height="46" rx="20" />
        </g>
      ))}
      <circle className="table-art__table" cx="200" cy="200" r="148" />
      <circle className="table-art__grain" cx="200" cy="200" r="128" />
      {SEATS.map((angle) => (
        <g key={`setting-${angle}`} transform={`rotate(${angle} 200 200)`}>
          <circle className="table-art__plate" cx="200" cy="104" r="36" />
          <circle className="table-art__rim" cx="200" cy="104" r="25" />
          <path className="table-art__cutlery" d="M150 86v38M250 86c-4 5-5 13-5 21h5m0-21v38" />
          <circle className="table-art__glass" cx="250" cy="140" r="9" />
        </g>
      ))}
      <circle className="table-art__glow" cx="200" cy="200" r="34" />
      <circle className="table-art__candle" cx="200" cy="200" r="14" />
      <circle className="table-art__flame" cx="200" cy="200" r="5" />
    </svg>
  );
}
