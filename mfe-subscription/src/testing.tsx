import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type {
  MembershipState,
  PackageView,
  PurchaseOrderView,
  UserMemberView,
} from '@dating/contracts';
import { NoticeProvider, PortalProvider, setRuntimeConfig } from '@dating/portal';
import type { FakeAnswer } from '@dating/portal/testing';
import AdminPurchasesPanel from './admin/AdminPurchasesPanel';
import MyPackagePage from './pages/MyPackagePage';

function frame(path: string, element: ReactNode) {
  setRuntimeConfig({
    apiKey: 'test-key',
    version: '1.0.15',
    remotes: { profile: '/p', matching: '/m', subscription: '/s' },
  });
  return render(
    <PortalProvider>
      <MemoryRouter initialEntries={[path]}>
        <NoticeProvider>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </NoticeProvider>
      </MemoryRouter>
    </PortalProvider>,
  );
}

/** /my-package as the shell frames it (notices included). */
export const renderMyPackage = () => frame('/my-package', <MyPackagePage />);

/** The admin panel as the shell's admin area frames it. */
export const renderAdminPanel = () => frame('/admin/purchases', <AdminPurchasesPanel />);

/** Browser features jsdom lacks, and a clean slate, before each test. */
export function resetBrowser(): void {
  localStorage.clear();
  window.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
}

export function logIn(userId = 7, role: 'U' | 'A' = 'U'): void {
  localStorage.setItem('token', 'jwt');
  localStorage.setItem('user_id', String(userId));
  localStorage.setItem('role', role);
}

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
