import type { ReactNode } from 'react';
import './amount.css';

/** An amount that never wraps inside the number ("12.900" / "kr."). */
export function Amount({ children }: { children: ReactNode }) {
  return <span className="price-amount">{children}</span>;
}
