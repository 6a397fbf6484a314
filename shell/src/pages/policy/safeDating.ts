import { addTranslations, type Translations } from '@dating/portal';
import type { PolicyOutline } from './outline';

export const safeDatingOutline: PolicyOutline = {
  namespace: 'safeDating',
  sections: [
    { id: 'money', paragraphs: ['rule'], points: ['money', 'bank', 'documents', 'ourPayments'] },
    {
      id: 'scamSigns',
      paragraphs: ['intro'],
      points: ['quickLove', 'emergencies', 'investments', 'noVideo', 'leaveSite', 'story'],
    },
    { id: 'verify', paragraphs: [], points: ['videoCall', 'imageSearch', 'questions', 'time'] },
    { id: 'chats', paragraphs: ['portal'], points: [] },
    { id: 'personalData', paragraphs: [], points: ['details', 'photos', 'passwords'] },
    { id: 'meeting', paragraphs: [], points: ['public', 'friend', 'ownWay', 'travel', 'visa'] },
    { id: 'report', paragraphs: ['how', 'private'], points: [], link: '/contact' },
    {
      id: 'help',
      paragraphs: ['intro'],
      points: ['thaiTouristPolice', 'thaiPolice', 'norwayEmergency', 'norwayPolice'],
    },
  ],
};

