import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

/** A plain content page: a titled heading and its body. */
export function SimplePage({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <main className="page page--narrow">
      <h1>{title}</h1>
      {children}
    </main>
  );
}
