import { startDevHost, type DevHostPage } from '@dating/portal';
import MyPackagePage from './pages/MyPackagePage';
import { subscriptionNamespace } from './translations';

/** This remote on its own (`npm start -w mfe-subscription`): its pages under a minimal host. */
const pages: DevHostPage[] = [
  { path: '/my-package', titleKey: 'myPackage.title', element: <MyPackagePage /> },
];

void startDevHost({ name: 'mfe-subscription', namespace: subscriptionNamespace, pages });