/** Dating Securely (safe dating tips), namespace `safeDating`. */
export const safeDatingTranslations: Translations = {
  en: {
    title: 'Dating Securely',
    updated: 'Last updated 24 November 2026',
    intro:
      'Most members are here for the same reason as you: to find love. A few are not. These tips help you enjoy meeting someone from the other side of the world while keeping your heart, your money and your data safe.',
    sections: {
      money: {
        heading: 'Never send money',
        paragraphs: {
          rule: 'This is the most important rule. Someone who truly cares about you will never ask you for money.',
        },
        points: {
          money:
            'Never send money, gifts, gift cards or cryptocurrency to someone you met online, whatever the reason and however sad the story.',
          bank: 'Never share bank details, card numbers, PromptPay or banking app codes.',
          documents:
            'Never send copies of your passport, ID card or other documents that can be used to steal your identity.',
          ourPayments:
            'The only payment on this site is a subscription, paid on My Package. We never ask you to pay anyone else.',
        },
      },
      scamSigns: {
        heading: 'Signs of a romance scam',
        paragraphs: { intro: 'Be careful if someone you have not met:' },
        points: {
          quickLove:
            'declares strong love very quickly, talks about marriage after a few messages or calls you their soulmate;',
          emergencies:
            'suddenly has an emergency – a sick relative, an accident, money stuck at customs, a ticket or visa they cannot pay for;',
          investments:
            'tells you about an investment, trading app or cryptocurrency that made them rich and wants you to join;',
          noVideo: 'always finds a reason not to video call, or the camera is always "broken";',
          leaveSite: 'quickly wants to move the conversation to Line, WhatsApp or another app;',
          story: 'tells a story that changes, or has photos that look like a model or a magazine.',
        },
      },
      verify: {
        heading: 'Check that they are real',
        points: {
          videoCall:
            'Have a video call before you trust someone. A real person who is interested in you will be happy to show their face.',
          imageSearch:
            'Search for their photos with a reverse image search. Scammers often use photos stolen from others.',
          questions:
            'Ask about everyday things – their town, their work, their family – and notice if the answers do not fit.',
          time: 'Take your time. Pressure to decide fast is a warning sign.',
        },
      },
      chats: {
        heading: 'Keep the conversation on the site',
        paragraphs: {
          portal:
            'Keep in contact through this site until you know the person well. Here you can report and block them, and we can act on what happened; in private apps you are on your own.',
        },
      },
      personalData: {
        heading: 'Protect your personal data',
        points: {
          details:
            'Do not share your home address, workplace or daily routines until you have met and trust the person.',
          photos:
            'Never send intimate photos or videos. They can be used to blackmail you, and a scammer may threaten to share them.',
          passwords:
            'Use a password you use nowhere else, and never give it to anyone – we will never ask for it.',
        },
      },
      meeting: {
        heading: 'Meeting in person',
        points: {
          public:
            'Meet for the first time in a busy public place, such as a café or restaurant, in daylight.',
          friend:
            'Tell a friend or family member where you are going, with whom and when you will be back.',
          ownWay:
            'Arrange your own transport and, when travelling, your own accommodation, and keep your passport and money with you.',
          travel:
            'Before travelling between Thailand and Norway, meet over video many times, and let someone at home know your plans.',
          visa: 'Visas for Norway are applied for through the Norwegian Directorate of Immigration (UDI) and for Thailand through Thai embassies. Never pay a member or an "agent" to arrange a visa.',
        },
      },
      report: {
        heading: 'Report and block',
        paragraphs: {
          how: 'If someone makes you uncomfortable, asks for money or seems fake, use Report or Block on their profile. Reporting also blocks them: you will no longer see each other anywhere on the site.',
          private:
            'The member you report is not told who reported them. We review every report and may remove photos or deactivate the account. You can also write to us.',
        },
        link: 'Contact Us',
      },
      help: {
        heading: 'If you are in danger',
        paragraphs: {
          intro: 'If you feel threatened or have lost money to a scam, contact the police at once:',
        },
        points: {
          thaiTouristPolice: 'Thailand – Tourist Police: 1155 (English spoken, 24 hours)',
          thaiPolice: 'Thailand – Police emergency: 191',
          norwayEmergency: 'Norway – Police emergency: 112',
          norwayPolice: 'Norway – Police, not urgent (e.g. reporting a scam): 02800',
        },
      },
    },
  },
  th: {
    title: 'หาคู่อย่างปลอดภัย',
    updated: 'ปรับปรุงล่าสุดเมื่อ 24 พฤศจิกายน 2569',
    intro:
      'สมาชิกส่วนใหญ่มาที่นี่ด้วยเหตุผลเดียวกับคุณ คือเพื่อหาความรัก แต่มีบางคนที่ไม่ใช่ คำแนะนำเหล่านี้จะช่วยให้คุณมีความสุขกับการได้รู้จักคนจากอีกซีกโลก พร้อมปกป้องหัวใจ เงิน และข้อมูลของคุณให้ปลอดภัย',
    sections: {
      money: {
        heading: 'อย่าส่งเงินให้ใครเด็ดขาด',
        paragraphs: {
          rule: 'นี่คือกฎที่สำคัญที่สุด คนที่ห่วงใยคุณจริงจะไม่มีวันขอเงินจากคุณ',
        },
        points: {
          money:
            'อย่าส่งเงิน ของขวัญ บัตรของขวัญ หรือคริปโทเคอร์เรนซีให้คนที่รู้จักทางออนไลน์ ไม่ว่าด้วยเหตุผลใดหรือเรื่องราวจะน่าสงสารเพียงใด',
          bank: 'อย่าให้ข้อมูลบัญชีธนาคาร หมายเลขบัตร พร้อมเพย์ หรือรหัสแอปธนาคาร',
          documents: 'อย่าส่งสำเนาหนังสือเดินทาง บัตรประชาชน หรือเอกสารอื่นที่อาจถูกนำไปสวมรอยเป็นตัวคุณ',
          ourPayments:
            'การชำระเงินเดียวบนเว็บไซต์นี้คือค่าสมาชิกภาพในหน้าแพ็กเกจของฉัน เราไม่เคยขอให้คุณโอนเงินให้บุคคลอื่น',
        },
      },
      scamSigns: {
        heading: 'สัญญาณของการหลอกลวงด้วยความรัก',
        paragraphs: { intro: 'ระวังไว้หากคนที่คุณยังไม่เคยพบตัวจริง:' },
        points: {
          quickLove: 'บอกรักอย่างรวดเร็ว พูดถึงการแต่งงานหลังจากคุยกันไม่กี่ข้อความ หรือเรียกคุณว่าเนื้อคู่',
          emergencies:
            'มีเหตุฉุกเฉินขึ้นมากะทันหัน เช่น ญาติป่วย เกิดอุบัติเหตุ เงินติดอยู่ที่ศุลกากร หรือไม่มีเงินจ่ายค่าตั๋วหรือค่าวีซ่า',
          investments: 'เล่าเรื่องการลงทุน แอปเทรด หรือคริปโทฯ ที่ทำให้รวย แล้วชวนให้คุณร่วมลงทุน',
          noVideo: 'หาเหตุผลเลี่ยงการวิดีโอคอลเสมอ หรือบอกว่ากล้อง "เสีย" ตลอด',
          leaveSite: 'รีบขอย้ายไปคุยทาง Line, WhatsApp หรือแอปอื่น',
          story: 'เล่าเรื่องที่เปลี่ยนไปเรื่อย ๆ หรือมีรูปที่ดูเหมือนนายแบบ นางแบบ หรือรูปจากนิตยสาร',
        },
      },
      verify: {
        heading: 'ตรวจสอบว่าเป็นคนจริง',
        points: {
          videoCall: 'วิดีโอคอลก่อนที่จะไว้ใจใคร คนจริงที่สนใจคุณจะยินดีให้คุณเห็นหน้า',
          imageSearch: 'ค้นหารูปของเขาด้วยการค้นหาด้วยรูปภาพ มิจฉาชีพมักใช้รูปที่ขโมยมาจากผู้อื่น',
          questions: 'ถามเรื่องในชีวิตประจำวัน เช่น เมืองที่อยู่ งาน หรือครอบครัว แล้วสังเกตว่าคำตอบสอดคล้องกันหรือไม่',
          time: 'ค่อย ๆ ทำความรู้จัก การเร่งให้ตัดสินใจเร็วเป็นสัญญาณเตือน',
        },
      },
      chats: {
        heading: 'คุยกันบนเว็บไซต์',
        paragraphs: {
          portal:
            'ติดต่อกันผ่านเว็บไซต์นี้จนกว่าคุณจะรู้จักอีกฝ่ายดีพอ ที่นี่คุณสามารถรายงานและบล็อกได้ และเราช่วยดำเนินการได้ แต่ในแอปส่วนตัวคุณต้องดูแลตัวเองเพียงลำพัง',
        },
      },
      personalData: {
        heading: 'ปกป้องข้อมูลส่วนตัวของคุณ',
        points: {
          details: 'อย่าบอกที่อยู่บ้าน ที่ทำงาน หรือกิจวัตรประจำวัน จนกว่าจะได้พบและไว้ใจอีกฝ่าย',
          photos: 'อย่าส่งรูปหรือวิดีโอส่วนตัวที่ล่อแหลม เพราะอาจถูกนำไปใช้แบล็กเมล์ และมิจฉาชีพอาจขู่ว่าจะเผยแพร่',
          passwords: 'ใช้รหัสผ่านที่ไม่ได้ใช้ที่อื่น และอย่าให้ใครเด็ดขาด เราจะไม่มีวันขอรหัสผ่านของคุณ',
        },
      },
      meeting: {
        heading: 'การนัดพบตัวจริง',
        points: {
          public: 'นัดพบครั้งแรกในที่สาธารณะที่มีคนพลุกพล่าน เช่น ร้านกาแฟหรือร้านอาหาร ในเวลากลางวัน',
          friend: 'บอกเพื่อนหรือครอบครัวว่าคุณจะไปที่ไหน กับใคร และจะกลับเมื่อไร',
          ownWay: 'เดินทางด้วยตัวเอง และเมื่อต้องเดินทางไกล ให้จัดหาที่พักเอง เก็บหนังสือเดินทางและเงินไว้กับตัว',
          travel: 'ก่อนเดินทางระหว่างไทยกับนอร์เวย์ ควรวิดีโอคอลกันหลายครั้ง และบอกแผนการเดินทางให้คนที่บ้านทราบ',
          visa: 'วีซ่านอร์เวย์ยื่นผ่านสำนักงานตรวจคนเข้าเมืองนอร์เวย์ (UDI) และวีซ่าไทยยื่นผ่านสถานทูตไทย อย่าจ่ายเงินให้สมาชิกหรือ "นายหน้า" เพื่อจัดการวีซ่า',
        },
      },
      report: {
        heading: 'รายงานและบล็อก',
        paragraphs: {
          how: 'หากมีใครทำให้คุณรู้สึกไม่สบายใจ ขอเงิน หรือดูเหมือนเป็นโปรไฟล์ปลอม ให้กดรายงานหรือบล็อกในโปรไฟล์ของเขา การรายงานจะบล็อกด้วย คุณทั้งสองจะไม่เห็นกันอีกที่ใดบนเว็บไซต์',
          private:
            'สมาชิกที่ถูกรายงานจะไม่ทราบว่าใครเป็นผู้รายงาน เราตรวจสอบทุกรายงาน และอาจลบรูปภาพหรือระงับบัญชี คุณยังสามารถเขียนถึงเราได้ด้วย',
        },
        link: 'ติดต่อเรา',
      },
      help: {
        heading: 'หากคุณตกอยู่ในอันตราย',
        paragraphs: {
          intro: 'หากคุณรู้สึกถูกข่มขู่หรือสูญเสียเงินจากการหลอกลวง ให้ติดต่อตำรวจทันที:',
        },
        points: {
          thaiTouristPolice: 'ประเทศไทย – ตำรวจท่องเที่ยว: 1155 (พูดภาษาอังกฤษได้ ตลอด 24 ชั่วโมง)',
          thaiPolice: 'ประเทศไทย – เหตุด่วนเหตุร้าย: 191',
          norwayEmergency: 'นอร์เวย์ – ตำรวจ กรณีฉุกเฉิน: 112',
          norwayPolice: 'นอร์เวย์ – ตำรวจ กรณีไม่เร่งด่วน (เช่น แจ้งความการหลอกลวง): 02800',
        },
      },
    },
  },
  no: {
    title: 'Trygg dating',
    updated: 'Sist oppdatert 24. november 2026',
    intro:
      'De fleste medlemmene er her av samme grunn som deg: for å finne kjærligheten. Noen få er ikke det. Disse rådene hjelper deg å glede deg over å bli kjent med noen fra den andre siden av verden, samtidig som du beskytter hjertet, pengene og opplysningene dine.',
    sections: {
      money: {
        heading: 'Send aldri penger',
        paragraphs: {
          rule: 'Dette er den viktigste regelen. Den som virkelig bryr seg om deg, ber deg aldri om penger.',
        },
        points: {
          money:
            'Send aldri penger, gaver, gavekort eller kryptovaluta til noen du har møtt på nettet, uansett grunn og uansett hvor trist historien er.',
          bank: 'Del aldri bankopplysninger, kortnumre, PromptPay eller koder til BankID eller bankappen.',
          documents:
            'Send aldri kopi av pass, ID-kort eller andre dokumenter som kan brukes til å stjele identiteten din.',
          ourPayments:
            'Den eneste betalingen på dette nettstedet er et abonnement, som betales på Min pakke. Vi ber deg aldri betale til noen andre.',
        },
      },
      scamSigns: {
        heading: 'Tegn på kjærlighetssvindel',
        paragraphs: { intro: 'Vær forsiktig hvis noen du ikke har møtt:' },
        points: {
          quickLove:
            'erklærer sterk kjærlighet svært raskt, snakker om ekteskap etter noen få meldinger eller kaller deg sin sjelevenn;',
          emergencies:
            'plutselig får en nødsituasjon – en syk slektning, en ulykke, penger som sitter fast i tollen, en billett eller et visum de ikke kan betale;',
          investments:
            'forteller om en investering, en tradingapp eller kryptovaluta som har gjort dem rike, og vil at du skal være med;',
          noVideo:
            'alltid har en grunn til ikke å ta en videosamtale, eller kameraet er alltid «ødelagt»;',
          leaveSite: 'raskt vil flytte samtalen til Line, WhatsApp eller en annen app;',
          story:
            'forteller en historie som endrer seg, eller har bilder som ser ut som en modell eller fra et blad.',
        },
      },
      verify: {
        heading: 'Sjekk at personen er ekte',
        points: {
          videoCall:
            'Ta en videosamtale før du stoler på noen. En ekte person som er interessert i deg, viser gjerne ansiktet sitt.',
          imageSearch:
            'Søk etter bildene med et omvendt bildesøk. Svindlere bruker ofte bilder stjålet fra andre.',
          questions:
            'Spør om hverdagslige ting – hjembyen, jobben, familien – og legg merke til om svarene ikke henger sammen.',
          time: 'Ta deg god tid. Press om å bestemme seg raskt er et varselsignal.',
        },
      },
      chats: {
        heading: 'Hold samtalen på nettstedet',
        paragraphs: {
          portal:
            'Hold kontakten via dette nettstedet til du kjenner personen godt. Her kan du rapportere og blokkere, og vi kan gripe inn; i private apper står du alene.',
        },
      },
      personalData: {
        heading: 'Beskytt personopplysningene dine',
        points: {
          details:
            'Ikke del hjemmeadresse, arbeidssted eller faste rutiner før du har møtt personen og stoler på vedkommende.',
          photos:
            'Send aldri intime bilder eller videoer. De kan brukes til utpressing, og en svindler kan true med å spre dem.',
          passwords:
            'Bruk et passord du ikke bruker andre steder, og gi det aldri til noen – vi spør deg aldri om det.',
        },
      },
      meeting: {
        heading: 'Når dere møtes',
        points: {
          public:
            'Møtes første gang på et offentlig sted med folk, som en kafé eller restaurant, på dagtid.',
          friend:
            'Fortell en venn eller noen i familien hvor du skal, med hvem og når du er tilbake.',
          ownWay:
            'Ordne din egen transport og, når du reiser, ditt eget overnattingssted, og ha pass og penger hos deg selv.',
          travel:
            'Før du reiser mellom Thailand og Norge, bør dere ha snakket sammen på video mange ganger, og noen hjemme bør kjenne planene dine.',
          visa: 'Visum til Norge søkes gjennom Utlendingsdirektoratet (UDI), og visum til Thailand gjennom thailandske ambassader. Betal aldri et medlem eller en «agent» for å ordne visum.',
        },
      },
      report: {
        heading: 'Rapporter og blokker',
        paragraphs: {
          how: 'Hvis noen gjør deg utrygg, ber om penger eller virker falsk, bruker du Rapporter eller Blokker på profilen deres. En rapport blokkerer også: dere ser ikke lenger hverandre noe sted på nettstedet.',
          private:
            'Medlemmet du rapporterer, får ikke vite hvem som rapporterte. Vi går gjennom hver rapport og kan fjerne bilder eller deaktivere kontoen. Du kan også skrive til oss.',
        },
        link: 'Kontakt oss',
      },
      help: {
        heading: 'Hvis du er i fare',
        paragraphs: {
          intro:
            'Føler du deg truet, eller har du tapt penger på svindel, kontakt politiet med en gang:',
        },
        points: {
          thaiTouristPolice: 'Thailand – turistpolitiet: 1155 (snakker engelsk, hele døgnet)',
          thaiPolice: 'Thailand – politiets nødnummer: 191',
          norwayEmergency: 'Norge – politiets nødnummer: 112',
          norwayPolice: 'Norge – politiet, ikke akutt (for eksempel for å anmelde svindel): 02800',
        },
      },
    },
  },
};

addTranslations(safeDatingOutline.namespace, safeDatingTranslations);
