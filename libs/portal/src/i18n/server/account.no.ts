import type { MessageCode } from '@dating/contracts';

/** Accounts, sessions and the edge's own answers, in Norwegian. */
export default {
  loginRequired: 'Vennligst fyll inn brukernavn eller passord',
  invalidCredentials: 'Ugyldig brukernavn eller passord',
  loginSuccessful: 'Innloggingen var vellykket',
  accountCreated: 'Kontoen din er opprettet',
  usernameTaken: 'Dette brukernavnet er allerede i bruk',
  emailTaken: 'Denne e-postadressen er allerede registrert',
  accountEmailRequired: 'Vennligst fyll inn e-post',
  accountUsernameRequired: 'Vennligst fyll inn brukernavn',
  accountPasswordRequired: 'Vennligst fyll inn passord',
  accountConfirmRequired: 'Vennligst bekreft passordet',
  passwordsMismatch: 'Passordet og bekreftelsen er ikke like.',
  invalidEmail: 'Vennligst oppgi en gyldig e-postadresse',
  contactEmailInvalid: 'Vennligst oppgi en gyldig e-postadresse',
  passwordTooShort: 'Passordet må ha minst 10 tegn',
  passwordTooCommon: 'Dette passordet er for vanlig. Vennligst velg et annet.',
  passwordContainsName:
    'Passordet kan ikke inneholde brukernavnet ditt eller navnet i e-postadressen din',
  accountLocked:
    'For mange feil passord for denne kontoen. Den er låst en stund: prøv igjen senere eller tilbakestill passordet.',
  loggedOut: 'Du er logget ut',
  usernameInvalid:
    'Brukernavnet må ha 3 til 30 tegn: bokstaver, sifre, punktum, bindestrek eller understrek',
  userNotFound: 'Fant ikke brukeren',
  accountDeactivated: 'Denne kontoen er deaktivert',
  cannotDeactivateAdmin: 'En administratorkonto kan ikke deaktiveres',
  missingApiKey: 'Ugyldig eller manglende applikasjonsnøkkel',
  missingToken: 'Vennligst logg inn for å fortsette',
  invalidToken: 'Økten din er utløpt. Vennligst logg inn på nytt.',
  forbidden: 'Du har ikke lov til å gjøre dette',
  adminOnly: 'Kun for administratorer',
  notFound: 'Ikke funnet',
  serviceUnavailable: 'Tjenesten er utilgjengelig',
  storageUnavailable: 'Bilder kan ikke lagres akkurat nå. Prøv igjen om noen minutter.',
  tooManyRequests: 'For mange forsøk. Vent et minutt og prøv igjen.',
  payloadTooLarge: 'Forespørselen er for stor',
  internal: 'Noe gikk galt. Vennligst prøv igjen.',
  codeRequired: 'Skriv inn koden fra autentiseringsappen din',
  codeWrong: 'Koden fra autentiseringsappen er ikke riktig',
  loginBusy: 'Mange logger inn akkurat nå. Prøv igjen om noen sekunder.',
  deviceIdInvalid:
    'Denne nettleseren sendte en ugyldig enhets-ID. Last inn siden på nytt og prøv igjen.',
  accountUnlocked: 'Kontoen din er låst opp. Du kan logge inn nå.',
  unlockLinkInvalid:
    'Denne opplåsingslenken er utløpt eller allerede brukt. Hvis kontoen din fortsatt er låst, vent til låsen går ut eller tilbakestill passordet.',
  accountDeactivatedFor:
    'Kontoen din er deaktivert: {{reason}}. Kontakt oss hvis du mener dette er en feil.',
  deletionRequested:
    'Kontoen din blir slettet {{date}}. Til da kan du beholde den: logg inn og velg «Behold kontoen min».',
  deletionCancelled: 'Kontoen din blir ikke slettet',
  cannotDeleteAdmin: 'En administratorkonto kan ikke slettes',
  termsNotAccepted: 'Du må godta vilkårene',
  privacyNotAccepted: 'Bekreft at du har lest personvernerklæringen',
  consentVersionStale:
    'Dette er ikke den gjeldende versjonen av dokumentet. Last inn siden på nytt og les den igjen.',
  consentAccepted: 'Takk. Godkjenningen din er lagret.',
  exportPreparing:
    'Vi gjør klar dataene dine. Vi sender deg en e-post når de er klare til nedlasting.',
  exportAlreadyPreparing:
    'Dataene dine gjøres allerede klare. Vi sender deg en e-post når de er klare.',
  exportReady: 'Dataene dine kan lastes ned til {{date}}.',
  exportExpired: 'Denne nedlastingen er utløpt. Be om dataene dine på nytt.',
  exportNotReady: 'Dataene dine gjøres fortsatt klare. Prøv igjen når du har fått e-post fra oss.',
  exportNotFound: 'Denne nedlastingen finnes ikke',
} satisfies Partial<Record<MessageCode, string>>;
