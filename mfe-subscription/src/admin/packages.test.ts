import { packages, pkg } from '../fixtures';
import { emptyPackageForm, packageFormOf, packageInputOf, withSavedPackage } from './packages';

describe('the package form', () => {
  it('turns the typed fields into a save-package body', () => {
    expect(
      packageInputOf({
        name: ' 6 Months ',
        nameTh: ' 6 เดือน ',
        nameNo: '',
        price: '4990',
        durationDays: '180',
        detail: '  ',
        detailTh: '',
        detailNo: ' Et halvt år. ',
        onSale: false,
      }),
    ).toEqual({
      ok: true,
      input: {
        name: '6 Months',
        name_th: '6 เดือน',
        name_no: null,
        price: 4990,
        duration_days: 180,
        detail: null,
        detail_th: null,
        detail_no: 'Et halvt år.',
        active_flag: 'N',
      },
    });
    // The form edits the English texts, whatever language the admin reads the list in.
    const inThai = pkg({ name: '1 เดือน', name_en: '1 Month', name_th: '1 เดือน' });
    expect(packageInputOf(packageFormOf(inThai), 1)).toEqual({
      ok: true,
      input: {
        package_id: 1,
        name: '1 Month',
        name_th: '1 เดือน',
        name_no: null,
        price: 990,
        duration_days: 30,
        detail: 'See contact details for a month',
        detail_th: null,
        detail_no: null,
        active_flag: 'Y',
      },
    });
  });

  it('names the first field to correct', () => {
    expect(packageInputOf(emptyPackageForm)).toEqual({ ok: false, field: 'name' });
    const named = { ...emptyPackageForm, name: 'Gold', durationDays: '30' };
    expect(packageInputOf({ ...named, price: '0' })).toEqual({ ok: false, field: 'price' });
    expect(packageInputOf({ ...named, price: '9.5' })).toEqual({ ok: false, field: 'price' });
    expect(packageInputOf({ ...named, price: '100', durationDays: '' })).toEqual({
      ok: false,
      field: 'durationDays',
    });
  });

  it('puts a saved package in its place, or adds it, cheapest first', () => {
    const cheaper = pkg({ package_id: 2, name: '3 Months', price: 500 });
    expect(withSavedPackage(packages, cheaper).map((item) => item.package_id)).toEqual([2, 1]);
    const added = pkg({ package_id: 9, price: 9000 });
    expect(withSavedPackage(packages, added).map((item) => item.package_id)).toEqual([1, 2, 9]);
  });
});
