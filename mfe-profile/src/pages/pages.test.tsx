import { describeRemotePages } from '@dating/portal/remotePagesSuite';
import exposes from '../../exposes.json';
import en from '../translations.en';
import no from '../translations.no';
import th from '../translations.th';
import RegisterPage from './RegisterPage';
import ProfilePage from './ProfilePage';
import MyProfilePage from './MyProfilePage';
import EditProfilePage from './EditProfilePage';
import AccountPage from './AccountPage';
import ConfirmEmailPage from './ConfirmEmailPage';
import UnsubscribePage from './UnsubscribePage';
import RePasswordPage from './RePasswordPage';
import UnlockPage from './UnlockPage';
import SearchPage from './SearchPage';
import ProfileCompleteness from '../components/ProfileCompleteness';
import DeletionBanner from '../components/DeletionBanner';
import EmailBanner from '../components/EmailBanner';
import ForgotPasswordForm from '../components/ForgotPasswordForm';
import AdminPhotoReviewPanel from '../components/AdminPhotoReviewPanel';
import AdminVerificationPanel from '../components/AdminVerificationPanel';
import AdminMembersPanel from '../components/AdminMembersPanel';
import AdminMemberAccount from '../components/AdminMemberAccount';
import AdminMemberProfile from '../components/AdminMemberProfile';
import AdminAuditLogPanel from '../components/AdminAuditLogPanel';
import AdminResetRequestsPanel from '../components/AdminResetRequestsPanel';
import AdminDeletionsPanel from '../components/AdminDeletionsPanel';
import AdminExportsPanel from '../components/AdminExportsPanel';
import AdminFigures from '../components/AdminFigures';
import AdminCharts from '../components/AdminCharts';

describeRemotePages({
  name: 'mfe-profile',
  exposes,
  pages: {
    './RegisterPage': { component: RegisterPage, title: { en: 'Register', th: 'สมัครสมาชิก' } },
    './ProfilePage': { component: ProfilePage, title: { en: 'Profile', th: 'โปรไฟล์' } },
    './MyProfilePage': { component: MyProfilePage, title: { en: 'My Profile', th: 'โปรไฟล์ของฉัน' } },
    './EditProfilePage': {
      component: EditProfilePage,
      title: { en: 'Edit Profile', th: 'แก้ไขโปรไฟล์' },
    },
    './AccountPage': { component: AccountPage, title: { en: 'My account', th: 'บัญชีของฉัน' } },
    './ConfirmEmailPage': {
      component: ConfirmEmailPage,
      title: { en: 'Confirm e-mail address', th: 'ยืนยันอีเมล' },
    },
    './UnsubscribePage': {
      component: UnsubscribePage,
      title: { en: 'Unsubscribe', th: 'ยกเลิกการรับอีเมล' },
    },
    './RePasswordPage': {
      component: RePasswordPage,
      title: { en: 'Reset Password', th: 'รีเซ็ตรหัสผ่าน' },
    },
    './UnlockPage': {
      component: UnlockPage,
      title: { en: 'Unlock your account', th: 'ปลดล็อกบัญชีของคุณ' },
    },
    './SearchPage': { component: SearchPage, title: { en: 'Search', th: 'ค้นหา' } },
  },
  components: {
    './ProfileCompleteness': ProfileCompleteness,
    './EmailBanner': EmailBanner,
    './DeletionBanner': DeletionBanner,
    './ForgotPasswordForm': ForgotPasswordForm,
    './AdminPhotoReviewPanel': AdminPhotoReviewPanel,
    './AdminVerificationPanel': AdminVerificationPanel,
    './AdminMembersPanel': AdminMembersPanel,
    './AdminMemberAccount': AdminMemberAccount,
    './AdminMemberProfile': AdminMemberProfile,
    './AdminAuditLogPanel': AdminAuditLogPanel,
    './AdminResetRequestsPanel': AdminResetRequestsPanel,
    './AdminDeletionsPanel': AdminDeletionsPanel,
    './AdminExportsPanel': AdminExportsPanel,
    './AdminFigures': AdminFigures,
    './AdminCharts': AdminCharts,
  },
  translations: { en, th, no },
});
