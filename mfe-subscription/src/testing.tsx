import {
  billingCalls,
  type MembershipState,
  type PackageView,
  type PurchaseOrderView,
  type UserMemberView,
  MessageCode,
  said,
} from '@dating/contracts';
import { renderRoutes, routeOf, type FakeAnswer } from '@dating/portal/testing';
import AdminPurchasesPanel from './components/AdminPurchasesPanel';
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
  (status: number, code: MessageCode): FakeAnswer =>
  () => [status, { status: 'FAILED', ...said(code) }];

/** The three calls /my-package starts with. */
export function pageAnswers(state: {
  packages?: PackageView[];
  orders?: PurchaseOrderView[];
  members?: UserMemberView[];
  membership?: MembershipState;
}): Record<string, FakeAnswer> {
  return {
    [routeOf(billingCalls.packagesList)]: ok({ result: state.packages ?? [] }),
    [routeOf(billingCalls.ordersList)]: ok({ result: state.orders ?? [] }),
    [routeOf(billingCalls.membershipsList)]: ok({
      result: state.members ?? [],
      membership: state.membership ?? { state: 'none' },
    }),
  };
}
