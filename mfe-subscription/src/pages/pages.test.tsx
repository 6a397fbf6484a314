import { describeRemotePages } from '@dating/portal/remotePagesSuite';
import exposes from '../../exposes.json';
import en from '../translations.en';
import no from '../translations.no';
import th from '../translations.th';
import MyPackagePage from './MyPackagePage';
import AdminPurchasesPanel from '../components/AdminPurchasesPanel';
import AdminMemberBilling from '../components/AdminMemberBilling';
import AdminFigures from '../components/AdminFigures';
import AdminCharts from '../components/AdminCharts';
import AdminRetentionPanel from '../components/AdminRetentionPanel';

describeRemotePages({
  name: 'mfe-subscription',
  exposes,
  pages: {
    './MyPackagePage': {
      component: MyPackagePage,
      title: { en: 'Your Subscription', th: 'การสมัครสมาชิกของคุณ' },
    },
  },
  components: {
    './AdminPurchasesPanel': AdminPurchasesPanel,
    './AdminMemberBilling': AdminMemberBilling,
    './AdminFigures': AdminFigures,
    './AdminCharts': AdminCharts,
    './AdminRetentionPanel': AdminRetentionPanel,
  },
  translations: { en, th, no },
});
