import { useState } from 'react';
import { packageText, type PackageView } from '@dating/contracts';
import { Button, Loading } from '@dating/ui';
import { formatBaht } from '../format';
import { subscriptionNamespace } from '../translations';
import { PackageDialog } from './PackageDialog';
import { usePackages } from './usePackages';
import { LoadFailed, useLanguage, useTranslation } from '@dating/portal';

/** Every package, on sale or not, each editable, and Add Package. */
export function PackageEditor() {
  const { t } = useTranslation(subscriptionNamespace);
  const [language] = useLanguage();
  const { state, retry, saved } = usePackages();
  // undefined: no dialog; null: adding one.
  const [editing, setEditing] = useState<PackageView | null | undefined>(undefined);

  let content;
  if (state.status === 'loading') {
    content = <Loading label={t('common:status.loading')} />;
  } else if (state.status === 'failed') {
    content = <LoadFailed message={state.message} onRetry={retry} announce />;
  } else if (state.packages.length === 0) {
    content = <p className="ui-empty">{t('myPackage.noPackages')}</p>;
  } else {
    content = (
      <div className="subscription-table">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('admin.packages.name')}</th>
              <th scope="col">{t('admin.packages.price')}</th>
              <th scope="col">{t('admin.packages.duration')}</th>
              <th scope="col">{t('admin.packages.detail')}</th>
              <th scope="col">{t('admin.packages.onSale')}</th>
              <th scope="col">{t('admin.review.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {state.packages.map((pkg) => (
              <tr key={pkg.package_id}>
                <td>{packageText(pkg, language).name}</td>
                <td>{formatBaht(pkg.price, language)}</td>
                <td>{pkg.duration_days}</td>
                <td className="subscription-table__wrap">{packageText(pkg, language).detail}</td>
                <td>{t(pkg.active_flag === 'Y' ? 'admin.packages.yes' : 'admin.packages.no')}</td>
                <td>
                  <Button
                    variant="secondary"
                    aria-label={t('admin.packages.editPackage', {
                      name: packageText(pkg, language).name,
                    })}
                    onClick={() => setEditing(pkg)}
                  >
                    {t('admin.packages.edit')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section aria-labelledby="subscription-packages-admin-title">
      <h3 id="subscription-packages-admin-title">{t('admin.packages.title')}</h3>
      <p>{t('admin.packages.intro')}</p>
      {content}
      <div className="subscription-actions">
        <Button onClick={() => setEditing(null)}>{t('admin.packages.add')}</Button>
      </div>
      {editing !== undefined && (
        <PackageDialog
          pkg={editing}
          onSaved={(pkg) => {
            saved(pkg);
            setEditing(undefined);
          }}
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}
