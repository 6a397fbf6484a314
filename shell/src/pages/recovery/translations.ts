import { addTranslations, type Translations } from '@dating/portal';

/** The reset password page's texts, namespace `recovery`. English is SPEC.md's wording. */
export const recoveryTranslations: Translations = {
  en: {
    title: 'Reset Password',
    checking: 'Checking your link…',
    intro: 'Choose a new password for {{username}}.',
    newPassword: 'New Password',
    passwordRule:
      'At least 10 characters, not a common password, and without your username or the name in your email.',
    confirmPassword: 'Confirm Password',
    show: 'Show {{field}}',
    hide: 'Hide {{field}}',
    submit: 'Reset Password',
    newPasswordRequired: 'Please fill in New Password',
    confirmRequired: 'Please fill in Confirm Password',
    mismatch: 'Passwords do not match',
    confirmTitle: 'Reset Password',
    confirmText: 'Are you sure you want to reset your password?',
    successTitle: 'Password Change Successful!',
    successText:
      'Your password has been successfully changed. You may now proceed to the login page and log in with your new password.',
    goToLogin: 'Go to Login',
    newLink: 'You can ask for a new link on the login page (Forgot password?).',
  },
  th: {
    title: 'รีเซ็ตรหัสผ่าน',
    checking: 'กำลังตรวจสอบลิงก์ของคุณ…',
    intro: 'ตั้งรหัสผ่านใหม่สำหรับ {{username}}',
    newPassword: 'รหัสผ่านใหม่',
    passwordRule: 'อย่างน้อย 10 ตัวอักษร ไม่ใช่รหัสผ่านที่ใช้กันทั่วไป และไม่มีชื่อผู้ใช้หรือชื่อในอีเมลของคุณ',
    confirmPassword: 'ยืนยันรหัสผ่าน',
    show: 'แสดง{{field}}',
    hide: 'ซ่อน{{field}}',
    submit: 'รีเซ็ตรหัสผ่าน',
    newPasswordRequired: 'กรุณากรอกรหัสผ่านใหม่',
    confirmRequired: 'กรุณากรอกยืนยันรหัสผ่าน',
    mismatch: 'รหัสผ่านไม่ตรงกัน',
    confirmTitle: 'รีเซ็ตรหัสผ่าน',
    confirmText: 'คุณแน่ใจหรือไม่ว่าต้องการรีเซ็ตรหัสผ่านของคุณ?',
    successTitle: 'เปลี่ยนรหัสผ่านสำเร็จ!',
    successText: 'รหัสผ่านของคุณถูกเปลี่ยนเรียบร้อยแล้ว คุณสามารถไปที่หน้าเข้าสู่ระบบและเข้าสู่ระบบด้วยรหัสผ่านใหม่ได้ทันที',
    goToLogin: 'ไปที่หน้าเข้าสู่ระบบ',
    newLink: 'คุณสามารถขอลิงก์ใหม่ได้ที่หน้าเข้าสู่ระบบ (ลืมรหัสผ่าน?)',
  },
  no: {
    title: 'Tilbakestill passord',
    checking: 'Sjekker lenken din …',
    intro: 'Velg et nytt passord for {{username}}.',
    newPassword: 'Nytt passord',
    passwordRule:
      'Minst 10 tegn, ikke et vanlig passord, og uten brukernavnet ditt eller navnet i e-postadressen din.',
    confirmPassword: 'Bekreft passord',
    show: 'Vis {{field}}',
    hide: 'Skjul {{field}}',
    submit: 'Tilbakestill passord',
    newPasswordRequired: 'Vennligst fyll inn nytt passord',
    confirmRequired: 'Vennligst bekreft passordet',
    mismatch: 'Passordene er ikke like',
    confirmTitle: 'Tilbakestill passord',
    confirmText: 'Er du sikker på at du vil tilbakestille passordet ditt?',
    successTitle: 'Passordet er endret!',
    successText:
      'Passordet ditt er endret. Du kan nå gå til innloggingssiden og logge inn med det nye passordet.',
    goToLogin: 'Gå til innlogging',
    newLink: 'Du kan be om en ny lenke på innloggingssiden («Glemt passordet?»).',
  },
};

export const recoveryNamespace = 'recovery';
addTranslations(recoveryNamespace, recoveryTranslations);
