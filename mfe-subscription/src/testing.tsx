import type {
  MembershipState,
  PackageView,
  PurchaseOrderView,
  UserMemberView,
} from '@dating/contracts';
import { renderRoutes, type FakeAnswer } from '@dating/portal/testing';
import AdminPurchasesPanel from './admin/AdminPurchasesPanel';
import MyPackagePage from './pages/MyPackagePage';

/** /my-package as the shell frames it (notices included). */
export const renderMyPackage = () =>
  renderRoutes('/my-package', { '/my-package': <MyPackagePage /> });

/** The admin panel as the shell's admin area frames it. */
export const renderAdminPanel = () =>
  renderRoutes('/admin/purchases', { '/admin/purchases': <AdminPurchasesPanel /> });

export { logIn, resetBrowser } from '@dating/portal/testing';

export const ok =
  (body: object): FakeAnswer =>
  () => [200, { status: 'OK', ...body }];

export const failed =
  (status: number, message: string): FakeAnswer =>
  () => [status, { status: 'FAILED', message }];

/** The three calls /my-package starts with. */
export function pageAnswers(state: {
  packages?: PackageView[];
  orders?: PurchaseOrderView[];
  members?: UserMemberView[];
  membership?: MembershipState;
}): Record<string, FakeAnswer> {
  return {
    'GET /api/get-package': ok({ result: state.packages ?? [] }),
    'POST /api/get-purchase-orders': ok({ result: state.orders ?? [] }),
    'POST /api/get-user-members': ok({
      result: state.members ?? [],
      membership: state.membership ?? { state: 'none' },
    }),
  };
}
