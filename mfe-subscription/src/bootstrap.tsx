import { startDevHost, type DevHostPage } from '@dating/portal';
import MyPackagePage from './pages/MyPackagePage';
import AdminPurchasesPanel from './components/AdminPurchasesPanel';
import AdminRetentionPanel from './components/AdminRetentionPanel';
import { subscriptionNamespace } from './translations';

/** This remote on its own (`npm start -w mfe-subscription`): its pages under a minimal host. */
const pages: DevHostPage[] = [
  { path: '/my-package', titleKey: 'myPackage.title', element: <MyPackagePage /> },
  { path: '/admin/purchases', titleKey: 'admin.title', element: <AdminPurchasesPanel /> },
  {
    path: '/admin/retention',
    titleKey: 'admin.retention.title',
    element: <AdminRetentionPanel />,
  },
];

void startDevHost({ name: 'mfe-subscription', namespace: subscriptionNamespace, pages });
