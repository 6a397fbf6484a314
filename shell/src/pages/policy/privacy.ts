import {
  billingRetentionYears,
  deletionGraceDays,
  emailTokenTtlHours,
  eventStreamDays,
  exportLinkHours,
  liveFeedHours,
  loginFailureWindowMinutes,
  loginLocksForgottenHours,
  rememberedDeviceDays,
  resetTokenTtlMinutes,
  sessionTokenHours,
  unboundUploadHours,
} from '@dating/contracts';
import { addTranslations, type Translations } from '@dating/portal';
import type { PolicyOutline } from './outline';

/**
 * The periods the texts quote, by the name of their `{{place}}`: the constants the services and
 * their jobs use, so the policy cannot promise other periods than the code keeps.
 */
export const privacyValues = {
  graceDays: deletionGraceDays,
  billingYears: billingRetentionYears,
  sessionHours: sessionTokenHours,
  resetMinutes: resetTokenTtlMinutes,
  confirmHours: emailTokenTtlHours,
  failureMinutes: loginFailureWindowMinutes,
  locksHours: loginLocksForgottenHours,
  deviceDays: rememberedDeviceDays,
  uploadHours: unboundUploadHours,
  eventDays: eventStreamDays,
  liveHours: liveFeedHours,
  exportHours: exportLinkHours,
} as const;

export const privacyOutline: PolicyOutline = {
  namespace: 'privacy',
  values: privacyValues,
  sections: [
    { id: 'controller', paragraphs: ['who'], points: [] },
    {
      id: 'processors',
      paragraphs: ['intro'],
      points: ['hosting', 'mail', 'payments', 'noSale'],
    },
    {
      id: 'data',
      paragraphs: ['intro'],
      points: ['account', 'profile', 'special', 'photos', 'activity', 'billing', 'security'],
    },
    {
      id: 'visibility',
      paragraphs: [],
      points: ['members', 'contactDetails', 'receipts', 'admins'],
    },
    { id: 'bases', paragraphs: ['intro'], points: ['contract', 'legal', 'safety', 'special'] },
    {
      id: 'retention',
      paragraphs: ['intro'],
      points: ['account', 'sessions', 'links', 'logins', 'devices', 'uploads', 'events', 'billing'],
    },
    {
      id: 'deletion',
      paragraphs: ['intro'],
      points: ['grace', 'erased', 'conversations', 'reports', 'billing'],
    },
    {
      id: 'rights',
      paragraphs: ['intro'],
      points: ['access', 'rectification', 'erasure', 'objection', 'complaint'],
    },
    { id: 'transfers', paragraphs: ['regions'], points: [] },
    { id: 'storage', paragraphs: ['noCookies', 'localStorage'], points: [] },
    { id: 'security', paragraphs: ['measures'], points: [] },
    { id: 'changes', paragraphs: ['notice'], points: [] },
    { id: 'contact', paragraphs: ['how'], points: [], link: '/contact' },
  ],
};

/**
 * Privacy Policy, namespace `privacy`. Periods are `{{places}}` filled from `privacyValues`,
 * never written out: privacy.test.ts refuses digits outside the date and the legal citations.
 */
