import { addTranslations, type Translations } from '@dating/portal';

/** The shell's texts, namespace `shell`. English is SPEC.md's wording where it gives one. */
export const shellTranslations: Translations = {
  en: {
    brand: 'Thai Norwegian Dating',
    header: {
      mainNavigation: 'Main navigation',
      toggleMenu: 'Menu',
      login: 'Login',
      profileMenu: 'Profile menu',
      myProfile: 'My Profile',
      myInterest: 'My Interest',
      interestMe: 'Interest me',
      matching: 'Matching',
      myPackage: 'My Package',
      blockedMembers: 'Blocked members',
      admin: 'Administration',
      logout: 'Log Out',
    },
    footer: {
      label: 'Site information',
      terms: 'Terms & Conditions',
      privacy: 'Privacy Policy',
      safety: 'Dating Securely',
      version: 'Version {{version}}',
    },
    home: {
      title: 'Find your partner between Thailand and Norway',
      subtitle: 'A meeting place for Thai and Norwegian people looking for a serious relationship.',
      registerAs: 'Register as',
      man: 'Man',
      women: 'Women',
      ladyboy: 'Ladyboy',
      transgender: 'Transgender',
      inspiration: {
        title: 'Our Inspiration',
        text1:
          'Love does not ask where you were born. Every year more Thai and Norwegian people meet, marry and build a family together, bridging two cultures more than 8,000 kilometres apart.',
        text2:
          'We started this site after seeing friends and family find happiness across that distance, and how hard it was for them to find each other honestly and safely. Here you can get to know someone at your own pace, with a profile that tells who you really are and what you are looking for.',
        text3:
          'Our wish is simple: that every member finds a kind and serious partner, and that both families welcome the love that grows between Thailand and Norway.',
      },
      membersTitle: 'New Members',
    },
    login: {
      title: 'Login',
      username: 'Username',
      password: 'Password',
      submit: 'Login',
      forgot: 'Forgot password?',
      required: 'Please fill in Username or Password',
      forgotTitle: 'Forgot password',
      forgotIntro: 'Enter the email address of your account to request a new password.',
      email: 'Email',
      emailRequired: 'Please fill in your Email',
      send: 'Submit',
      backToLogin: 'Back to login',
      resetEmailed:
        'If an account uses this e-mail address, a link to reset your password has been e-mailed to it. It arrives within a few minutes; please also look in your spam folder.',
      noAccount: 'New here?',
      register: 'Register',
      confirmTitle: 'Reset password',
      confirmText: 'Are you sure you want to submit the request to reset your password?',
    },
    notFound: {
      title: 'Oops! Page Not Be Found',
      text: 'The page you are looking for does not exist or has been moved.',
      home: 'Back to home',
    },
    placeholder: {
      soon: 'This page is being prepared.',
    },
    about: {
      title: 'About Us',
      intro:
        'Thai Norwegian Dating is a meeting place for Thai women and Norwegian men who are looking for a serious, lasting relationship. Ladyboy and transgender members are welcome too.',
      objectivesTitle: 'Our objectives',
      objectives: {
        meet: 'Help Thai and Norwegian people who want a serious relationship to find each other.',
        safety:
          'Give every member a safe place, where contact details are shared only with members who responded to their interest.',
        culture:
          'Build understanding between Thai and Norwegian culture, language and family life.',
        couples: 'Support couples on their way from the first message to a life together.',
        price: 'Keep membership affordable, with simple packages paid by bank transfer.',
      },
      registrationTitle: 'Registration',
      whoRegisters:
        'Men and women register the same way, and registering is free. A subscription lets you see the contact details of the members who answer your interest.',
      freeHelp: 'Help with registration is free. Contact us if you would like assistance.',
      contactLink: 'Contact Us',
    },
    contact: {
      title: 'Contact Us',
      intro:
        'Questions about your profile, your membership or a payment? Write to us and we will answer as soon as we can.',
      email: 'Email',
      confirmTitle: 'Confirm Email',
      confirmText: 'Do you want to send an email to {{email}}?',
    },
    update: {
      title: 'Version History',
      current: 'Current version: {{version}}',
      version: 'Version {{version}}',
      released: 'Released {{date}} (B.E.)',
    },
    updateForm: {
      title: 'Update Form',
      intro:
        'Enter the next version and what changed. The form builds the entry for the version history as JSON and copies it to the clipboard.',
      version: 'Version',
      detail: 'Detail',
      detailHint: 'One change per line.',
      versionRequired: 'Please fill in Version',
      detailRequired: 'Please fill in Detail',
      submit: 'Create JSON',
      result: 'JSON for the version history',
      copy: 'Copy to clipboard',
      created: 'Create JSON Successfully',
      copied: 'Updates copied to clipboard successfully',
      copyFailed: 'Failed to copy updates to clipboard',
    },
    preloader: {
      slowTitle: 'This is taking longer than expected',
      slowText:
        'The page did not load within 30 seconds. Please check your connection and try again.',
    },
    remote: {
      unavailableTitle: 'This page is not available right now',
      unavailableText:
        'A part of the portal could not be loaded. The rest of the site still works; please try again in a moment.',
    },
    startup: {
      title: 'The portal could not start',
      text: 'Please check your connection and try again.',
    },
  },
  th: {
    brand: 'หาคู่ไทย–นอร์เวย์',
    header: {
      mainNavigation: 'เมนูหลัก',
      toggleMenu: 'เมนู',
      login: 'เข้าสู่ระบบ',
      profileMenu: 'เมนูโปรไฟล์',
      myProfile: 'โปรไฟล์ของฉัน',
      myInterest: 'คนที่ฉันสนใจ',
      interestMe: 'คนที่สนใจฉัน',
      matching: 'จับคู่',
      myPackage: 'แพ็กเกจของฉัน',
      blockedMembers: 'สมาชิกที่ถูกบล็อก',
      admin: 'ผู้ดูแลระบบ',
      logout: 'ออกจากระบบ',
    },
    footer: {
      label: 'ข้อมูลเว็บไซต์',
      terms: 'ข้อกำหนดและเงื่อนไข',
      privacy: 'นโยบายความเป็นส่วนตัว',
      safety: 'หาคู่อย่างปลอดภัย',
      version: 'เวอร์ชัน {{version}}',
    },
    home: {
      title: 'ค้นหาคู่ของคุณระหว่างไทยและนอร์เวย์',
      subtitle: 'พื้นที่พบปะสำหรับคนไทยและคนนอร์เวย์ที่มองหาความสัมพันธ์อย่างจริงจัง',
      registerAs: 'สมัครสมาชิกในฐานะ',
      man: 'ชาย',
      women: 'หญิง',
      ladyboy: 'เลดี้บอย',
      transgender: 'คนข้ามเพศ',
      inspiration: {
        title: 'แรงบันดาลใจของเรา',
        text1:
          'ความรักไม่เคยถามว่าคุณเกิดที่ไหน ทุกปีมีคนไทยและคนนอร์เวย์มากขึ้นที่ได้พบกัน แต่งงาน และสร้างครอบครัวร่วมกัน เชื่อมสองวัฒนธรรมที่อยู่ห่างกันกว่า 8,000 กิโลเมตรเข้าไว้ด้วยกัน',
        text2:
          'เราเริ่มต้นเว็บไซต์นี้หลังจากได้เห็นเพื่อนและครอบครัวพบความสุขข้ามระยะทางนั้น และได้เห็นว่าการได้พบกันอย่างจริงใจและปลอดภัยนั้นยากเพียงใด ที่นี่คุณสามารถทำความรู้จักใครสักคนได้ตามจังหวะของคุณเอง ด้วยโปรไฟล์ที่บอกว่าคุณเป็นใครและกำลังมองหาอะไร',
        text3:
          'ความปรารถนาของเราเรียบง่าย คือให้สมาชิกทุกคนได้พบคู่ชีวิตที่อ่อนโยนและจริงจัง และให้ทั้งสองครอบครัวยินดีต้อนรับความรักที่เติบโตระหว่างประเทศไทยและนอร์เวย์',
      },
      membersTitle: 'สมาชิกใหม่',
    },
    login: {
      title: 'เข้าสู่ระบบ',
      username: 'ชื่อผู้ใช้',
      password: 'รหัสผ่าน',
      submit: 'เข้าสู่ระบบ',
      forgot: 'ลืมรหัสผ่าน?',
      required: 'กรุณากรอกชื่อผู้ใช้หรือรหัสผ่าน',
      forgotTitle: 'ลืมรหัสผ่าน',
      forgotIntro: 'กรอกอีเมลของบัญชีของคุณเพื่อขอรหัสผ่านใหม่',
      email: 'อีเมล',
      emailRequired: 'กรุณากรอกอีเมลของคุณ',
      send: 'ส่งคำขอ',
      backToLogin: 'กลับไปหน้าเข้าสู่ระบบ',
      resetEmailed:
        'หากมีบัญชีที่ใช้อีเมลนี้ เราได้ส่งลิงก์สำหรับรีเซ็ตรหัสผ่านไปทางอีเมลแล้ว ลิงก์จะมาถึงภายในไม่กี่นาที โปรดตรวจสอบโฟลเดอร์สแปมด้วย',
      noAccount: 'สมาชิกใหม่?',
      register: 'สมัครสมาชิก',
      confirmTitle: 'รีเซ็ตรหัสผ่าน',
      confirmText: 'คุณแน่ใจหรือไม่ว่าต้องการส่งคำขอรีเซ็ตรหัสผ่าน?',
    },
    notFound: {
      title: 'ขออภัย! ไม่พบหน้าที่คุณต้องการ',
      text: 'หน้าที่คุณกำลังค้นหาไม่มีอยู่หรือถูกย้ายไปแล้ว',
      home: 'กลับสู่หน้าแรก',
    },
    placeholder: {
      soon: 'หน้านี้กำลังอยู่ระหว่างการจัดทำ',
    },
    about: {
      title: 'เกี่ยวกับเรา',
      intro:
        'หาคู่ไทย–นอร์เวย์ เป็นพื้นที่พบปะสำหรับผู้หญิงไทยและผู้ชายนอร์เวย์ที่มองหาความสัมพันธ์ที่จริงจังและยั่งยืน สมาชิกเลดี้บอยและคนข้ามเพศก็ยินดีต้อนรับเช่นกัน',
      objectivesTitle: 'วัตถุประสงค์ของเรา',
      objectives: {
        meet: 'ช่วยให้คนไทยและคนนอร์เวย์ที่ต้องการความสัมพันธ์อย่างจริงจังได้พบกัน',
        safety: 'มอบพื้นที่ที่ปลอดภัยให้สมาชิกทุกคน โดยข้อมูลการติดต่อจะแสดงเฉพาะกับสมาชิกที่ตอบรับความสนใจเท่านั้น',
        culture: 'สร้างความเข้าใจระหว่างวัฒนธรรม ภาษา และชีวิตครอบครัวแบบไทยและนอร์เวย์',
        couples: 'สนับสนุนคู่รักตั้งแต่ข้อความแรกจนถึงการใช้ชีวิตร่วมกัน',
        price: 'ให้ค่าสมาชิกอยู่ในราคาที่เข้าถึงได้ ด้วยแพ็กเกจที่เรียบง่ายและชำระผ่านการโอนเงิน',
      },
      registrationTitle: 'การสมัครสมาชิก',
      whoRegisters:
        'ทั้งผู้ชายและผู้หญิงสมัครสมาชิกได้เหมือนกันและไม่มีค่าใช้จ่าย การสมัครแพ็กเกจสมาชิกช่วยให้คุณเห็นข้อมูลติดต่อของสมาชิกที่ตอบรับความสนใจของคุณ',
      freeHelp: 'บริการช่วยเหลือการสมัครสมาชิกไม่มีค่าใช้จ่าย ติดต่อเราได้หากต้องการความช่วยเหลือ',
      contactLink: 'ติดต่อเรา',
    },
    contact: {
      title: 'ติดต่อเรา',
      intro: 'มีคำถามเกี่ยวกับโปรไฟล์ สมาชิกภาพ หรือการชำระเงินใช่ไหม เขียนถึงเราได้ แล้วเราจะตอบกลับโดยเร็วที่สุด',
      email: 'อีเมล',
      confirmTitle: 'ยืนยันการส่งอีเมล',
      confirmText: 'คุณต้องการส่งอีเมลถึง {{email}} หรือไม่?',
    },
    update: {
      title: 'ประวัติเวอร์ชัน',
      current: 'เวอร์ชันปัจจุบัน: {{version}}',
      version: 'เวอร์ชัน {{version}}',
      released: 'เผยแพร่เมื่อ {{date}} (พ.ศ.)',
    },
    updateForm: {
      title: 'แบบฟอร์มอัปเดต',
      intro:
        'กรอกเวอร์ชันถัดไปและรายละเอียดการเปลี่ยนแปลง แบบฟอร์มจะสร้างข้อมูลสำหรับประวัติเวอร์ชันในรูปแบบ JSON และคัดลอกไปยังคลิปบอร์ด',
      version: 'เวอร์ชัน',
      detail: 'รายละเอียด',
      detailHint: 'หนึ่งบรรทัดต่อหนึ่งการเปลี่ยนแปลง',
      versionRequired: 'กรุณากรอกเวอร์ชัน',
      detailRequired: 'กรุณากรอกรายละเอียด',
      submit: 'สร้าง JSON',
      result: 'JSON สำหรับประวัติเวอร์ชัน',
      copy: 'คัดลอกไปยังคลิปบอร์ด',
      created: 'สร้าง JSON สำเร็จ',
      copied: 'คัดลอกการอัปเดตไปยังคลิปบอร์ดเรียบร้อยแล้ว',
      copyFailed: 'คัดลอกการอัปเดตไปยังคลิปบอร์ดไม่สำเร็จ',
    },
    preloader: {
      slowTitle: 'ใช้เวลานานกว่าที่คาดไว้',
      slowText: 'ไม่สามารถโหลดหน้านี้ได้ภายใน 30 วินาที กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
    },
    remote: {
      unavailableTitle: 'หน้านี้ยังไม่พร้อมใช้งานในขณะนี้',
      unavailableText: 'ไม่สามารถโหลดบางส่วนของเว็บไซต์ได้ ส่วนอื่นยังใช้งานได้ตามปกติ กรุณาลองใหม่อีกครั้งในภายหลัง',
    },
    startup: {
      title: 'ไม่สามารถเปิดเว็บไซต์ได้',
      text: 'กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่อีกครั้ง',
    },
  },
  no: {
    brand: 'Thai-norsk dating',
    header: {
      mainNavigation: 'Hovedmeny',
      toggleMenu: 'Meny',
      login: 'Logg inn',
      profileMenu: 'Profilmeny',
      myProfile: 'Min profil',
      myInterest: 'Min interesse',
      interestMe: 'Interessert i meg',
      matching: 'Match',
      myPackage: 'Min pakke',
      blockedMembers: 'Blokkerte medlemmer',
      admin: 'Administrasjon',
      logout: 'Logg ut',
    },
    footer: {
      label: 'Om nettstedet',
      terms: 'Vilkår og betingelser',
      privacy: 'Personvernerklæring',
      safety: 'Trygg dating',
      version: 'Versjon {{version}}',
    },
    home: {
      title: 'Finn partneren din mellom Thailand og Norge',
      subtitle: 'En møteplass for thailandske og norske mennesker som ønsker et seriøst forhold.',
      registerAs: 'Registrer deg som',
      man: 'Mann',
      women: 'Kvinne',
      ladyboy: 'Ladyboy',
      transgender: 'Transperson',
      inspiration: {
        title: 'Vår inspirasjon',
        text1:
          'Kjærligheten spør ikke hvor du er født. Hvert år møtes flere thailandske og norske mennesker, gifter seg og bygger familie sammen – en bro mellom to kulturer mer enn 8000 kilometer fra hverandre.',
        text2:
          'Vi startet dette nettstedet etter å ha sett venner og familie finne lykken over den avstanden, og hvor vanskelig det var for dem å finne hverandre på en ærlig og trygg måte. Her kan du bli kjent med noen i ditt eget tempo, med en profil som viser hvem du egentlig er og hva du leter etter.',
        text3:
          'Ønsket vårt er enkelt: at hvert medlem finner en snill og seriøs partner, og at begge familiene tar imot kjærligheten som vokser mellom Thailand og Norge.',
      },
      membersTitle: 'Nye medlemmer',
    },
    login: {
      title: 'Logg inn',
      username: 'Brukernavn',
      password: 'Passord',
      submit: 'Logg inn',
      forgot: 'Glemt passordet?',
      required: 'Vennligst fyll inn brukernavn eller passord',
      forgotTitle: 'Glemt passord',
      forgotIntro: 'Skriv inn e-postadressen til kontoen din for å be om et nytt passord.',
      email: 'E-post',
      emailRequired: 'Vennligst fyll inn e-postadressen din',
      send: 'Send',
      backToLogin: 'Tilbake til innlogging',
      resetEmailed:
        'Hvis en konto bruker denne e-postadressen, har vi sendt en lenke for å tilbakestille passordet dit på e-post. Den kommer innen noen minutter; se også i søppelpostmappen.',
      noAccount: 'Ny her?',
      register: 'Registrer deg',
      confirmTitle: 'Tilbakestill passord',
      confirmText: 'Er du sikker på at du vil sende forespørselen om å tilbakestille passordet?',
    },
    notFound: {
      title: 'Oi! Siden ble ikke funnet',
      text: 'Siden du leter etter finnes ikke eller er flyttet.',
      home: 'Tilbake til forsiden',
    },
    placeholder: {
      soon: 'Denne siden er under arbeid.',
    },
    about: {
      title: 'Om oss',
      intro:
        'Thai-norsk dating er en møteplass for thailandske kvinner og norske menn som ønsker et seriøst og varig forhold. Ladyboyer og transpersoner er også velkomne.',
      objectivesTitle: 'Våre mål',
      objectives: {
        meet: 'Hjelpe thailandske og norske mennesker som ønsker et seriøst forhold, med å finne hverandre.',
        safety:
          'Gi hvert medlem et trygt sted, der kontaktopplysninger bare deles med medlemmer som har svart på interessen.',
        culture: 'Bygge forståelse mellom thailandsk og norsk kultur, språk og familieliv.',
        couples: 'Støtte par på veien fra den første meldingen til et liv sammen.',
        price: 'Holde medlemskapet rimelig, med enkle pakker som betales med bankoverføring.',
      },
      registrationTitle: 'Registrering',
      whoRegisters:
        'Menn og kvinner registrerer seg på samme måte, og registreringen er gratis. Med et abonnement ser du kontaktopplysningene til medlemmene som svarer på interessen din.',
      freeHelp: 'Hjelp med registreringen er gratis. Kontakt oss hvis du ønsker hjelp.',
      contactLink: 'Kontakt oss',
    },
    contact: {
      title: 'Kontakt oss',
      intro:
        'Spørsmål om profilen, medlemskapet eller en betaling? Skriv til oss, så svarer vi så snart vi kan.',
      email: 'E-post',
      confirmTitle: 'Bekreft e-post',
      confirmText: 'Vil du sende en e-post til {{email}}?',
    },
    update: {
      title: 'Versjonshistorikk',
      current: 'Gjeldende versjon: {{version}}',
      version: 'Versjon {{version}}',
      released: 'Utgitt {{date}} (buddhistisk tidsregning)',
    },
    updateForm: {
      title: 'Oppdateringsskjema',
      intro:
        'Skriv inn neste versjon og hva som er endret. Skjemaet lager oppføringen til versjonshistorikken som JSON og kopierer den til utklippstavlen.',
      version: 'Versjon',
      detail: 'Detaljer',
      detailHint: 'Én endring per linje.',
      versionRequired: 'Vennligst fyll inn versjon',
      detailRequired: 'Vennligst fyll inn detaljer',
      submit: 'Lag JSON',
      result: 'JSON til versjonshistorikken',
      copy: 'Kopier til utklippstavlen',
      created: 'JSON er laget',
      copied: 'Oppdateringene er kopiert til utklippstavlen',
      copyFailed: 'Kunne ikke kopiere oppdateringene til utklippstavlen',
    },
    preloader: {
      slowTitle: 'Dette tar lengre tid enn forventet',
      slowText: 'Siden ble ikke lastet innen 30 sekunder. Sjekk tilkoblingen og prøv igjen.',
    },
    remote: {
      unavailableTitle: 'Denne siden er ikke tilgjengelig akkurat nå',
      unavailableText:
        'En del av portalen kunne ikke lastes. Resten av nettstedet fungerer; prøv igjen om litt.',
    },
    startup: {
      title: 'Portalen kunne ikke starte',
      text: 'Sjekk tilkoblingen og prøv igjen.',
    },
  },
};

export const shellNamespace = 'shell';
addTranslations(shellNamespace, shellTranslations);
