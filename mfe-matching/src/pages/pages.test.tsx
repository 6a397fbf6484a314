import { describeRemotePages } from '@dating/portal/remotePagesSuite';
import exposes from '../../exposes.json';
import en from '../translations.en';
import no from '../translations.no';
import th from '../translations.th';
import MyInterestPage from './MyInterestPage';
import InterestMePage from './InterestMePage';
import MatchingPage from './MatchingPage';
import BlockedMembersPage from './BlockedMembersPage';
import MessagesPage from './MessagesPage';
import ConversationPage from './ConversationPage';
import NotificationsPage from './NotificationsPage';
import InterestActions from '../components/InterestActions';
import AdminModerationPanel from '../components/AdminModerationPanel';
import UnreadCounts from '../components/UnreadCounts';
import AdminMemberSafety from '../components/AdminMemberSafety';
import AdminFigures from '../components/AdminFigures';

describeRemotePages({
  name: 'mfe-matching',
  exposes,
  pages: {
    './MyInterestPage': {
      component: MyInterestPage,
      title: { en: 'My Interest', th: 'คนที่ฉันสนใจ' },
    },
    './InterestMePage': {
      component: InterestMePage,
      title: { en: 'Interest Me', th: 'คนที่สนใจฉัน' },
    },
    './MatchingPage': { component: MatchingPage, title: { en: 'Matching', th: 'จับคู่' } },
    './BlockedMembersPage': {
      component: BlockedMembersPage,
      title: { en: 'Blocked members', th: 'สมาชิกที่ถูกบล็อก' },
    },
    './MessagesPage': { component: MessagesPage, title: { en: 'Messages', th: 'ข้อความ' } },
    './ConversationPage': {
      component: ConversationPage,
      title: { en: 'Conversation', th: 'การสนทนา' },
    },
    './NotificationsPage': {
      component: NotificationsPage,
      title: { en: 'Notifications', th: 'การแจ้งเตือน' },
    },
  },
  components: {
    './InterestActions': InterestActions,
    './AdminModerationPanel': AdminModerationPanel,
    './UnreadCounts': UnreadCounts,
    './AdminMemberSafety': AdminMemberSafety,
    './AdminFigures': AdminFigures,
  },
  translations: { en, th, no },
});