export const privacyTranslations: Translations = {
  en: {
    title: 'Privacy Policy',
    updated: 'Last updated 7 December 2026',
    intro:
      'Looking for a partner means sharing personal things. This policy explains what we keep about you and why, who handles it, how long we keep it, what happens when you delete your account, and what rights you have.',
    sections: {
      controller: {
        heading: 'Who we are',
        paragraphs: {
          who: 'Thai Norwegian Dating runs this site and is the data controller: we decide what personal data the site keeps and why, and we answer for it under the PDPA and the GDPR.',
        },
      },
      processors: {
        heading: 'Who processes data for us',
        paragraphs: {
          intro:
            'A few service providers handle data on our behalf. They act only on our instructions and may not use your data for purposes of their own:',
        },
        points: {
          hosting:
            'Hosting: the servers that run the site, its databases and the storage that keeps photos, verification selfies and receipts.',
          mail: 'E-mail: a mail provider delivers the e-mails we send you, such as confirmation links, password resets and notifications.',
          payments:
            'Payments: you pay by bank transfer with PromptPay. Your bank and ours handle the transfer under their own terms; we see only your order and the receipt you upload.',
          noSale:
            'We never sell your data and do not share it with advertisers. We give it to authorities only when the law requires it or to report a crime.',
        },
      },
      data: {
        heading: 'What we keep and why',
        paragraphs: { intro: 'We keep only what the site needs, each for a reason:' },
        points: {
          account:
            'Account and login: your username, e-mail address, chosen language and password, which is stored only as a one-way hash that nobody can read, and which versions of our Terms and this policy you accepted, and when. We need them to give you an account and let you log in.',
          profile:
            'Profile: what you write in the four profile sections – such as name, birthday, gender, country, occupation, personal information, favourites, date information and contact details – and which fields you have hidden. This is what other members search for and read.',
          special:
            "Sensitive details: the profile asks, if you want to answer, for your ethnicity and religion in Personal Information and your sexual orientation and political views in Favorite. We keep them only when you tick the consent box above them on that step, and we record that consent with the version of its text, its language and when you gave it. Like the rest of your profile, these answers are shown to the members who view your profile, except those you hide with Hide from others; a religion you hide is not found by search either. You can withdraw your consent at any time under My Profile → Privacy: all four answers are deleted at once, search's copy included.",
          photos:
            'Photos and verification: the up to three profile photos you upload, and the selfie you send to get the verified badge, which only our administrators see and compare with your photos.',
          activity:
            'Using the site: whom you showed interest in, your matches, the members you blocked, your messages, the reports you made or that were made about you, and your notifications. They are the service itself, and reports and blocks keep members safe.',
          billing:
            'Payments: your orders, memberships and the payment receipts you upload, with a fingerprint of each receipt so that one receipt cannot pay twice. We need them to give you what you paid for, and accounting law requires us to keep them.',
          security:
            'Security: your login sessions, failed login attempts, the devices you logged in from (as a hashed random id) and, briefly, your IP address to limit attempts. They protect your account from being taken over and the site from misuse.',
        },
      },
      visibility: {
        heading: 'Who sees what',
        points: {
          members:
            'Logged-in members see your profile and photos, except the fields you have hidden, which show as [Hidden].',
          contactDetails:
            'Your contact details are shown only to members with an active subscription whose interest you responded to.',
          receipts: 'Receipts and payments are seen only by our administrators.',
          admins:
            'Administrators see what they need to help you, check payments and handle reports. Every administrator action is recorded.',
        },
      },
      bases: {
        heading: 'Our legal bases',
        paragraphs: {
          intro:
            "Under the GDPR and Thailand's Personal Data Protection Act (PDPA), every use of your data needs a legal basis. Ours are:",
        },
        points: {
          contract:
            'Contract – GDPR Art. 6(1)(b), PDPA section 24(3): to provide the service you signed up for: your account, profile, matches, messages and membership.',
          legal:
            'Legal obligation – GDPR Art. 6(1)(c), PDPA section 24(6): to keep the bookkeeping records of orders, memberships and receipts that accounting law requires.',
          safety:
            'Legitimate interests – GDPR Art. 6(1)(f), PDPA section 24(5): to keep members and the site safe: moderation, reports and blocks, finding scams and fake profiles, and login limits.',
          special:
            'Sensitive details (ethnicity, religion, sexual orientation, political views) – your explicit consent, GDPR Art. 9(2)(a), PDPA section 26: given on the profile step that asks for them, and yours to withdraw at any time under My Profile → Privacy. Withdrawing does not make unlawful what we did before, but from then on we keep none of these answers.',
        },
      },
      retention: {
        heading: 'How long we keep it',
        paragraphs: { intro: 'We keep nothing longer than it is needed:' },
        points: {
          account:
            'Account, profile, photos and what you do on the site: as long as your account exists. When you delete it, see the next section.',
          sessions:
            'A login lasts {{sessionHours}} hours; then you log in again. Logging out ends it at once.',
          links:
            'A password reset link works for {{resetMinutes}} minutes and an e-mail confirmation link for {{confirmHours}} hours, each only once. We keep only a hash of the link.',
          logins:
            'Wrong passwords count together toward locking your account for {{failureMinutes}} minutes; earlier locks are forgotten {{locksHours}} hours after the last one ended.',
          devices:
            'A device you logged in from is remembered, as a hashed random id, for {{deviceDays}} days after its last login, so that it can still get in when strangers have locked your account.',
          uploads:
            'A photo, selfie or receipt you uploaded but never used is deleted after {{uploadHours}} hours.',
          events:
            'Notices our services send each other about changes (for example that an account was deleted) are kept for {{eventDays}} days, so that a service that was down can catch up; updates to the browser tabs you have open are kept for {{liveHours}} hours.',
          billing:
            'Orders, memberships and receipts: while your account exists and, once it is deleted, for {{billingYears}} years after the end of the year of each order, because accounting law requires it; then they are erased.',
        },
      },
      deletion: {
        heading: 'When you delete your account',
        paragraphs: {
          intro:
            'You can delete your account yourself with Delete my account on the My account page.',
        },
        points: {
          grace:
            'You have {{graceDays}} days to change your mind: log in and choose Keep my account, and nothing is deleted.',
          erased:
            'After those {{graceDays}} days we erase your account, profile, photos and verification selfies, your interests and matches, your blocks, your notifications and your login sessions, and your e-mail address can be used for a new account.',
          conversations:
            'Members you wrote with keep their conversation, but you appear in it as "Deleted member" and each of your messages as "message removed".',
          reports:
            "Reports about you and the moderators' decisions on them are kept without your name, under a random pseudonym, so that moderation can still see what happened.",
          billing:
            'Your orders, memberships and receipts are kept under that pseudonym for {{billingYears}} years after the end of the year of each order, as accounting law requires, and then erased.',
        },
      },
      rights: {
        heading: 'Your rights',
        paragraphs: { intro: 'You decide over your own data. You can:' },
        points: {
          access:
            'Get a copy of what we keep about you: Download my data on the My account page prepares one zip file with a readable file for each part of the site and a README that explains them; we e-mail you when it is ready, and only you can download it, for {{exportHours}} hours. You can also ask by writing to us through the Contact Us page, and we answer within one month.',
          rectification:
            'Correct it: change your profile yourself under Edit Profile, and write to us about anything you cannot change yourself.',
          erasure: 'Have it erased: Delete my account on the My account page (see above).',
          objection:
            'Object to or restrict how we use your data, or take what you gave us to another service: write to us.',
          complaint:
            'Complain to a data protection authority: Datatilsynet in Norway or the Personal Data Protection Committee (PDPC) in Thailand.',
        },
      },
      transfers: {
        heading: 'Thailand and Norway',
        paragraphs: {
          regions:
            'Because the site connects Thailand and Norway, your data is handled in both regions. We protect such transfers with the safeguards the PDPA and the GDPR require.',
        },
      },
      storage: {
        heading: 'Cookies and local storage',
        paragraphs: {
          noCookies: 'We use no advertising or tracking cookies and no third-party analytics.',
          localStorage:
            "Your browser's local storage keeps your login session, which logging out removes, the language you chose, and a random id of your browser that lets you past a lock strangers caused. Nothing else is stored on your device.",
        },
      },
      security: {
        heading: 'Security',
        paragraphs: {
          measures:
            'Connections to the site are encrypted, passwords are stored only as hashes, and only administrators can see receipts, selfies and reports. If a breach puts your data at risk, we will tell you and the authorities as the law requires.',
        },
      },
      changes: {
        heading: 'Changes to this policy',
        paragraphs: {
          notice:
            'We may update this policy. The date at the top shows the latest version. When the Terms or this policy change, we tell you what changed and ask you to accept the new version the next time you log in; you can read every version you accepted on the My account page.',
        },
      },
      contact: {
        heading: 'Contact',
        paragraphs: {
          how: 'Questions, or want to use one of your rights? Write to us through the Contact Us page. We answer without undue delay, within a month at the latest.',
        },
        link: 'Contact Us',
      },
    },
  },
  th: {
    title: 'นโยบายความเป็นส่วนตัว',
    updated: 'ปรับปรุงล่าสุดเมื่อ 7 ธันวาคม 2569',
    intro:
      'การหาคู่หมายถึงการแบ่งปันเรื่องส่วนตัว นโยบายนี้อธิบายว่าเราเก็บข้อมูลอะไรของคุณและเพราะเหตุใด ใครเป็นผู้จัดการข้อมูล เราเก็บไว้นานเท่าใด จะเกิดอะไรขึ้นเมื่อคุณลบบัญชี และคุณมีสิทธิ์อะไรบ้าง',
    sections: {
      controller: {
        heading: 'เราคือใคร',
        paragraphs: {
          who: 'หาคู่ไทย–นอร์เวย์เป็นผู้ดำเนินงานเว็บไซต์นี้และเป็นผู้ควบคุมข้อมูลส่วนบุคคล กล่าวคือ เราเป็นผู้ตัดสินใจว่าเว็บไซต์จะเก็บข้อมูลส่วนบุคคลใดและเพื่ออะไร และเรารับผิดชอบข้อมูลนั้นตาม PDPA และ GDPR',
        },
      },
      processors: {
        heading: 'ผู้ประมวลผลข้อมูลแทนเรา',
        paragraphs: {
          intro:
            'ผู้ให้บริการบางรายจัดการข้อมูลในนามของเรา โดยทำตามคำสั่งของเราเท่านั้น และนำข้อมูลของคุณไปใช้เพื่อวัตถุประสงค์ของตนเองไม่ได้:',
        },
        points: {
          hosting:
            'ผู้ให้บริการโฮสติ้ง: เซิร์ฟเวอร์ที่ใช้รันเว็บไซต์ ฐานข้อมูล และพื้นที่จัดเก็บไฟล์สำหรับรูปภาพ เซลฟี่ยืนยันตัวตน และสลิปการโอนเงิน',
          mail: 'ผู้ให้บริการอีเมล: นำส่งอีเมลที่เราส่งถึงคุณ เช่น ลิงก์ยืนยันอีเมล ลิงก์รีเซ็ตรหัสผ่าน และการแจ้งเตือน',
          payments:
            'การชำระเงิน: คุณชำระเงินด้วยการโอนผ่านพร้อมเพย์ ธนาคารของคุณและธนาคารของเราดำเนินการโอนตามเงื่อนไขของธนาคารเอง เราเห็นเพียงคำสั่งซื้อและสลิปที่คุณอัปโหลด',
          noSale:
            'เราไม่ขายข้อมูลของคุณและไม่แบ่งปันกับผู้โฆษณา เราจะให้ข้อมูลแก่หน่วยงานรัฐเฉพาะเมื่อกฎหมายกำหนดหรือเพื่อแจ้งความเกี่ยวกับอาชญากรรม',
        },
      },
      data: {
        heading: 'ข้อมูลที่เราเก็บและเหตุผล',
        paragraphs: { intro: 'เราเก็บเฉพาะข้อมูลที่เว็บไซต์จำเป็นต้องใช้ และทุกอย่างมีเหตุผล:' },
        points: {
          account:
            'บัญชีและการเข้าสู่ระบบ: ชื่อผู้ใช้ อีเมล ภาษาที่คุณเลือก และรหัสผ่าน ซึ่งเก็บในรูปแบบแฮชทางเดียวที่ไม่มีใครอ่านได้ และฉบับของข้อกำหนดและนโยบายนี้ที่คุณยอมรับ พร้อมเวลาที่ยอมรับ เราต้องใช้ข้อมูลเหล่านี้เพื่อสร้างบัญชีและให้คุณเข้าสู่ระบบได้',
          profile:
            'โปรไฟล์: สิ่งที่คุณกรอกในโปรไฟล์ทั้งสี่ส่วน เช่น ชื่อ วันเกิด เพศ ประเทศ อาชีพ ข้อมูลส่วนตัว สิ่งที่ชอบ ข้อมูลการนัดพบ และข้อมูลการติดต่อ รวมถึงช่องที่คุณซ่อนไว้ นี่คือข้อมูลที่สมาชิกคนอื่นใช้ค้นหาและอ่าน',
          special:
            'ข้อมูลอ่อนไหว: โปรไฟล์จะถามเชื้อชาติและศาสนาในข้อมูลส่วนตัว และรสนิยมทางเพศและความคิดเห็นทางการเมืองในสิ่งที่ชอบ หากคุณต้องการตอบ เราจะเก็บคำตอบเหล่านี้ก็ต่อเมื่อคุณทำเครื่องหมายในช่องให้ความยินยอมที่อยู่เหนือคำถามในขั้นตอนนั้น และเราบันทึกความยินยอมนั้นพร้อมฉบับของข้อความ ภาษา และเวลาที่คุณให้ความยินยอม คำตอบเหล่านี้แสดงให้สมาชิกที่ดูโปรไฟล์ของคุณเห็นเช่นเดียวกับส่วนอื่นของโปรไฟล์ ยกเว้นช่องที่คุณซ่อนด้วยซ่อนจากผู้อื่น และศาสนาที่คุณซ่อนไว้จะไม่ถูกค้นพบด้วยการค้นหา คุณถอนความยินยอมได้ทุกเมื่อที่ โปรไฟล์ของฉัน → ความเป็นส่วนตัว แล้วคำตอบทั้งสี่จะถูกลบทันที รวมถึงสำเนาที่ใช้ในการค้นหา',
          photos:
            'รูปภาพและการยืนยันตัวตน: รูปโปรไฟล์ที่คุณอัปโหลด สูงสุดสามรูป และเซลฟี่ที่คุณส่งเพื่อรับเครื่องหมายยืนยันตัวตน ซึ่งมีเพียงผู้ดูแลระบบที่เห็นและใช้เปรียบเทียบกับรูปของคุณ',
          activity:
            'การใช้งานเว็บไซต์: คนที่คุณแสดงความสนใจ การจับคู่ สมาชิกที่คุณบล็อก ข้อความของคุณ รายงานที่คุณส่งหรือที่มีผู้รายงานเกี่ยวกับคุณ และการแจ้งเตือน สิ่งเหล่านี้คือตัวบริการเอง ส่วนรายงานและการบล็อกช่วยให้สมาชิกปลอดภัย',
          billing:
            'การชำระเงิน: คำสั่งซื้อ สมาชิกภาพ และสลิปที่คุณอัปโหลด พร้อมลายนิ้วมือดิจิทัลของสลิปแต่ละใบ เพื่อไม่ให้สลิปใบเดียวถูกใช้ชำระซ้ำ เราต้องใช้ข้อมูลเหล่านี้เพื่อให้สิทธิ์ตามที่คุณชำระ และกฎหมายการบัญชีกำหนดให้เราเก็บไว้',
          security:
            'ความปลอดภัย: เซสชันการเข้าสู่ระบบ การเข้าสู่ระบบที่ไม่สำเร็จ อุปกรณ์ที่คุณเคยใช้เข้าสู่ระบบ (เก็บเป็นรหัสสุ่มที่แฮชแล้ว) และที่อยู่ IP ของคุณในช่วงสั้น ๆ เพื่อจำกัดจำนวนครั้งที่ลอง ข้อมูลเหล่านี้ปกป้องบัญชีของคุณไม่ให้ถูกผู้อื่นยึด และปกป้องเว็บไซต์จากการใช้งานในทางที่ผิด',
        },
      },
      visibility: {
        heading: 'ใครเห็นอะไรได้บ้าง',
        points: {
          members: 'สมาชิกที่เข้าสู่ระบบจะเห็นโปรไฟล์และรูปภาพของคุณ ยกเว้นช่องที่คุณซ่อนไว้ ซึ่งจะแสดงเป็น [ซ่อน]',
          contactDetails:
            'ข้อมูลการติดต่อของคุณจะแสดงเฉพาะกับสมาชิกที่มีสมาชิกภาพอยู่และคุณได้ตอบรับความสนใจของเขาแล้วเท่านั้น',
          receipts: 'สลิปและข้อมูลการชำระเงินจะเห็นได้เฉพาะผู้ดูแลระบบของเราเท่านั้น',
          admins:
            'ผู้ดูแลระบบเห็นเฉพาะข้อมูลที่จำเป็นต่อการช่วยเหลือคุณ ตรวจสอบการชำระเงิน และจัดการรายงาน ทุกการดำเนินการของผู้ดูแลระบบจะถูกบันทึกไว้',
        },
      },
      bases: {
        heading: 'ฐานทางกฎหมาย',
        paragraphs: {
          intro:
            'ตาม GDPR และพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล (PDPA) ของไทย การใช้ข้อมูลของคุณทุกครั้งต้องมีฐานทางกฎหมาย ฐานของเรามีดังนี้:',
        },
        points: {
          contract:
            'สัญญา – GDPR มาตรา 6(1)(b) และ PDPA มาตรา 24(3): เพื่อให้บริการที่คุณสมัครไว้ ได้แก่ บัญชี โปรไฟล์ การจับคู่ ข้อความ และสมาชิกภาพ',
          legal:
            'หน้าที่ตามกฎหมาย – GDPR มาตรา 6(1)(c) และ PDPA มาตรา 24(6): เพื่อเก็บหลักฐานทางบัญชีของคำสั่งซื้อ สมาชิกภาพ และสลิปตามที่กฎหมายการบัญชีกำหนด',
          safety:
            'ประโยชน์โดยชอบด้วยกฎหมาย – GDPR มาตรา 6(1)(f) และ PDPA มาตรา 24(5): เพื่อดูแลความปลอดภัยของสมาชิกและเว็บไซต์ ได้แก่ การตรวจสอบเนื้อหา รายงานและการบล็อก การตรวจหาการหลอกลวงและโปรไฟล์ปลอม และการจำกัดการเข้าสู่ระบบ',
          special:
            'ข้อมูลอ่อนไหว (เชื้อชาติ ศาสนา รสนิยมทางเพศ ความคิดเห็นทางการเมือง) – ความยินยอมโดยชัดแจ้งของคุณ ตาม GDPR มาตรา 9(2)(a) และ PDPA มาตรา 26: ให้ไว้ในขั้นตอนของโปรไฟล์ที่ถามข้อมูลเหล่านี้ และคุณถอนได้ทุกเมื่อที่ โปรไฟล์ของฉัน → ความเป็นส่วนตัว การถอนความยินยอมไม่ทำให้สิ่งที่เราทำไปก่อนหน้านั้นไม่ชอบด้วยกฎหมาย แต่นับจากนั้นเราจะไม่เก็บคำตอบเหล่านี้อีก',
        },
      },
      retention: {
        heading: 'ระยะเวลาการเก็บข้อมูล',
        paragraphs: { intro: 'เราเก็บข้อมูลไว้เท่าที่จำเป็นเท่านั้น:' },
        points: {
          account:
            'บัญชี โปรไฟล์ รูปภาพ และการใช้งานเว็บไซต์ของคุณ: ตราบเท่าที่บัญชีของคุณยังอยู่ ส่วนสิ่งที่เกิดขึ้นเมื่อคุณลบบัญชี ดูได้ในหัวข้อถัดไป',
          sessions:
            'การเข้าสู่ระบบแต่ละครั้งใช้ได้ {{sessionHours}} ชั่วโมง หลังจากนั้นคุณต้องเข้าสู่ระบบใหม่ การออกจากระบบจะสิ้นสุดเซสชันทันที',
          links:
            'ลิงก์รีเซ็ตรหัสผ่านใช้ได้ {{resetMinutes}} นาที และลิงก์ยืนยันอีเมลใช้ได้ {{confirmHours}} ชั่วโมง ลิงก์ละครั้งเดียว เราเก็บเพียงค่าแฮชของลิงก์',
          logins:
            'รหัสผ่านที่ผิดจะถูกนับรวมเพื่อล็อกบัญชีภายในช่วง {{failureMinutes}} นาที ส่วนประวัติการล็อกครั้งก่อน ๆ จะถูกลืมเมื่อผ่านไป {{locksHours}} ชั่วโมงหลังการล็อกครั้งล่าสุดสิ้นสุดลง',
          devices:
            'อุปกรณ์ที่คุณเคยใช้เข้าสู่ระบบจะถูกจดจำไว้ในรูปรหัสสุ่มที่แฮชแล้ว เป็นเวลา {{deviceDays}} วันนับจากการเข้าสู่ระบบครั้งล่าสุด เพื่อให้คุณยังเข้าสู่ระบบได้แม้คนแปลกหน้าทำให้บัญชีของคุณถูกล็อก',
          uploads: 'รูปภาพ เซลฟี่ หรือสลิปที่คุณอัปโหลดไว้แต่ไม่ได้นำไปใช้ จะถูกลบหลังจาก {{uploadHours}} ชั่วโมง',
          events:
            'ข้อความแจ้งที่ระบบต่าง ๆ ของเราส่งถึงกันเกี่ยวกับการเปลี่ยนแปลง (เช่น มีการลบบัญชี) เก็บไว้ {{eventDays}} วัน เพื่อให้ระบบที่เคยหยุดทำงานตามทันได้ ส่วนการอัปเดตไปยังแท็บเบราว์เซอร์ที่คุณเปิดไว้เก็บไว้ {{liveHours}} ชั่วโมง',
          billing:
            'คำสั่งซื้อ สมาชิกภาพ และสลิป: ตลอดเวลาที่บัญชีของคุณยังอยู่ และหลังจากลบบัญชีแล้วอีก {{billingYears}} ปีนับจากสิ้นปีของแต่ละคำสั่งซื้อ ตามที่กฎหมายการบัญชีกำหนด จากนั้นจะถูกลบ',
        },
      },
      deletion: {
        heading: 'เมื่อคุณลบบัญชี',
        paragraphs: {
          intro: 'คุณลบบัญชีได้เองด้วย "ลบบัญชีของฉัน" ในหน้าบัญชีของฉัน',
        },
        points: {
          grace:
            'คุณมีเวลา {{graceDays}} วันในการเปลี่ยนใจ เพียงเข้าสู่ระบบแล้วเลือก "เก็บบัญชีของฉันไว้" ก็จะไม่มีสิ่งใดถูกลบ',
          erased:
            'เมื่อครบ {{graceDays}} วัน เราจะลบบัญชี โปรไฟล์ รูปภาพและเซลฟี่ยืนยันตัวตน ความสนใจและการจับคู่ การบล็อก การแจ้งเตือน และเซสชันการเข้าสู่ระบบของคุณ และอีเมลของคุณจะนำไปสมัครบัญชีใหม่ได้',
          conversations:
            'สมาชิกที่เคยคุยกับคุณยังเห็นบทสนทนาอยู่ แต่คุณจะแสดงเป็น "สมาชิกที่ลบบัญชีแล้ว" และข้อความของคุณแต่ละข้อความจะแสดงเป็น "ข้อความถูกลบ"',
          reports:
            'รายงานเกี่ยวกับคุณและผลการพิจารณาของผู้ดูแลจะถูกเก็บไว้โดยไม่มีชื่อของคุณ แต่ใช้นามแฝงแบบสุ่มแทน เพื่อให้ผู้ดูแลยังตรวจสอบย้อนหลังได้ว่าเกิดอะไรขึ้น',
          billing:
            'คำสั่งซื้อ สมาชิกภาพ และสลิปของคุณจะถูกเก็บภายใต้นามแฝงนั้นเป็นเวลา {{billingYears}} ปีนับจากสิ้นปีของแต่ละคำสั่งซื้อ ตามที่กฎหมายการบัญชีกำหนด แล้วจึงถูกลบ',
        },
      },
      rights: {
        heading: 'สิทธิ์ของคุณ',
        paragraphs: { intro: 'คุณเป็นผู้ตัดสินใจเกี่ยวกับข้อมูลของคุณเอง คุณสามารถ:' },
        points: {
          access:
            'ขอสำเนาข้อมูลที่เราเก็บเกี่ยวกับคุณ: ดาวน์โหลดข้อมูลของฉันในหน้าบัญชีของฉันจะเตรียมไฟล์ zip หนึ่งไฟล์ ซึ่งมีไฟล์ที่อ่านได้สำหรับแต่ละส่วนของเว็บไซต์และไฟล์ README ที่อธิบายไฟล์เหล่านั้น เราจะส่งอีเมลถึงคุณเมื่อพร้อม และมีเพียงคุณที่ดาวน์โหลดได้ภายใน {{exportHours}} ชั่วโมง หรือคุณจะเขียนถึงเราผ่านหน้าติดต่อเราก็ได้ แล้วเราจะตอบภายในหนึ่งเดือน',
          rectification:
            'แก้ไขข้อมูล: แก้ไขโปรไฟล์ได้เองในหน้าแก้ไขโปรไฟล์ และเขียนถึงเราสำหรับสิ่งที่คุณแก้ไขเองไม่ได้',
          erasure: 'ลบข้อมูล: ใช้ "ลบบัญชีของฉัน" ในหน้าบัญชีของฉัน (ดูหัวข้อด้านบน)',
          objection:
            'คัดค้านหรือขอให้จำกัดการใช้ข้อมูลของคุณ หรือขอรับข้อมูลที่คุณให้ไว้เพื่อนำไปใช้กับบริการอื่น: เขียนถึงเรา',
          complaint:
            'ร้องเรียนต่อหน่วยงานคุ้มครองข้อมูล ได้แก่ สำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคล (สคส.) ในประเทศไทย หรือ Datatilsynet ในนอร์เวย์',
        },
      },
      transfers: {
        heading: 'ประเทศไทยและนอร์เวย์',
        paragraphs: {
          regions:
            'เนื่องจากเว็บไซต์เชื่อมต่อประเทศไทยกับนอร์เวย์ ข้อมูลของคุณจึงถูกจัดการในทั้งสองภูมิภาค เราคุ้มครองการส่งข้อมูลดังกล่าวด้วยมาตรการที่ PDPA และ GDPR กำหนด',
        },
      },
      storage: {
        heading: 'คุกกี้และพื้นที่จัดเก็บในเบราว์เซอร์',
        paragraphs: {
          noCookies: 'เราไม่ใช้คุกกี้เพื่อการโฆษณาหรือการติดตาม และไม่ใช้บริการวิเคราะห์ของบุคคลภายนอก',
          localStorage:
            'พื้นที่จัดเก็บในเบราว์เซอร์ของคุณเก็บเซสชันการเข้าสู่ระบบ ซึ่งจะถูกลบเมื่อคุณออกจากระบบ ภาษาที่คุณเลือก และรหัสสุ่มของเบราว์เซอร์ที่ช่วยให้คุณเข้าสู่ระบบได้เมื่อคนแปลกหน้าทำให้บัญชีถูกล็อก ไม่มีการเก็บข้อมูลอื่นบนอุปกรณ์ของคุณ',
        },
      },
      security: {
        heading: 'ความปลอดภัย',
        paragraphs: {
          measures:
            'การเชื่อมต่อกับเว็บไซต์มีการเข้ารหัส รหัสผ่านเก็บในรูปแบบแฮชเท่านั้น และมีเพียงผู้ดูแลระบบที่เห็นสลิป เซลฟี่ และรายงานได้ หากเกิดเหตุละเมิดที่ทำให้ข้อมูลของคุณมีความเสี่ยง เราจะแจ้งคุณและหน่วยงานที่เกี่ยวข้องตามที่กฎหมายกำหนด',
        },
      },
      changes: {
        heading: 'การเปลี่ยนแปลงนโยบาย',
        paragraphs: {
          notice:
            'เราอาจปรับปรุงนโยบายนี้ วันที่ด้านบนแสดงฉบับล่าสุด เมื่อข้อกำหนดหรือนโยบายนี้เปลี่ยนแปลง เราจะบอกคุณว่ามีอะไรเปลี่ยน และขอให้คุณยอมรับฉบับใหม่เมื่อคุณเข้าสู่ระบบครั้งถัดไป คุณอ่านทุกฉบับที่คุณยอมรับได้ที่หน้าบัญชีของฉัน',
        },
      },
      contact: {
        heading: 'การติดต่อ',
        paragraphs: {
          how: 'มีคำถาม หรือต้องการใช้สิทธิ์ของคุณ? เขียนถึงเราผ่านหน้าติดต่อเรา เราจะตอบโดยไม่ชักช้า และอย่างช้าภายในหนึ่งเดือน',
        },
        link: 'ติดต่อเรา',
      },
    },
  },
  no: {
    title: 'Personvernerklæring',
    updated: 'Sist oppdatert 7. desember 2026',
    intro:
      'Å lete etter en partner betyr å dele personlige ting. Denne erklæringen forklarer hva vi lagrer om deg og hvorfor, hvem som behandler det, hvor lenge vi lagrer det, hva som skjer når du sletter kontoen, og hvilke rettigheter du har.',
    sections: {
      controller: {
        heading: 'Hvem vi er',
        paragraphs: {
          who: 'Thai-norsk dating driver dette nettstedet og er behandlingsansvarlig: Vi bestemmer hvilke personopplysninger nettstedet lagrer og hvorfor, og vi står ansvarlige for dem etter PDPA og GDPR.',
        },
      },
      processors: {
        heading: 'Hvem som behandler opplysninger for oss',
        paragraphs: {
          intro:
            'Noen få leverandører behandler opplysninger på våre vegne. De gjør det bare etter våre instrukser og kan ikke bruke opplysningene dine til egne formål:',
        },
        points: {
          hosting:
            'Drift: serverne som kjører nettstedet, databasene og lagringen der bilder, verifiseringsselfier og kvitteringer ligger.',
          mail: 'E-post: en e-postleverandør leverer e-postene vi sender deg, som bekreftelseslenker, lenker for nytt passord og varsler.',
          payments:
            'Betaling: Du betaler med bankoverføring via PromptPay. Banken din og banken vår behandler overføringen etter egne vilkår; vi ser bare bestillingen og kvitteringen du laster opp.',
          noSale:
            'Vi selger aldri opplysningene dine og deler dem ikke med annonsører. Vi gir dem til myndighetene bare når loven krever det eller for å anmelde en forbrytelse.',
        },
      },
      data: {
        heading: 'Hva vi lagrer og hvorfor',
        paragraphs: { intro: 'Vi lagrer bare det nettstedet trenger, og alt har en grunn:' },
        points: {
          account:
            'Konto og innlogging: brukernavnet, e-postadressen, språket du valgte og passordet, som bare lagres som en enveis-hash som ingen kan lese, og hvilke versjoner av vilkårene og denne erklæringen du har godtatt, og når. Vi trenger dem for å gi deg en konto og la deg logge inn.',
          profile:
            'Profil: det du skriver i de fire profildelene – som navn, fødselsdato, kjønn, land, yrke, personlig informasjon, favoritter, dateinformasjon og kontaktopplysninger – og hvilke felt du har skjult. Det er dette andre medlemmer søker etter og leser.',
          special:
            'Sensitive opplysninger: Profilen spør, om du vil svare, om etnisitet og religion under Personlig informasjon og om seksuell legning og politisk syn under Favoritter. Vi lagrer svarene bare når du krysser av i samtykkeboksen over dem i det steget, og vi registrerer samtykket med versjonen av teksten, språket og når du ga det. Som resten av profilen vises disse svarene for medlemmene som ser profilen din, bortsett fra dem du skjuler med «Skjul for andre»; en religion du skjuler, blir heller ikke funnet i søk. Du kan når som helst trekke samtykket tilbake under Min profil → Personvern: alle fire svarene slettes med en gang, også søkets kopi.',
          photos:
            'Bilder og verifisering: de inntil tre profilbildene du laster opp, og selfien du sender for å få verifisert-merket. Den ser bare administratorene våre, som sammenligner den med bildene dine.',
          activity:
            'Bruk av nettstedet: hvem du har vist interesse for, matchene dine, medlemmer du har blokkert, meldingene dine, rapporter du har sendt eller som er sendt om deg, og varslene dine. Dette er selve tjenesten, og rapporter og blokkeringer holder medlemmene trygge.',
          billing:
            'Betalinger: bestillinger, medlemskap og kvitteringene du laster opp, med et digitalt fingeravtrykk av hver kvittering, slik at én kvittering ikke kan betale to ganger. Vi trenger dem for å gi deg det du har betalt for, og regnskapsreglene krever at vi tar vare på dem.',
          security:
            'Sikkerhet: innloggingsøktene dine, mislykkede innlogginger, enhetene du har logget inn fra (som en hashet tilfeldig id) og, for en kort stund, IP-adressen din for å begrense forsøk. Det beskytter kontoen din mot å bli overtatt og nettstedet mot misbruk.',
        },
      },
      visibility: {
        heading: 'Hvem ser hva',
        points: {
          members:
            'Innloggede medlemmer ser profilen og bildene dine, bortsett fra feltene du har skjult, som vises som [Skjult].',
          contactDetails:
            'Kontaktopplysningene dine vises bare for medlemmer med aktivt abonnement som du har svart på interessen til.',
          receipts: 'Kvitteringer og betalinger ses bare av administratorene våre.',
          admins:
            'Administratorer ser det de trenger for å hjelpe deg, kontrollere betalinger og behandle rapporter. Hver handling en administrator gjør, blir registrert.',
        },
      },
      bases: {
        heading: 'Rettslig grunnlag',
        paragraphs: {
          intro:
            'Etter GDPR og Thailands personopplysningslov (PDPA) må all bruk av opplysningene dine ha et rettslig grunnlag. Våre er:',
        },
        points: {
          contract:
            'Avtale – GDPR art. 6 nr. 1 bokstav b, PDPA seksjon 24(3): for å levere tjenesten du har meldt deg på: konto, profil, matcher, meldinger og medlemskap.',
          legal:
            'Rettslig plikt – GDPR art. 6 nr. 1 bokstav c, PDPA seksjon 24(6): for å oppbevare regnskapsopplysningene om bestillinger, medlemskap og kvitteringer som regnskapsreglene krever.',
          safety:
            'Berettiget interesse – GDPR art. 6 nr. 1 bokstav f, PDPA seksjon 24(5): for å holde medlemmene og nettstedet trygge: moderering, rapporter og blokkeringer, avsløring av svindel og falske profiler, og grenser for innlogging.',
          special:
            'Sensitive opplysninger (etnisitet, religion, seksuell legning, politisk syn) – ditt uttrykkelige samtykke, GDPR art. 9 nr. 2 bokstav a, PDPA seksjon 26: gitt i profilsteget som spør om dem, og du kan trekke det tilbake når som helst under Min profil → Personvern. Å trekke samtykket gjør ikke det vi gjorde før, ulovlig, men fra da av lagrer vi ingen av disse svarene.',
        },
      },
      retention: {
        heading: 'Hvor lenge vi lagrer det',
        paragraphs: { intro: 'Vi lagrer ingenting lenger enn nødvendig:' },
        points: {
          account:
            'Konto, profil, bilder og det du gjør på nettstedet: så lenge kontoen din finnes. Hva som skjer når du sletter den, står i neste del.',
          sessions:
            'En innlogging varer i {{sessionHours}} timer; deretter logger du inn på nytt. Logger du ut, avsluttes den med en gang.',
          links:
            'En lenke for nytt passord virker i {{resetMinutes}} minutter og en lenke for å bekrefte e-postadressen i {{confirmHours}} timer, hver bare én gang. Vi lagrer bare en hash av lenken.',
          logins:
            'Feil passord telles sammen mot å låse kontoen i {{failureMinutes}} minutter; tidligere låsinger glemmes {{locksHours}} timer etter at den siste tok slutt.',
          devices:
            'En enhet du har logget inn fra, huskes som en hashet tilfeldig id i {{deviceDays}} dager etter siste innlogging, slik at du fortsatt kommer inn når fremmede har fått kontoen din låst.',
          uploads:
            'Et bilde, en selfie eller en kvittering du har lastet opp, men aldri tatt i bruk, slettes etter {{uploadHours}} timer.',
          events:
            'Beskjeder tjenestene våre sender hverandre om endringer (for eksempel at en konto er slettet), lagres i {{eventDays}} dager, slik at en tjeneste som har vært nede, kan ta igjen det den gikk glipp av; oppdateringer til nettleserfanene du har åpne, lagres i {{liveHours}} timer.',
          billing:
            'Bestillinger, medlemskap og kvitteringer: så lenge kontoen finnes og, når den er slettet, i {{billingYears}} år etter utgangen av året for hver bestilling, fordi regnskapsreglene krever det; deretter slettes de.',
        },
      },
      deletion: {
        heading: 'Når du sletter kontoen',
        paragraphs: {
          intro: 'Du kan slette kontoen selv med «Slett kontoen min» på siden Kontoen min.',
        },
        points: {
          grace:
            'Du har {{graceDays}} dager på å ombestemme deg: Logg inn og velg «Behold kontoen min», så slettes ingenting.',
          erased:
            'Etter disse {{graceDays}} dagene sletter vi kontoen, profilen, bildene og verifiseringsselfiene, interessene og matchene, blokkeringene, varslene og innloggingsøktene dine, og e-postadressen din kan brukes til en ny konto.',
          conversations:
            'Medlemmer du har skrevet med, beholder samtalen, men du vises som «Slettet medlem» og hver av meldingene dine som «melding fjernet».',
          reports:
            'Rapporter om deg og moderatorenes avgjørelser beholdes uten navnet ditt, under et tilfeldig pseudonym, slik at modereringen fortsatt kan se hva som skjedde.',
          billing:
            'Bestillingene, medlemskapene og kvitteringene dine oppbevares under dette pseudonymet i {{billingYears}} år etter utgangen av året for hver bestilling, slik regnskapsreglene krever, og slettes deretter.',
        },
      },
      rights: {
        heading: 'Dine rettigheter',
        paragraphs: { intro: 'Du bestemmer over dine egne opplysninger. Du kan:' },
        points: {
          access:
            'Få en kopi av det vi har lagret om deg: «Last ned dataene mine» på siden Min konto gjør klar én zip-fil med en lesbar fil for hver del av nettstedet og en README som forklarer dem; vi sender deg en e-post når den er klar, og bare du kan laste den ned, i {{exportHours}} timer. Du kan også be om det ved å skrive til oss via Kontakt oss-siden, og vi svarer innen én måned.',
          rectification:
            'Rette dem: Endre profilen selv under Rediger profil, og skriv til oss om det du ikke kan endre selv.',
          erasure: 'Få dem slettet: «Slett kontoen min» på siden Kontoen min (se over).',
          objection:
            'Protestere mot eller begrense hvordan vi bruker opplysningene dine, eller ta med deg det du har gitt oss, til en annen tjeneste: Skriv til oss.',
          complaint:
            'Klage til en personvernmyndighet: Datatilsynet i Norge eller Personal Data Protection Committee (PDPC) i Thailand.',
        },
      },
      transfers: {
        heading: 'Thailand og Norge',
        paragraphs: {
          regions:
            'Fordi nettstedet forbinder Thailand og Norge, behandles opplysningene dine i begge regioner. Vi beskytter slike overføringer med de garantiene PDPA og GDPR krever.',
        },
      },
      storage: {
        heading: 'Informasjonskapsler og lokal lagring',
        paragraphs: {
          noCookies:
            'Vi bruker ingen informasjonskapsler for reklame eller sporing og ingen analyseverktøy fra tredjeparter.',
          localStorage:
            'Nettleserens lokale lagring tar vare på innloggingsøkten din, som fjernes når du logger ut, språket du har valgt og en tilfeldig id for nettleseren som slipper deg forbi en lås fremmede har forårsaket. Ingenting annet lagres på enheten din.',
        },
      },
      security: {
        heading: 'Sikkerhet',
        paragraphs: {
          measures:
            'Forbindelsen til nettstedet er kryptert, passord lagres bare som hash, og bare administratorer kan se kvitteringer, selfier og rapporter. Setter et brudd opplysningene dine i fare, varsler vi deg og myndighetene slik loven krever.',
        },
      },
      changes: {
        heading: 'Endringer i erklæringen',
        paragraphs: {
          notice:
            'Vi kan oppdatere denne erklæringen. Datoen øverst viser siste versjon. Når vilkårene eller denne erklæringen endres, forteller vi deg hva som er endret og ber deg godta den nye versjonen neste gang du logger inn; du kan lese alle versjonene du har godtatt, på siden Min konto.',
        },
      },
      contact: {
        heading: 'Kontakt',
        paragraphs: {
          how: 'Har du spørsmål, eller vil du bruke en av rettighetene dine? Skriv til oss via siden Kontakt oss. Vi svarer uten ugrunnet opphold og senest innen en måned.',
        },
        link: 'Kontakt oss',
      },
    },
  },
};

addTranslations(privacyOutline.namespace, privacyTranslations);
