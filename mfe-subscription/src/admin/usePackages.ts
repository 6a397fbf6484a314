import { useCallback, useEffect, useState } from 'react';
import type { PackageListResult, PackageView } from '@dating/contracts';
import { api, errorMessage } from '@dating/portal';
import { withSavedPackage } from './packages';

export type PackagesState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; packages: PackageView[] };

/**
 * Every package, off sale too (POST /api/admin/get-packages), so that one taken off sale can be
 * put back; a saved one is put in place at once.
 */
export function usePackages() {
  const [state, setState] = useState<PackagesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    api
      .post<PackageListResult>('/api/admin/get-packages', {})
      .then((result) => {
        if (current) setState({ status: 'ready', packages: result.result });
      })
      .catch((error: unknown) => {
        if (current) setState({ status: 'failed', message: errorMessage(error) });
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const saved = useCallback((pkg: PackageView) => {
    setState((shown) =>
      shown.status === 'ready'
        ? { status: 'ready', packages: withSavedPackage(shown.packages, pkg) }
        : shown,
    );
  }, []);
  return { state, retry, saved };
}
