import { describeRemotePages } from '@dating/portal/remotePagesSuite';
import exposes from '../../exposes.json';
import { subscriptionTranslations } from '../translations';
import MyPackagePage from './MyPackagePage';

describeRemotePages({
  name: 'mfe-subscription',
  exposes,
  pages: {
    './MyPackagePage': {
      component: MyPackagePage,
      title: { en: 'Your Subscription', th: 'การสมัครสมาชิกของคุณ' },
    },
  },
  translations: subscriptionTranslations,
});
