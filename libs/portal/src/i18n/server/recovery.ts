import type { ServerTexts } from './texts';

/** The recovery domain's server texts (libs/contracts `recoveryMessages`). */
export const recoveryTexts: ServerTexts = {
  th: {
    'Please fill in your Email': 'กรุณากรอกอีเมลของคุณ',
    'Your request to reset the password has been successfully submitted to the administrator.':
      'ส่งคำขอรีเซ็ตรหัสผ่านของคุณถึงผู้ดูแลระบบเรียบร้อยแล้ว',
    'The token provided is either invalid or has expired.': 'โทเค็นที่ระบุไม่ถูกต้องหรือหมดอายุแล้ว',
    'Password Change Successful!': 'เปลี่ยนรหัสผ่านสำเร็จ!',
    'Too many password reset requests for this email address. Please try again in an hour.':
      'มีคำขอรีเซ็ตรหัสผ่านสำหรับอีเมลนี้มากเกินไป กรุณาลองใหม่อีกครั้งในอีกหนึ่งชั่วโมง',
    'A new reset link has been sent': 'ส่งลิงก์รีเซ็ตรหัสผ่านใหม่แล้ว',
    'This reset request does not exist': 'ไม่พบคำขอรีเซ็ตรหัสผ่านนี้',
    'This reset link has already been used': 'ลิงก์รีเซ็ตรหัสผ่านนี้ถูกใช้ไปแล้ว',
    'The e-mail could not be sent. Please try again later.':
      'ไม่สามารถส่งอีเมลได้ กรุณาลองใหม่อีกครั้งในภายหลัง',
  },
  no: {
    'Please fill in your Email': 'Vennligst fyll inn e-postadressen din',
    'Your request to reset the password has been successfully submitted to the administrator.':
      'Forespørselen om å tilbakestille passordet er sendt til administratoren.',
    'The token provided is either invalid or has expired.': 'Lenken er ugyldig eller har utløpt.',
    'Password Change Successful!': 'Passordet er endret!',
    'Too many password reset requests for this email address. Please try again in an hour.':
      'For mange forespørsler om å tilbakestille passordet for denne e-postadressen. Prøv igjen om en time.',
    'A new reset link has been sent': 'En ny lenke for å tilbakestille passordet er sendt',
    'This reset request does not exist': 'Denne forespørselen om tilbakestilling finnes ikke',
    'This reset link has already been used': 'Denne lenken er allerede brukt',
    'The e-mail could not be sent. Please try again later.':
      'E-posten kunne ikke sendes. Prøv igjen senere.',
  },
};
