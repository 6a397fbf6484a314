import type { MessageCode } from '@dating/contracts';

/** E-mail confirmation's server messages by code (libs/contracts `emailMessages`), in Norwegian. */
export default {
  accountCreatedConfirm:
    'Kontoen din er opprettet. Vi har sendt deg en lenke: åpne den for å bekrefte e-postadressen din.',
  emailConfirmed: 'E-postadressen din er bekreftet',
  emailLinkInvalid:
    'Denne bekreftelseslenken er utløpt eller allerede brukt. Logg inn og be om en ny lenke.',
  confirmationSent: 'Vi har sendt en bekreftelseslenke til e-postadressen din',
  confirmationTooSoon:
    'En lenke ble sendt for under ett minutt siden. Vent litt før du ber om en ny.',
  emailAlreadyConfirmed: 'E-postadressen din er allerede bekreftet',
  emailChangeSent:
    'Vi har sendt en bekreftelseslenke til den nye adressen. Du logger inn med den gamle til du åpner den.',
  emailUnchanged: 'Dette er allerede e-postadressen din',
  wrongPassword: 'Passordet er ikke riktig',
  emailNotConfirmed:
    'Bekreft e-postadressen din først: åpne lenken vi sendte deg, eller be om en ny på kontosiden din.',
  emailChangeTooSoon:
    'Du ba om å endre e-postadressen for mindre enn et minutt siden. Vent et minutt før du spør igjen.',
  emailChangeDailyLimit:
    'Du kan be om å endre e-postadressen høyst 3 ganger i løpet av 24 timer. Prøv igjen i morgen.',
} satisfies Partial<Record<MessageCode, string>>;
