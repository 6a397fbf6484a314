import { addTranslations, type Translations } from '@dating/portal';
import type { PolicyOutline } from './outline';

export const termsOutline: PolicyOutline = {
  namespace: 'terms',
  sections: [
    { id: 'agreement', paragraphs: ['use', 'related'], points: [] },
    { id: 'eligibility', paragraphs: ['intro'], points: ['adult', 'single', 'honest'] },
    {
      id: 'conduct',
      paragraphs: ['intro'],
      points: [
        'noScams',
        'noMoney',
        'noHarassment',
        'noContactDetails',
        'oneAccount',
        'noBusiness',
      ],
    },
    {
      id: 'subscriptions',
      paragraphs: ['intro'],
      points: ['promptPay', 'approval', 'noRenewal', 'refunds'],
    },
    {
      id: 'moderation',
      paragraphs: ['intro'],
      points: ['photos', 'texts', 'deactivate', 'authorities'],
    },
    { id: 'liability', paragraphs: ['meetingPlace', 'service', 'limit'], points: [] },
    { id: 'changes', paragraphs: ['notice'], points: [] },
    { id: 'law', paragraphs: ['thailand'], points: [] },
    { id: 'contact', paragraphs: ['questions'], points: [], link: '/contact' },
  ],
};

/** Terms & Conditions, namespace `terms`. */
export const termsTranslations: Translations = {
  en: {
    title: 'Terms & Conditions',
    updated: 'Last updated 24 November 2026',
    intro:
      'These terms are the agreement between you and Thai Norwegian Dating. They exist to keep the site honest and safe for everyone who is looking for a serious relationship between Thailand and Norway.',
    sections: {
      agreement: {
        heading: 'Using the site',
        paragraphs: {
          use: 'By registering or using the site you accept these terms. If you do not accept them, please do not use the site.',
          related:
            'How we handle your personal data is described in our Privacy Policy, and our advice for meeting people safely is on the Dating Securely page.',
        },
      },
      eligibility: {
        heading: 'Who may join',
        paragraphs: { intro: 'You may become a member only if:' },
        points: {
          adult: 'you are at least 18 years old;',
          single:
            'you are single – not married or in a relationship – and looking for a serious partner;',
          honest:
            'everything in your profile is true, and your photos are recent photos of yourself.',
        },
      },
      conduct: {
        heading: 'What members agree to',
        paragraphs: { intro: 'As a member you agree that you will:' },
        points: {
          noScams:
            'never deceive other members, pretend to be someone else or take part in any kind of scam;',
          noMoney:
            'never ask another member for money, gifts, loans, investments or bank details, for any reason;',
          noHarassment:
            'treat others with respect: no harassment, threats, insults, hate or sexual content;',
          noContactDetails:
            'not write phone numbers, e-mail addresses, Line, WhatsApp or Facebook ids or links in your name, caption or other profile texts;',
          oneAccount: 'have only one account, used by you alone;',
          noBusiness: 'not use the site for advertising, marriage agencies or any other business.',
        },
      },
      subscriptions: {
        heading: 'Subscriptions and payment',
        paragraphs: {
          intro:
            'A subscription lets you see the contact details of members who responded to your interest. Browsing, searching and showing interest are free.',
        },
        points: {
          promptPay:
            'You pay by bank transfer to the PromptPay number (QR code) shown on My Package, and upload the receipt of your transfer.',
          approval:
            'An administrator checks the receipt. Your subscription starts when it is approved; if a receipt is rejected, we tell you why.',
          noRenewal:
            'A subscription ends on its end date. It is never renewed automatically and we never charge you without a new transfer from you.',
          refunds:
            'An approved subscription is not refunded, unless Thai consumer law gives you that right or we deactivated your account by mistake.',
        },
      },
      moderation: {
        heading: 'What we may do',
        paragraphs: {
          intro:
            'To protect members we review reports, photos and profile texts. Without notice we may:',
        },
        points: {
          photos: 'remove photos that are not of you, are offensive or break these terms;',
          texts:
            'refuse or remove profile texts that contain contact details or break these terms;',
          deactivate:
            'deactivate the account of a member who breaks these terms; you will be told the reason and logged out, and a running subscription is not refunded;',
          authorities:
            'pass information about suspected fraud, threats or abuse of minors to the police.',
        },
      },
      liability: {
        heading: 'Liability',
        paragraphs: {
          meetingPlace:
            'We are a meeting place. We do not check the background of members and cannot guarantee that what they write is true. You are responsible for what you share and for the people you choose to meet.',
          service:
            'We do our best to keep the site running, but it may sometimes be unavailable or contain errors, and we may change or end parts of the service.',
          limit:
            'As far as the law allows, we are not liable for indirect losses or for the acts of other members, and our total liability is limited to what you paid for your current subscription.',
        },
      },
      changes: {
        heading: 'Changes to these terms',
        paragraphs: {
          notice:
            'We may change these terms. The date at the top shows the latest version; important changes are announced on the site before they take effect. If you keep using the site, you accept the new terms.',
        },
      },
      law: {
        heading: 'Governing law',
        paragraphs: {
          thailand:
            'These terms are governed by the laws of the Kingdom of Thailand, and disputes are settled by the courts of Thailand. This does not take away any rights you have as a consumer under the law of the country where you live.',
        },
      },
      contact: {
        heading: 'Contact',
        paragraphs: { questions: 'Questions about these terms? Write to us.' },
        link: 'Contact Us',
      },
    },
  },
  th: {
    title: 'ข้อกำหนดและเงื่อนไข',
    updated: 'ปรับปรุงล่าสุดเมื่อ 24 พฤศจิกายน 2569',
    intro:
      'ข้อกำหนดนี้เป็นข้อตกลงระหว่างคุณกับหาคู่ไทย–นอร์เวย์ มีไว้เพื่อให้เว็บไซต์ซื่อตรงและปลอดภัยสำหรับทุกคนที่มองหาความสัมพันธ์อย่างจริงจังระหว่างไทยและนอร์เวย์',
    sections: {
      agreement: {
        heading: 'การใช้เว็บไซต์',
        paragraphs: {
          use: 'เมื่อคุณสมัครสมาชิกหรือใช้เว็บไซต์ ถือว่าคุณยอมรับข้อกำหนดนี้ หากคุณไม่ยอมรับ กรุณาอย่าใช้เว็บไซต์',
          related:
            'วิธีที่เราดูแลข้อมูลส่วนบุคคลของคุณอธิบายไว้ในนโยบายความเป็นส่วนตัว และคำแนะนำในการพบปะผู้คนอย่างปลอดภัยอยู่ในหน้าหาคู่อย่างปลอดภัย',
        },
      },
      eligibility: {
        heading: 'ใครสมัครสมาชิกได้',
        paragraphs: { intro: 'คุณจะเป็นสมาชิกได้เฉพาะเมื่อ:' },
        points: {
          adult: 'คุณมีอายุอย่างน้อย 18 ปี',
          single: 'คุณเป็นโสด ไม่ได้แต่งงานหรือมีคนรักอยู่แล้ว และกำลังมองหาคู่อย่างจริงจัง',
          honest: 'ข้อมูลทุกอย่างในโปรไฟล์เป็นความจริง และรูปภาพเป็นรูปล่าสุดของคุณเอง',
        },
      },
      conduct: {
        heading: 'สิ่งที่สมาชิกตกลง',
        paragraphs: { intro: 'ในฐานะสมาชิก คุณตกลงว่าจะ:' },
        points: {
          noScams: 'ไม่หลอกลวงสมาชิกคนอื่น ไม่แอบอ้างเป็นบุคคลอื่น และไม่มีส่วนร่วมในการหลอกลวงใด ๆ',
          noMoney: 'ไม่ขอเงิน ของขวัญ เงินกู้ การลงทุน หรือข้อมูลบัญชีธนาคารจากสมาชิกคนอื่น ไม่ว่าด้วยเหตุผลใด',
          noHarassment: 'ปฏิบัติต่อผู้อื่นด้วยความเคารพ ไม่คุกคาม ข่มขู่ ดูหมิ่น แสดงความเกลียดชัง หรือส่งเนื้อหาทางเพศ',
          noContactDetails:
            'ไม่เขียนหมายเลขโทรศัพท์ อีเมล ไอดี Line, WhatsApp หรือ Facebook หรือลิงก์ ไว้ในชื่อ คำบรรยาย หรือข้อความอื่นในโปรไฟล์',
          oneAccount: 'มีบัญชีเพียงบัญชีเดียว และใช้งานโดยคุณคนเดียว',
          noBusiness: 'ไม่ใช้เว็บไซต์เพื่อโฆษณา ธุรกิจจัดหาคู่แต่งงาน หรือธุรกิจอื่นใด',
        },
      },
      subscriptions: {
        heading: 'สมาชิกภาพและการชำระเงิน',
        paragraphs: {
          intro:
            'สมาชิกภาพช่วยให้คุณเห็นข้อมูลการติดต่อของสมาชิกที่ตอบรับความสนใจของคุณ การดูโปรไฟล์ การค้นหา และการแสดงความสนใจใช้งานได้ฟรี',
        },
        points: {
          promptPay:
            'คุณชำระเงินด้วยการโอนเข้าหมายเลขพร้อมเพย์ (คิวอาร์โค้ด) ที่แสดงในหน้าแพ็กเกจของฉัน แล้วอัปโหลดสลิปการโอนเงิน',
          approval:
            'ผู้ดูแลระบบจะตรวจสอบสลิป สมาชิกภาพของคุณจะเริ่มเมื่อได้รับการอนุมัติ หากสลิปถูกปฏิเสธ เราจะแจ้งเหตุผลให้คุณทราบ',
          noRenewal:
            'สมาชิกภาพสิ้นสุดในวันหมดอายุ ไม่มีการต่ออายุอัตโนมัติ และเราจะไม่เรียกเก็บเงินจากคุณโดยที่คุณไม่ได้โอนเงินใหม่',
          refunds:
            'สมาชิกภาพที่อนุมัติแล้วไม่สามารถขอคืนเงินได้ เว้นแต่กฎหมายคุ้มครองผู้บริโภคของไทยให้สิทธิ์นั้นแก่คุณ หรือเราระงับบัญชีของคุณโดยผิดพลาด',
        },
      },
      moderation: {
        heading: 'สิ่งที่เราอาจดำเนินการ',
        paragraphs: {
          intro:
            'เพื่อปกป้องสมาชิก เราตรวจสอบรายงาน รูปภาพ และข้อความในโปรไฟล์ โดยเราอาจดำเนินการต่อไปนี้โดยไม่ต้องแจ้งล่วงหน้า:',
        },
        points: {
          photos: 'ลบรูปภาพที่ไม่ใช่รูปของคุณ ไม่เหมาะสม หรือขัดต่อข้อกำหนดนี้',
          texts: 'ปฏิเสธหรือลบข้อความในโปรไฟล์ที่มีข้อมูลการติดต่อหรือขัดต่อข้อกำหนดนี้',
          deactivate:
            'ระงับบัญชีของสมาชิกที่ละเมิดข้อกำหนดนี้ โดยคุณจะได้รับแจ้งเหตุผลและถูกออกจากระบบ และจะไม่มีการคืนเงินค่าสมาชิกภาพที่ยังไม่หมดอายุ',
          authorities: 'ส่งข้อมูลเกี่ยวกับการฉ้อโกง การข่มขู่ หรือการล่วงละเมิดผู้เยาว์ที่น่าสงสัยให้แก่ตำรวจ',
        },
      },
      liability: {
        heading: 'ความรับผิด',
        paragraphs: {
          meetingPlace:
            'เราเป็นพื้นที่พบปะ เราไม่ได้ตรวจสอบประวัติของสมาชิก และไม่สามารถรับประกันว่าสิ่งที่สมาชิกเขียนเป็นความจริง คุณต้องรับผิดชอบต่อสิ่งที่คุณแบ่งปันและต่อบุคคลที่คุณเลือกจะพบ',
          service:
            'เราพยายามอย่างเต็มที่ให้เว็บไซต์ใช้งานได้ตลอด แต่บางครั้งอาจใช้งานไม่ได้หรือมีข้อผิดพลาด และเราอาจเปลี่ยนแปลงหรือยุติบางส่วนของบริการ',
          limit:
            'เท่าที่กฎหมายอนุญาต เราไม่รับผิดต่อความเสียหายทางอ้อมหรือการกระทำของสมาชิกคนอื่น และความรับผิดทั้งหมดของเราจำกัดไม่เกินจำนวนเงินที่คุณชำระสำหรับสมาชิกภาพปัจจุบัน',
        },
      },
      changes: {
        heading: 'การเปลี่ยนแปลงข้อกำหนด',
        paragraphs: {
          notice:
            'เราอาจเปลี่ยนแปลงข้อกำหนดนี้ วันที่ด้านบนแสดงฉบับล่าสุด การเปลี่ยนแปลงที่สำคัญจะประกาศบนเว็บไซต์ก่อนมีผลบังคับใช้ หากคุณยังคงใช้เว็บไซต์ต่อไป ถือว่าคุณยอมรับข้อกำหนดใหม่',
        },
      },
      law: {
        heading: 'กฎหมายที่ใช้บังคับ',
        paragraphs: {
          thailand:
            'ข้อกำหนดนี้อยู่ภายใต้กฎหมายแห่งราชอาณาจักรไทย และข้อพิพาทจะได้รับการพิจารณาโดยศาลไทย ทั้งนี้ไม่ตัดสิทธิ์ใด ๆ ที่คุณมีในฐานะผู้บริโภคตามกฎหมายของประเทศที่คุณอาศัยอยู่',
        },
      },
      contact: {
        heading: 'ติดต่อ',
        paragraphs: { questions: 'มีคำถามเกี่ยวกับข้อกำหนดนี้ใช่ไหม เขียนถึงเราได้' },
        link: 'ติดต่อเรา',
      },
    },
  },
  no: {
    title: 'Vilkår og betingelser',
    updated: 'Sist oppdatert 24. november 2026',
    intro:
      'Disse vilkårene er avtalen mellom deg og Thai-norsk dating. De skal holde nettstedet ærlig og trygt for alle som ønsker et seriøst forhold mellom Thailand og Norge.',
    sections: {
      agreement: {
        heading: 'Bruk av nettstedet',
        paragraphs: {
          use: 'Når du registrerer deg eller bruker nettstedet, godtar du disse vilkårene. Hvis du ikke godtar dem, ber vi deg la være å bruke nettstedet.',
          related:
            'Hvordan vi behandler personopplysningene dine, står i personvernerklæringen, og rådene våre for å møte folk trygt finner du på siden Trygg dating.',
        },
      },
      eligibility: {
        heading: 'Hvem kan bli medlem',
        paragraphs: { intro: 'Du kan bare bli medlem hvis:' },
        points: {
          adult: 'du er minst 18 år;',
          single: 'du er singel – ikke gift eller i et forhold – og søker en seriøs partner;',
          honest: 'alt i profilen din er sant, og bildene er nye bilder av deg selv.',
        },
      },
      conduct: {
        heading: 'Hva medlemmer forplikter seg til',
        paragraphs: { intro: 'Som medlem forplikter du deg til å:' },
        points: {
          noScams:
            'aldri lure andre medlemmer, utgi deg for å være noen andre eller delta i noen form for svindel;',
          noMoney:
            'aldri be et annet medlem om penger, gaver, lån, investeringer eller bankopplysninger, uansett grunn;',
          noHarassment:
            'behandle andre med respekt: ingen trakassering, trusler, fornærmelser, hat eller seksuelt innhold;',
          noContactDetails:
            'ikke skrive telefonnumre, e-postadresser, Line-, WhatsApp- eller Facebook-id-er eller lenker i navnet, bildeteksten eller andre profiltekster;',
          oneAccount: 'bare ha én konto, som bare du bruker;',
          noBusiness:
            'ikke bruke nettstedet til reklame, ekteskapsbyråer eller annen næringsvirksomhet.',
        },
      },
      subscriptions: {
        heading: 'Abonnement og betaling',
        paragraphs: {
          intro:
            'Et abonnement lar deg se kontaktopplysningene til medlemmer som har svart på interessen din. Å se på profiler, søke og vise interesse er gratis.',
        },
        points: {
          promptPay:
            'Du betaler med bankoverføring til PromptPay-nummeret (QR-kode) som vises på Min pakke, og laster opp kvitteringen for overføringen.',
          approval:
            'En administrator kontrollerer kvitteringen. Abonnementet starter når det er godkjent; blir en kvittering avvist, forteller vi deg hvorfor.',
          noRenewal:
            'Et abonnement slutter på sluttdatoen. Det fornyes aldri automatisk, og vi belaster deg aldri uten en ny overføring fra deg.',
          refunds:
            'Et godkjent abonnement refunderes ikke, med mindre thailandsk forbrukerlovgivning gir deg rett til det eller vi har deaktivert kontoen din ved en feil.',
        },
      },
      moderation: {
        heading: 'Hva vi kan gjøre',
        paragraphs: {
          intro:
            'For å beskytte medlemmene går vi gjennom rapporter, bilder og profiltekster. Uten varsel kan vi:',
        },
        points: {
          photos: 'fjerne bilder som ikke er av deg, er støtende eller bryter disse vilkårene;',
          texts:
            'avvise eller fjerne profiltekster som inneholder kontaktopplysninger eller bryter disse vilkårene;',
          deactivate:
            'deaktivere kontoen til et medlem som bryter disse vilkårene; du får vite grunnen og blir logget ut, og et løpende abonnement refunderes ikke;',
          authorities:
            'gi politiet opplysninger om mistenkt svindel, trusler eller overgrep mot mindreårige.',
        },
      },
      liability: {
        heading: 'Ansvar',
        paragraphs: {
          meetingPlace:
            'Vi er en møteplass. Vi sjekker ikke medlemmenes bakgrunn og kan ikke garantere at det de skriver, er sant. Du er selv ansvarlig for hva du deler og for hvem du velger å møte.',
          service:
            'Vi gjør vårt beste for at nettstedet skal fungere, men det kan av og til være utilgjengelig eller inneholde feil, og vi kan endre eller avslutte deler av tjenesten.',
          limit:
            'Så langt loven tillater, er vi ikke ansvarlige for indirekte tap eller for andre medlemmers handlinger, og vårt samlede ansvar er begrenset til det du har betalt for ditt nåværende abonnement.',
        },
      },
      changes: {
        heading: 'Endringer i vilkårene',
        paragraphs: {
          notice:
            'Vi kan endre disse vilkårene. Datoen øverst viser siste versjon; viktige endringer varsles på nettstedet før de trer i kraft. Fortsetter du å bruke nettstedet, godtar du de nye vilkårene.',
        },
      },
      law: {
        heading: 'Lovvalg',
        paragraphs: {
          thailand:
            'Disse vilkårene er underlagt lovene i Kongeriket Thailand, og tvister avgjøres av thailandske domstoler. Dette tar ikke fra deg rettigheter du har som forbruker etter loven i landet der du bor.',
        },
      },
      contact: {
        heading: 'Kontakt',
        paragraphs: { questions: 'Spørsmål om vilkårene? Skriv til oss.' },
        link: 'Kontakt oss',
      },
    },
  },
};

addTranslations(termsOutline.namespace, termsTranslations);
