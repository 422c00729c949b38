import { useEffect } from 'react';

const PRODUCT = 'Mindlane';

/** Sets the tab title to "<page> · Mindlane" (or just "Mindlane" without a page name). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${PRODUCT}` : PRODUCT;
  }, [page]);
}
