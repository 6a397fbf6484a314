import { useCallback, useState } from 'react';
import { billingCalls, type PackageView } from '@dating/contracts';
import { useCall } from '@dating/portal';
import { withSavedPackage } from './packages';

export type PackagesState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; packages: PackageView[] };

/**
 * Every package, off sale too (`billingCalls.packagesAll`), so that one taken off sale can be
 * put back; a saved one is put in place at once.
 */
export function usePackages() {
  const { data, error, reload } = useCall(billingCalls.packagesAll, {});
  const [savedPackages, setSavedPackages] = useState<readonly PackageView[]>([]);
  const saved = useCallback((pkg: PackageView) => setSavedPackages((list) => [...list, pkg]), []);

  let state: PackagesState = { status: 'loading' };
  if (error) state = { status: 'failed', message: error.message };
  else if (data)
    state = { status: 'ready', packages: savedPackages.reduce(withSavedPackage, data.result) };
  return { state, retry: reload, saved };
}
