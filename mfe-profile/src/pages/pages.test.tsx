import { describeRemotePages } from '@dating/portal/remotePagesSuite';
import exposes from '../../exposes.json';
import en from '../translations.en';
import no from '../translations.no';
import th from '../translations.th';
import RegisterPage from './RegisterPage';
import ProfilePage from './ProfilePage';
import MyProfilePage from './MyProfilePage';
import EditProfilePage from './EditProfilePage';
import AdminPhotoReviewPanel from '../components/AdminPhotoReviewPanel';
import AdminVerificationPanel from '../components/AdminVerificationPanel';
import ProfileCompleteness from '../components/ProfileCompleteness';

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
  },
  components: {
    './AdminPhotoReviewPanel': AdminPhotoReviewPanel,
    './AdminVerificationPanel': AdminVerificationPanel,
    './ProfileCompleteness': ProfileCompleteness,
  },
  translations: { en, th, no },
});
