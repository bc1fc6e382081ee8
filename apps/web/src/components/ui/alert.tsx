import type { ReactNode } from 'react';
import './alert.css';

interface AlertProps {
  tone?: 'error' | 'info' | 'success';
  title?: string;
  children?: ReactNode;
}

/** Errors interrupt the screen reader (role alert); other messages wait their turn (status). */
export function Alert({ tone = 'info', title, children }: AlertProps) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title && <p className="alert__title">{title}</p>}
      {children && <div className="alert__body">{children}</div>}
    </div>
  );
}
