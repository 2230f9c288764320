import { useEffect } from 'react';

/** Sets the browser tab's title for a screen: "Page · Rangrez". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Rangrez` : 'Rangrez: clothing and personalised gifts';
  }, [title]);
}
