import type { ReactNode } from 'react';
import { Alert } from './alert';

/** A page that can only say why it cannot show what its link asked for (no guid, not found). */
export function ProblemPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="container page page--narrow">
      <h1>{title}</h1>
      <Alert tone="error">{children}</Alert>
    </section>
  );
}
