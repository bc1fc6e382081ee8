interface LogoProps {
  className?: string;
}

/**
 * The Dekka wordmark, drawn as strokes so it looks the same on every system font. Decorative:
 * the surrounding link or status gives it its accessible name.
 */
export function Logo({ className }: LogoProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 110 34"
      width="110"
      height="34"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="4.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {/* D */}
      <path d="M5 5h6.5a12 12 0 0 1 0 24H5z" />
      {/* e */}
      <path d="M32.5 21h15a7.8 7.8 0 1 0-2.3 5.6" />
      {/* k */}
      <path d="M56 5v24M65 13l-8.2 8 8.2 8" />
      {/* k */}
      <path d="M72 5v24M81 13l-8.2 8 8.2 8" />
      {/* a */}
      <circle cx="95" cy="21" r="7.8" />
      <path d="M102.8 13v16" />
    </svg>
  );
}
