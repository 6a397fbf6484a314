import type { TranslationTree } from '../translations';

/** Accounts, sessions and the edge's own answers, in Thai. */
export default {
  'Please fill in Username or Password': 'กรุณากรอกชื่อผู้ใช้หรือรหัสผ่าน',
  'Invalid username or password': 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  'Login successful': 'เข้าสู่ระบบสำเร็จ',
  'Your account has been created': 'สร้างบัญชีของคุณเรียบร้อยแล้ว',
  'This username is already taken': 'ชื่อผู้ใช้นี้มีผู้ใช้แล้ว',
  'This email is already registered': 'อีเมลนี้ลงทะเบียนไว้แล้ว',
  'Please fill in Email': 'กรุณากรอกอีเมล',
  'Please fill in Username': 'กรุณากรอกชื่อผู้ใช้',
  'Please fill in Password': 'กรุณากรอกรหัสผ่าน',
  'Please fill in Confirm Password': 'กรุณากรอกยืนยันรหัสผ่าน',
  'Password and Confirm Password do not match.': 'รหัสผ่านและยืนยันรหัสผ่านไม่ตรงกัน',
  'Please enter a valid email address': 'กรุณากรอกอีเมลให้ถูกต้อง',
  'Password must be at least 10 characters': 'รหัสผ่านต้องมีอย่างน้อย 10 ตัวอักษร',
  'This password is too common. Please choose another one.':
    'รหัสผ่านนี้ถูกใช้กันทั่วไปเกินไป กรุณาเลือกรหัสผ่านอื่น',
  'The password must not contain your username or the name in your email':
    'รหัสผ่านต้องไม่มีชื่อผู้ใช้หรือชื่อในอีเมลของคุณ',
  'Too many wrong passwords for this account. It is locked for a while: try again later or reset your password.':
    'ใส่รหัสผ่านของบัญชีนี้ผิดหลายครั้งเกินไป บัญชีถูกล็อกไว้ชั่วคราว กรุณาลองใหม่ภายหลังหรือตั้งรหัสผ่านใหม่',
  'You have been logged out': 'คุณออกจากระบบแล้ว',
  'Username must be 3 to 30 letters, digits, dots, dashes or underscores':
    'ชื่อผู้ใช้ต้องมีความยาว 3 ถึง 30 ตัว ประกอบด้วยตัวอักษร ตัวเลข จุด ขีดกลาง หรือขีดล่าง',
  'User not found': 'ไม่พบผู้ใช้',
  'This account has been deactivated': 'บัญชีนี้ถูกระงับการใช้งานแล้ว',
  'An administrator account cannot be deactivated': 'ไม่สามารถระงับบัญชีผู้ดูแลระบบได้',
  'Invalid or missing application key': 'คีย์แอปพลิเคชันไม่ถูกต้องหรือไม่มีคีย์',
  'Please log in to continue': 'กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ',
  'Your session has expired. Please log in again.': 'เซสชันของคุณหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
  'You are not allowed to do this': 'คุณไม่มีสิทธิ์ทำรายการนี้',
  'Administrators only': 'สำหรับผู้ดูแลระบบเท่านั้น',
  'Not found': 'ไม่พบข้อมูล',
  'Service unavailable': 'ระบบไม่พร้อมให้บริการในขณะนี้',
  'Images cannot be stored right now. Please try again in a few minutes.':
    'ขณะนี้ไม่สามารถจัดเก็บรูปภาพได้ กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  'Too many attempts. Please wait a minute and try again.':
    'ลองหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่อีกครั้ง',
  'The request is too large': 'คำขอมีขนาดใหญ่เกินไป',
  'Something went wrong. Please try again.': 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
  'Enter the code from your authenticator app': 'กรอกรหัสจากแอปยืนยันตัวตนของคุณ',
  'The code from your authenticator app is not correct': 'รหัสจากแอปยืนยันตัวตนไม่ถูกต้อง',
  'Many people are logging in right now. Please try again in a few seconds.':
    'ขณะนี้มีผู้เข้าสู่ระบบจำนวนมาก กรุณาลองใหม่ในอีกไม่กี่วินาที',
  'This browser sent a device id that is not valid. Reload the page and try again.':
    'เบราว์เซอร์นี้ส่งรหัสอุปกรณ์ที่ไม่ถูกต้อง กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
  'Your account is unlocked. You can log in now.': 'ปลดล็อกบัญชีของคุณแล้ว คุณเข้าสู่ระบบได้เลย',
  'This unlock link has expired or was already used. If your account is still locked, wait until the lock ends or reset your password.':
    'ลิงก์ปลดล็อกนี้หมดอายุหรือถูกใช้ไปแล้ว หากบัญชีของคุณยังถูกล็อกอยู่ กรุณารอจนหมดเวลาล็อกหรือตั้งรหัสผ่านใหม่',
} satisfies TranslationTree;
