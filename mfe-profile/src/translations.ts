import { addTranslations, type Translations } from '@dating/portal';

/** mfe-profile's texts, namespace `profile`; English is SPEC.md's wording where it gives one. */
export const profileTranslations: Translations = {
  en: {
    register: {
      title: 'Register',
      intro: 'Create your account to start meeting Thai and Norwegian members.',
    },
    profile: {
      title: 'Profile',
      intro: "A member's profile: photos, personal information, favorites and date information.",
    },
    myProfile: {
      title: 'My Profile',
      intro: 'Your profile as other members see it.',
    },
    editProfile: {
      title: 'Edit Profile',
      intro: 'Update one section of your profile at a time.',
    },
  },
  th: {
    register: {
      title: 'สมัครสมาชิก',
      intro: 'สร้างบัญชีของคุณเพื่อเริ่มพบปะสมาชิกชาวไทยและชาวนอร์เวย์',
    },
    profile: {
      title: 'โปรไฟล์',
      intro: 'โปรไฟล์ของสมาชิก: รูปภาพ ข้อมูลส่วนตัว สิ่งที่ชื่นชอบ และข้อมูลการออกเดต',
    },
    myProfile: {
      title: 'โปรไฟล์ของฉัน',
      intro: 'โปรไฟล์ของคุณตามที่สมาชิกคนอื่นเห็น',
    },
    editProfile: {
      title: 'แก้ไขโปรไฟล์',
      intro: 'แก้ไขโปรไฟล์ของคุณทีละส่วน',
    },
  },
  no: {
    register: {
      title: 'Registrer deg',
      intro: 'Opprett en konto for å begynne å møte thailandske og norske medlemmer.',
    },
    profile: {
      title: 'Profil',
      intro: 'Et medlems profil: bilder, personlig informasjon, favoritter og dateinformasjon.',
    },
    myProfile: {
      title: 'Min profil',
      intro: 'Profilen din slik andre medlemmer ser den.',
    },
    editProfile: {
      title: 'Rediger profil',
      intro: 'Oppdater én del av profilen din om gangen.',
    },
  },
};

export const profileNamespace = 'profile';
addTranslations(profileNamespace, profileTranslations);
