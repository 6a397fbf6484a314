import { addTranslations, type Translations } from '@dating/portal';
import type { PolicyOutline } from './outline';

export const privacyOutline: PolicyOutline = {
  namespace: 'privacy',
  sections: [
    { id: 'controller', paragraphs: ['who'], points: [] },
    {
      id: 'data',
      paragraphs: ['intro'],
      points: ['account', 'profile', 'photos', 'receipts', 'interest', 'logins'],
    },
    {
      id: 'purposes',
      paragraphs: ['intro'],
      points: ['service', 'subscriptions', 'safety', 'security', 'messages'],
    },
    {
      id: 'visibility',
      paragraphs: [],
      points: ['members', 'contactDetails', 'receipts', 'admins', 'providers', 'noSale'],
    },
    { id: 'retention', paragraphs: [], points: ['account', 'receipts', 'logins', 'reports'] },
    {
      id: 'rights',
      paragraphs: ['intro', 'how'],
      points: ['access', 'correction', 'deletion', 'objection', 'portability', 'complaint'],
      link: '/contact',
    },
    { id: 'laws', paragraphs: ['pdpa', 'gdpr', 'transfers'], points: [] },
    { id: 'storage', paragraphs: ['noCookies', 'localStorage'], points: [] },
    { id: 'security', paragraphs: ['measures'], points: [] },
    { id: 'changes', paragraphs: ['notice'], points: [] },
  ],
};

