import { describeRemotePages } from '@dating/portal/remotePagesSuite';
import exposes from '../../exposes.json';
import en from '../translations.en';
import no from '../translations.no';
import th from '../translations.th';
import MyPackagePage from './MyPackagePage';

const { './AdminPurchasesPanel': adminPanel, ...pages } = exposes;

describeRemotePages({
  name: 'mfe-subscription',
  exposes: pages,
  pages: {
    './MyPackagePage': {
      component: MyPackagePage,
      title: { en: 'Your Subscription', th: 'การสมัครสมาชิกของคุณ' },
    },
  },
  translations: { en, th, no },
});

describe('the admin panel it exposes', () => {
  it('is the shell admin area’s purchases panel, from its own file', () => {
    // A panel, not a page: it sits below the admin area's heading, so the page suite skips it.
    expect(adminPanel).toBe('./src/admin/AdminPurchasesPanel.tsx');
  });
});
