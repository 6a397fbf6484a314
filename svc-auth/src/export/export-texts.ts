import { rememberedDeviceDays, type Language } from '@dating/contracts';

/** What each of svc-auth's files in a data export holds, for README.txt. */
interface ExportTexts {
  account: string;
  consents: string;
  mailSettings: string;
  devices: string;
}

/** In the export's language: the one the member (or the administrator for them) asked in. */
export const exportTexts: Record<Language, ExportTexts> = {
  en: {
    account:
      'Your account: username, e-mail address (and a new one waiting for confirmation), role, when it was created, when the address was confirmed, your last login, and the day your account will be deleted if you asked for that. Your password is kept only as a one-way hash and is not included.',
    consents:
      'Every version of the Terms and the Privacy Policy you accepted, with when you accepted it and the SHA-256 hash of the text you accepted.',
    mailSettings: 'Which kinds of e-mail you get from us (true) and which you turned off (false).',
    devices: `The devices you logged in from that we remember for ${rememberedDeviceDays} days to let you past a login lock: we keep only a one-way hash (SHA-256) of the random id your browser holds, and when it last logged in.`,
  },
  th: {
    account:
      'บัญชีของคุณ: ชื่อผู้ใช้ อีเมล (และอีเมลใหม่ที่รอการยืนยัน) บทบาท วันที่สร้างบัญชี วันที่ยืนยันอีเมล การเข้าสู่ระบบครั้งล่าสุด และวันที่บัญชีจะถูกลบหากคุณขอลบไว้ รหัสผ่านของคุณเก็บไว้เป็นค่าแฮชทางเดียวเท่านั้นและไม่รวมอยู่ในไฟล์นี้',
    consents:
      'ข้อกำหนดและนโยบายความเป็นส่วนตัวทุกฉบับที่คุณยอมรับ พร้อมเวลาที่ยอมรับและค่าแฮช SHA-256 ของข้อความที่คุณยอมรับ',
    mailSettings: 'ประเภทอีเมลที่คุณได้รับจากเรา (true) และประเภทที่คุณปิดไว้ (false)',
    devices: `อุปกรณ์ที่คุณเคยเข้าสู่ระบบซึ่งเราจำไว้ ${rememberedDeviceDays} วันเพื่อให้คุณเข้าสู่ระบบได้แม้บัญชีถูกล็อก เราเก็บเพียงค่าแฮชทางเดียว (SHA-256) ของรหัสสุ่มที่เบราว์เซอร์ของคุณเก็บไว้ และเวลาที่เข้าสู่ระบบครั้งล่าสุด`,
  },
  no: {
    account:
      'Kontoen din: brukernavn, e-postadresse (og en ny som venter på bekreftelse), rolle, når den ble opprettet, når adressen ble bekreftet, siste innlogging, og dagen kontoen blir slettet hvis du har bedt om det. Passordet ditt lagres bare som en enveis-hash og er ikke med.',
    consents:
      'Hver versjon av vilkårene og personvernerklæringen du har godtatt, med når du godtok den og SHA-256-hashen av teksten du godtok.',
    mailSettings: 'Hvilke typer e-post du får fra oss (true) og hvilke du har slått av (false).',
    devices: `Enhetene du har logget inn fra som vi husker i ${rememberedDeviceDays} dager for å slippe deg forbi en innloggingslås: vi lagrer bare en enveis-hash (SHA-256) av den tilfeldige id-en nettleseren din har, og når den sist logget inn.`,
  },
};