/** Privacy Policy, namespace `privacy`. */
export const privacyTranslations: Translations = {
  en: {
    title: 'Privacy Policy',
    updated: 'Last updated 24 November 2026',
    intro:
      'Looking for a partner means sharing personal things. This policy explains what we keep about you, why, who can see it, how long we keep it and what rights you have.',
    sections: {
      controller: {
        heading: 'Who is responsible',
        paragraphs: {
          who: 'Thai Norwegian Dating is responsible for the personal data handled on this site. You reach us through the Contact Us page.',
        },
      },
      data: {
        heading: 'What we keep',
        paragraphs: { intro: 'We keep only what the site needs:' },
        points: {
          account:
            'Account: username, e-mail address, your chosen language and your password, stored only as a one-way hash that nobody can read.',
          profile:
            'Profile: what you write in the four profile sections, such as name, birthday, gender, country, occupation, caption, personal information, favourites, date information and contact details, and which fields you have hidden.',
          photos: 'Photos: the up to three photos you upload.',
          receipts:
            'Payments: your orders, the transfer receipts you upload and your subscription periods.',
          interest:
            'Interest and safety: whom you showed interest in, matches and ignored members, members you blocked and reports you made or that were made about you.',
          logins:
            'Login records: when you logged in and requests to reset your password, kept to protect your account.',
        },
      },
      purposes: {
        heading: 'Why we keep it',
        paragraphs: { intro: 'We use your data only to:' },
        points: {
          service: 'run your account, show your profile and let members search and match;',
          subscriptions: 'check payments and give subscribers the access they paid for;',
          safety:
            'keep members safe: handle reports and blocks, find scams and fake profiles, and enforce our Terms & Conditions;',
          security: 'protect accounts and the site against misuse;',
          messages:
            'send you the e-mails the service needs, such as password reset links and answers about your subscription.',
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
          providers:
            'Companies that host the site and deliver our e-mails handle data only on our behalf and under our instructions.',
          noSale:
            'We never sell your data and do not share it with advertisers. We give it to authorities only when the law requires it or to report a crime.',
        },
      },
      retention: {
        heading: 'How long we keep it',
        points: {
          account:
            'Account, profile and photos: as long as your account exists. When you ask us to delete your account, they are deleted within 30 days.',
          receipts:
            'Orders and receipts: five years after the payment, because accounting law requires it.',
          logins: 'Login records and password reset requests: 12 months.',
          reports:
            'Reports and moderation decisions: up to two years after a case is closed, so that people who were removed cannot simply return.',
        },
      },
      rights: {
        heading: 'Your rights',
        paragraphs: {
          intro: 'You decide over your own data. You have the right to:',
          how: 'You can correct most of your profile yourself under Edit Profile and hide fields from others. For everything else, write to us through the Contact Us page; we answer within 30 days.',
        },
        points: {
          access: 'get a copy of the data we keep about you;',
          correction: 'have wrong or incomplete data corrected;',
          deletion: 'have your account and data deleted;',
          objection: 'object to or restrict how we use your data, and withdraw a consent you gave;',
          portability: 'receive the data you gave us in a common, machine-readable format;',
          complaint:
            'complain to the data protection authority: the Personal Data Protection Committee in Thailand, or Datatilsynet in Norway.',
        },
        link: 'Contact Us',
      },
      laws: {
        heading: 'PDPA and GDPR',
        paragraphs: {
          pdpa: "We follow Thailand's Personal Data Protection Act B.E. 2562 (2019), the PDPA.",
          gdpr: 'For members in Norway and the rest of the EEA we also follow the General Data Protection Regulation (GDPR). We handle your data to deliver the service you signed up for, to meet legal duties such as accounting, and in our legitimate interest in keeping members safe.',
          transfers:
            'Because the site connects Thailand and Norway, your data is handled in both regions. We protect such transfers with the safeguards these laws require.',
        },
      },
      storage: {
        heading: 'Cookies and local storage',
        paragraphs: {
          noCookies: 'We use no advertising or tracking cookies and no third-party analytics.',
          localStorage:
            "Your browser's local storage keeps your login session, which is removed when you log out, and the language you chose. Nothing else is stored on your device.",
        },
      },
      security: {
        heading: 'Security',
        paragraphs: {
          measures:
            'Connections to the site are encrypted, passwords are stored only as hashes, and only administrators can see receipts and reports. If a breach puts your data at risk, we will tell you and the authorities as the law requires.',
        },
      },
      changes: {
        heading: 'Changes to this policy',
        paragraphs: {
          notice:
            'We may update this policy. The date at the top shows the latest version, and important changes are announced on the site.',
        },
      },
    },
  },
  th: {
    title: 'นโยบายความเป็นส่วนตัว',
    updated: 'ปรับปรุงล่าสุดเมื่อ 24 พฤศจิกายน 2569',
    intro:
      'การหาคู่หมายถึงการแบ่งปันเรื่องส่วนตัว นโยบายนี้อธิบายว่าเราเก็บข้อมูลอะไรของคุณ เพราะเหตุใด ใครเห็นข้อมูลได้บ้าง เราเก็บไว้นานเท่าใด และคุณมีสิทธิ์อะไรบ้าง',
    sections: {
      controller: {
        heading: 'ผู้รับผิดชอบข้อมูล',
        paragraphs: {
          who: 'หาคู่ไทย–นอร์เวย์เป็นผู้ควบคุมข้อมูลส่วนบุคคลที่ใช้บนเว็บไซต์นี้ คุณติดต่อเราได้ผ่านหน้าติดต่อเรา',
        },
      },
      data: {
        heading: 'ข้อมูลที่เราเก็บ',
        paragraphs: { intro: 'เราเก็บเฉพาะข้อมูลที่เว็บไซต์จำเป็นต้องใช้:' },
        points: {
          account: 'บัญชี: ชื่อผู้ใช้ อีเมล ภาษาที่คุณเลือก และรหัสผ่าน ซึ่งเก็บในรูปแบบแฮชทางเดียวที่ไม่มีใครอ่านได้',
          profile:
            'โปรไฟล์: สิ่งที่คุณกรอกในโปรไฟล์ทั้งสี่ส่วน เช่น ชื่อ วันเกิด เพศ ประเทศ อาชีพ คำบรรยาย ข้อมูลส่วนตัว สิ่งที่ชอบ ข้อมูลการนัดพบ และข้อมูลการติดต่อ รวมถึงช่องที่คุณซ่อนไว้',
          photos: 'รูปภาพ: รูปภาพที่คุณอัปโหลด สูงสุดสามรูป',
          receipts: 'การชำระเงิน: คำสั่งซื้อ สลิปการโอนเงินที่คุณอัปโหลด และช่วงเวลาสมาชิกภาพของคุณ',
          interest:
            'ความสนใจและความปลอดภัย: คนที่คุณแสดงความสนใจ การจับคู่และสมาชิกที่คุณเพิกเฉย สมาชิกที่คุณบล็อก และรายงานที่คุณส่งหรือที่มีผู้รายงานเกี่ยวกับคุณ',
          logins: 'ประวัติการเข้าสู่ระบบ: เวลาที่คุณเข้าสู่ระบบและคำขอรีเซ็ตรหัสผ่าน เก็บไว้เพื่อปกป้องบัญชีของคุณ',
        },
      },
      purposes: {
        heading: 'เหตุผลที่เราเก็บข้อมูล',
        paragraphs: { intro: 'เราใช้ข้อมูลของคุณเพื่อ:' },
        points: {
          service: 'ดูแลบัญชีของคุณ แสดงโปรไฟล์ และให้สมาชิกค้นหาและจับคู่กันได้',
          subscriptions: 'ตรวจสอบการชำระเงินและให้สิทธิ์ตามที่สมาชิกชำระไว้',
          safety:
            'ดูแลความปลอดภัยของสมาชิก: จัดการรายงานและการบล็อก ตรวจหาการหลอกลวงและโปรไฟล์ปลอม และบังคับใช้ข้อกำหนดและเงื่อนไข',
          security: 'ปกป้องบัญชีและเว็บไซต์จากการใช้งานในทางที่ผิด',
          messages: 'ส่งอีเมลที่จำเป็นต่อบริการ เช่น ลิงก์รีเซ็ตรหัสผ่านและคำตอบเกี่ยวกับสมาชิกภาพของคุณ',
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
          providers:
            'บริษัทที่ให้บริการโฮสต์เว็บไซต์และส่งอีเมลของเราจัดการข้อมูลในนามของเราและตามคำสั่งของเราเท่านั้น',
          noSale:
            'เราไม่ขายข้อมูลของคุณและไม่แบ่งปันกับผู้โฆษณา เราจะให้ข้อมูลแก่หน่วยงานรัฐเฉพาะเมื่อกฎหมายกำหนดหรือเพื่อแจ้งความเกี่ยวกับอาชญากรรม',
        },
      },
      retention: {
        heading: 'ระยะเวลาการเก็บข้อมูล',
        points: {
          account: 'บัญชี โปรไฟล์ และรูปภาพ: ตราบเท่าที่บัญชีของคุณยังอยู่ เมื่อคุณขอให้ลบบัญชี ข้อมูลจะถูกลบภายใน 30 วัน',
          receipts: 'คำสั่งซื้อและสลิป: ห้าปีหลังการชำระเงิน ตามที่กฎหมายการบัญชีกำหนด',
          logins: 'ประวัติการเข้าสู่ระบบและคำขอรีเซ็ตรหัสผ่าน: 12 เดือน',
          reports: 'รายงานและผลการพิจารณา: ไม่เกินสองปีหลังปิดเรื่อง เพื่อไม่ให้ผู้ที่ถูกนำออกจากเว็บไซต์กลับมาได้ง่าย ๆ',
        },
      },
      rights: {
        heading: 'สิทธิ์ของคุณ',
        paragraphs: {
          intro: 'คุณเป็นผู้ตัดสินใจเกี่ยวกับข้อมูลของคุณเอง คุณมีสิทธิ์:',
          how: 'คุณแก้ไขโปรไฟล์ส่วนใหญ่ได้เองในหน้าแก้ไขโปรไฟล์ และซ่อนช่องต่าง ๆ จากผู้อื่นได้ สำหรับเรื่องอื่นทั้งหมด กรุณาเขียนถึงเราผ่านหน้าติดต่อเรา เราจะตอบภายใน 30 วัน',
        },
        points: {
          access: 'ขอสำเนาข้อมูลที่เราเก็บเกี่ยวกับคุณ',
          correction: 'ขอให้แก้ไขข้อมูลที่ไม่ถูกต้องหรือไม่ครบถ้วน',
          deletion: 'ขอให้ลบบัญชีและข้อมูลของคุณ',
          objection: 'คัดค้านหรือขอให้จำกัดการใช้ข้อมูลของคุณ และถอนความยินยอมที่เคยให้ไว้',
          portability: 'ขอรับข้อมูลที่คุณให้ไว้ในรูปแบบที่ใช้กันทั่วไปและอ่านได้ด้วยเครื่อง',
          complaint:
            'ร้องเรียนต่อหน่วยงานคุ้มครองข้อมูล ได้แก่ สำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคลในประเทศไทย หรือ Datatilsynet ในนอร์เวย์',
        },
        link: 'ติดต่อเรา',
      },
      laws: {
        heading: 'PDPA และ GDPR',
        paragraphs: {
          pdpa: 'เราปฏิบัติตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 (PDPA) ของประเทศไทย',
          gdpr: 'สำหรับสมาชิกในนอร์เวย์และประเทศอื่นในเขตเศรษฐกิจยุโรป (EEA) เรายังปฏิบัติตามระเบียบคุ้มครองข้อมูลส่วนบุคคลทั่วไป (GDPR) ด้วย เราใช้ข้อมูลของคุณเพื่อให้บริการที่คุณสมัครไว้ เพื่อปฏิบัติตามหน้าที่ทางกฎหมาย เช่น การบัญชี และเพื่อประโยชน์โดยชอบในการดูแลความปลอดภัยของสมาชิก',
          transfers:
            'เนื่องจากเว็บไซต์เชื่อมต่อประเทศไทยกับนอร์เวย์ ข้อมูลของคุณจึงถูกจัดการในทั้งสองภูมิภาค เราคุ้มครองการส่งข้อมูลดังกล่าวด้วยมาตรการที่กฎหมายเหล่านี้กำหนด',
        },
      },
      storage: {
        heading: 'คุกกี้และพื้นที่จัดเก็บในเบราว์เซอร์',
        paragraphs: {
          noCookies: 'เราไม่ใช้คุกกี้เพื่อการโฆษณาหรือการติดตาม และไม่ใช้บริการวิเคราะห์ของบุคคลภายนอก',
          localStorage:
            'พื้นที่จัดเก็บในเบราว์เซอร์ของคุณเก็บเซสชันการเข้าสู่ระบบ ซึ่งจะถูกลบเมื่อคุณออกจากระบบ และภาษาที่คุณเลือก ไม่มีการเก็บข้อมูลอื่นบนอุปกรณ์ของคุณ',
        },
      },
      security: {
        heading: 'ความปลอดภัย',
        paragraphs: {
          measures:
            'การเชื่อมต่อกับเว็บไซต์มีการเข้ารหัส รหัสผ่านเก็บในรูปแบบแฮชเท่านั้น และมีเพียงผู้ดูแลระบบที่เห็นสลิปและรายงานได้ หากเกิดเหตุละเมิดที่ทำให้ข้อมูลของคุณมีความเสี่ยง เราจะแจ้งคุณและหน่วยงานที่เกี่ยวข้องตามที่กฎหมายกำหนด',
        },
      },
      changes: {
        heading: 'การเปลี่ยนแปลงนโยบาย',
        paragraphs: {
          notice: 'เราอาจปรับปรุงนโยบายนี้ วันที่ด้านบนแสดงฉบับล่าสุด และการเปลี่ยนแปลงที่สำคัญจะประกาศบนเว็บไซต์',
        },
      },
    },
  },
  no: {
    title: 'Personvernerklæring',
    updated: 'Sist oppdatert 24. november 2026',
    intro:
      'Å lete etter en partner betyr å dele personlige ting. Denne erklæringen forklarer hva vi lagrer om deg, hvorfor, hvem som kan se det, hvor lenge vi lagrer det og hvilke rettigheter du har.',
    sections: {
      controller: {
        heading: 'Hvem som er ansvarlig',
        paragraphs: {
          who: 'Thai-norsk dating er behandlingsansvarlig for personopplysningene på dette nettstedet. Du når oss via siden Kontakt oss.',
        },
      },
      data: {
        heading: 'Hva vi lagrer',
        paragraphs: { intro: 'Vi lagrer bare det nettstedet trenger:' },
        points: {
          account:
            'Konto: brukernavn, e-postadresse, språket du har valgt og passordet ditt, som bare lagres som en enveis hash som ingen kan lese.',
          profile:
            'Profil: det du skriver i de fire profildelene, som navn, fødselsdato, kjønn, land, yrke, bildetekst, personlig informasjon, favoritter, dateinformasjon og kontaktopplysninger, og hvilke felt du har skjult.',
          photos: 'Bilder: de inntil tre bildene du laster opp.',
          receipts:
            'Betalinger: bestillingene dine, kvitteringene du laster opp og abonnementsperiodene dine.',
          interest:
            'Interesse og sikkerhet: hvem du har vist interesse for, matcher og medlemmer du har ignorert, medlemmer du har blokkert og rapporter du har sendt eller som er sendt om deg.',
          logins:
            'Innlogginger: når du logget inn og forespørsler om å tilbakestille passordet, lagret for å beskytte kontoen din.',
        },
      },
      purposes: {
        heading: 'Hvorfor vi lagrer det',
        paragraphs: { intro: 'Vi bruker opplysningene dine bare til å:' },
        points: {
          service: 'drive kontoen din, vise profilen din og la medlemmer søke og matche;',
          subscriptions: 'kontrollere betalinger og gi abonnenter tilgangen de har betalt for;',
          safety:
            'holde medlemmene trygge: behandle rapporter og blokkeringer, avsløre svindel og falske profiler og håndheve vilkårene og betingelsene våre;',
          security: 'beskytte kontoer og nettstedet mot misbruk;',
          messages:
            'sende deg e-postene tjenesten trenger, som lenker for å tilbakestille passordet og svar om abonnementet ditt.',
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
          providers:
            'Selskaper som drifter nettstedet og leverer e-postene våre, behandler opplysninger bare på våre vegne og etter våre instrukser.',
          noSale:
            'Vi selger aldri opplysningene dine og deler dem ikke med annonsører. Vi gir dem til myndighetene bare når loven krever det eller for å anmelde en forbrytelse.',
        },
      },
      retention: {
        heading: 'Hvor lenge vi lagrer det',
        points: {
          account:
            'Konto, profil og bilder: så lenge kontoen din finnes. Når du ber oss slette kontoen, slettes de innen 30 dager.',
          receipts:
            'Bestillinger og kvitteringer: fem år etter betalingen, fordi regnskapsreglene krever det.',
          logins: 'Innlogginger og forespørsler om nytt passord: 12 måneder.',
          reports:
            'Rapporter og moderasjonsavgjørelser: inntil to år etter at en sak er avsluttet, slik at personer som er fjernet, ikke bare kan komme tilbake.',
        },
      },
      rights: {
        heading: 'Dine rettigheter',
        paragraphs: {
          intro: 'Du bestemmer over dine egne opplysninger. Du har rett til å:',
          how: 'Det meste av profilen kan du rette selv under Rediger profil, og du kan skjule felt for andre. For alt annet skriver du til oss via siden Kontakt oss; vi svarer innen 30 dager.',
        },
        points: {
          access: 'få en kopi av opplysningene vi har om deg;',
          correction: 'få rettet feil eller ufullstendige opplysninger;',
          deletion: 'få slettet kontoen og opplysningene dine;',
          objection:
            'protestere mot eller begrense hvordan vi bruker opplysningene dine, og trekke tilbake et samtykke du har gitt;',
          portability:
            'få utlevert opplysningene du har gitt oss, i et vanlig maskinlesbart format;',
          complaint:
            'klage til personvernmyndigheten: Datatilsynet i Norge, eller Personal Data Protection Committee i Thailand.',
        },
        link: 'Kontakt oss',
      },
      laws: {
        heading: 'PDPA og GDPR',
        paragraphs: {
          pdpa: 'Vi følger Thailands personopplysningslov, Personal Data Protection Act B.E. 2562 (2019), PDPA.',
          gdpr: 'For medlemmer i Norge og resten av EØS følger vi også personvernforordningen (GDPR). Vi behandler opplysningene dine for å levere tjenesten du har meldt deg på, for å oppfylle lovpålagte plikter som regnskap, og ut fra vår berettigede interesse i å holde medlemmene trygge.',
          transfers:
            'Fordi nettstedet forbinder Thailand og Norge, behandles opplysningene dine i begge regioner. Vi beskytter slike overføringer med de garantiene disse lovene krever.',
        },
      },
      storage: {
        heading: 'Informasjonskapsler og lokal lagring',
        paragraphs: {
          noCookies:
            'Vi bruker ingen informasjonskapsler for reklame eller sporing og ingen analyseverktøy fra tredjeparter.',
          localStorage:
            'Nettleserens lokale lagring tar vare på innloggingsøkten din, som fjernes når du logger ut, og språket du har valgt. Ingenting annet lagres på enheten din.',
        },
      },
      security: {
        heading: 'Sikkerhet',
        paragraphs: {
          measures:
            'Forbindelsen til nettstedet er kryptert, passord lagres bare som hash, og bare administratorer kan se kvitteringer og rapporter. Setter et brudd opplysningene dine i fare, varsler vi deg og myndighetene slik loven krever.',
        },
      },
      changes: {
        heading: 'Endringer i erklæringen',
        paragraphs: {
          notice:
            'Vi kan oppdatere denne erklæringen. Datoen øverst viser siste versjon, og viktige endringer varsles på nettstedet.',
        },
      },
    },
  },
};

addTranslations(privacyOutline.namespace, privacyTranslations);
