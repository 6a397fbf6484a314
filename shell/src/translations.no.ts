import type { TranslationTree } from '@dating/portal';

/** The shell's texts, namespace `shell` (registered in translations.ts), in Norwegian. */
export default {
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
    messages: 'Meldinger',
    unreadMessages_one: '1 ulest melding',
    unreadMessages_other: '{{count}} uleste meldinger',
    notifications: 'Varsler',
    unreadNotifications_one: 'Varsler, 1 ulest',
    unreadNotifications_other: 'Varsler, {{count}} uleste',
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
    membersFailed: 'Medlemskortene kunne ikke lastes: {{message}}',
  },
  login: {
    title: 'Logg inn',
    username: 'Brukernavn',
    password: 'Passord',
    submit: 'Logg inn',
    forgot: 'Glemt passordet?',
    required: 'Vennligst fyll inn brukernavn eller passord',
    noAccount: 'Ny her?',
    register: 'Registrer deg',
    code: 'Kode fra autentiseringsappen din',
    codeHint:
      'Åpne autentiseringsappen og skriv inn den 6-sifrede koden den viser for denne portalen.',
    codeMissing: 'Vennligst fyll inn koden fra autentiseringsappen din',
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
  consent: {
    title: 'Vi har oppdatert vilkårene våre',
    intro: 'Før du går videre, les hva som er endret og godta det.',
    terms: 'Vi har oppdatert vilkårene for bruk',
    privacy: 'Vi har oppdatert personvernerklæringen',
    version: 'Versjon av {{version}}',
    read: 'Les {{document}}',
    termsName: 'vilkårene for bruk',
    privacyName: 'personvernerklæringen',
    newTab: '(åpnes i en ny fane)',
    accept: 'Godta',
    logout: 'Logg ut',
  },
  startup: {
    title: 'Portalen kunne ikke starte',
    text: 'Sjekk tilkoblingen og prøv igjen.',
  },
} satisfies TranslationTree;
