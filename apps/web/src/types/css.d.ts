import 'react';

// Lets components pass CSS custom properties (`style={{ '--modal-max-width': '640px' }}`)
// without casting the style object.
declare module 'react' {
  interface CSSProperties {
    [variable: `--${string}`]: string | number | undefined;
  }
}
