import { useEffect, useState } from 'react';
import { api } from '@dating/portal';

/**
 * An object URL of the receipt at `url` while the caller is mounted: undefined while it loads,
 * null when there is none or it could not be read (shown as an empty box, SPEC.md §8).
 */
export function useReceiptImage(url: string | null): string | null | undefined {
  const [loaded, setLoaded] = useState<{ url: string; src: string | null } | null>(null);

  useEffect(() => {
    if (!url) return;
    let current = true;
    let objectUrl: string | null = null;
    api
      .blob(url)
      .then((blob) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url, src: objectUrl });
      })
      .catch(() => {
        if (current) setLoaded({ url, src: null });
      });
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  if (!url) return null;
  return loaded?.url === url ? loaded.src : undefined;
}
