import { useState } from 'react';
import { billingCalls, type PackageView } from '@dating/contracts';
import {
  api,
  errorMessage,
  translateServerMessage,
  useNotice,
  useTranslation,
} from '@dating/portal';
import { Button, Checkbox, Field, Modal, TextAreaField } from '@dating/ui';
import { subscriptionNamespace } from '../translations';
import { emptyPackageForm, packageFormOf, packageInputOf, type PackageForm } from './packages';

export interface PackageDialogProps {
  /** The package to change; none to add one. */
  pkg: PackageView | null;
  onSaved: (pkg: PackageView) => void;
  onClose: () => void;
}

type FormField = 'name' | 'price' | 'durationDays';

/** Add or change a package (`billingCalls.packageSave`). */
export function PackageDialog({ pkg, onSaved, onClose }: PackageDialogProps) {
  const { t } = useTranslation(subscriptionNamespace);
  const notice = useNotice();
  const [form, setForm] = useState<PackageForm>(() =>
    pkg ? packageFormOf(pkg) : emptyPackageForm,
  );
  const [invalid, setInvalid] = useState<FormField | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (patch: Partial<PackageForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setInvalid(null);
  };

  async function save() {
    const checked = packageInputOf(form, pkg?.package_id);
    if (!checked.ok) {
      setInvalid(checked.field);
      return;
    }
    setBusy(true);
    try {
      const result = await api.call(billingCalls.packageSave, checked.input);
      notice.success(translateServerMessage(result));
      onSaved(result.package);
    } catch (error) {
      notice.error(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t(pkg ? 'admin.packages.editTitle' : 'admin.packages.addTitle')}
      onClose={onClose}
      closeLabel={t('common:action.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common:action.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={busy}>
            {t('admin.packages.save')}
          </Button>
        </>
      }
    >
      <fieldset className="subscription-fieldset">
        <legend>{t('admin.packages.names')}</legend>
        <Field
          label={t('admin.packages.nameEn')}
          value={form.name}
          maxLength={100}
          required
          invalid={invalid === 'name'}
          onChange={(event) => change({ name: event.target.value })}
        />
        <Field
          label={t('admin.packages.nameTh')}
          lang="th"
          value={form.nameTh}
          maxLength={100}
          onChange={(event) => change({ nameTh: event.target.value })}
        />
        <Field
          label={t('admin.packages.nameNo')}
          lang="no"
          value={form.nameNo}
          maxLength={100}
          onChange={(event) => change({ nameNo: event.target.value })}
        />
      </fieldset>
      <Field
        label={t('admin.packages.price')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={form.price}
        invalid={invalid === 'price'}
        onChange={(event) => change({ price: event.target.value })}
      />
      <Field
        label={t('admin.packages.duration')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={form.durationDays}
        invalid={invalid === 'durationDays'}
        onChange={(event) => change({ durationDays: event.target.value })}
      />
      <fieldset className="subscription-fieldset">
        <legend>{t('admin.packages.details')}</legend>
        <TextAreaField
          label={t('admin.packages.detailEn')}
          value={form.detail}
          maxLength={500}
          rows={3}
          onChange={(event) => change({ detail: event.target.value })}
        />
        <TextAreaField
          label={t('admin.packages.detailTh')}
          lang="th"
          value={form.detailTh}
          maxLength={500}
          rows={3}
          onChange={(event) => change({ detailTh: event.target.value })}
        />
        <TextAreaField
          label={t('admin.packages.detailNo')}
          lang="no"
          value={form.detailNo}
          maxLength={500}
          rows={3}
          onChange={(event) => change({ detailNo: event.target.value })}
        />
      </fieldset>
      <Checkbox
        label={t('admin.packages.onSale')}
        checked={form.onSale}
        onChange={(event) => change({ onSale: event.target.checked })}
      />
      {invalid && <p className="subscription-error">{t(`admin.packages.invalid.${invalid}`)}</p>}
    </Modal>
  );
}
