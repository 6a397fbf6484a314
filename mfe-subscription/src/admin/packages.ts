import type { PackageView, SavePackageInput } from '@dating/contracts';

/** The package form's fields as typed. */
export interface PackageForm {
  /** English: required, and shown where a language has no text. */
  name: string;
  nameTh: string;
  nameNo: string;
  price: string;
  durationDays: string;
  detail: string;
  detailTh: string;
  detailNo: string;
  onSale: boolean;
}

export const emptyPackageForm: PackageForm = {
  name: '',
  nameTh: '',
  nameNo: '',
  price: '',
  durationDays: '',
  detail: '',
  detailTh: '',
  detailNo: '',
  onSale: true,
};

export function packageFormOf(pkg: PackageView): PackageForm {
  return {
    name: pkg.name_en,
    nameTh: pkg.name_th ?? '',
    nameNo: pkg.name_no ?? '',
    price: String(pkg.price),
    durationDays: String(pkg.duration_days),
    detail: pkg.detail_en ?? '',
    detailTh: pkg.detail_th ?? '',
    detailNo: pkg.detail_no ?? '',
    onSale: pkg.active_flag === 'Y',
  };
}

/** A whole number in [min, max], else null. */
function wholeNumber(text: string, min: number, max: number): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : null;
}

export type PackageFormResult =
  | { ok: true; input: SavePackageInput }
  /** The first field in error, for its message and its red label. */
  | { ok: false; field: 'name' | 'price' | 'durationDays' };

/** The save-package body (with `packageId` for a change), or the first field to correct. */
export function packageInputOf(form: PackageForm, packageId?: number): PackageFormResult {
  const name = form.name.trim();
  if (!name) return { ok: false, field: 'name' };
  const price = wholeNumber(form.price, 1, 1_000_000);
  if (price === null) return { ok: false, field: 'price' };
  const durationDays = wholeNumber(form.durationDays, 1, 3660);
  if (durationDays === null) return { ok: false, field: 'durationDays' };
  return {
    ok: true,
    input: {
      ...(packageId !== undefined && { package_id: packageId }),
      name,
      name_th: form.nameTh.trim() || null,
      name_no: form.nameNo.trim() || null,
      price,
      duration_days: durationDays,
      detail: form.detail.trim() || null,
      detail_th: form.detailTh.trim() || null,
      detail_no: form.detailNo.trim() || null,
      active_flag: form.onSale ? 'Y' : 'N',
    },
  };
}

/** The list after a save: the package in its place (or added), cheapest first. */
export function withSavedPackage(list: readonly PackageView[], saved: PackageView): PackageView[] {
  const others = list.filter((pkg) => pkg.package_id !== saved.package_id);
  return [...others, saved].sort((a, b) => a.price - b.price || a.package_id - b.package_id);
}
