import { useEffect } from 'react';

/** Names the browser tab after the page ("About Manzil | Manzil") and restores the title on leaving. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | Manzil`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
