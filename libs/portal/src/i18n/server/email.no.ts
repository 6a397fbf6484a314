import type { TranslationTree } from '../translations';

/** E-mail confirmation's server texts (libs/contracts `emailMessages`), in Norwegian. */
export default {
  'Your account has been created. We sent you a link: open it to confirm your e-mail address.':
    'Kontoen din er opprettet. Vi har sendt deg en lenke: åpne den for å bekrefte e-postadressen din.',
  'Your e-mail address is confirmed': 'E-postadressen din er bekreftet',
  'This confirmation link has expired or was already used. Log in and ask for a new link.':
    'Denne bekreftelseslenken er utløpt eller allerede brukt. Logg inn og be om en ny lenke.',
  'We sent a confirmation link to your e-mail address':
    'Vi har sendt en bekreftelseslenke til e-postadressen din',
  'A link was sent less than a minute ago. Please wait a minute before asking again.':
    'En lenke ble sendt for under ett minutt siden. Vent litt før du ber om en ny.',
  'Your e-mail address is already confirmed': 'E-postadressen din er allerede bekreftet',
  'We sent a confirmation link to the new address. You keep logging in with the old one until you open it.':
    'Vi har sendt en bekreftelseslenke til den nye adressen. Du logger inn med den gamle til du åpner den.',
  'This is already your e-mail address': 'Dette er allerede e-postadressen din',
  'The password is not correct': 'Passordet er ikke riktig',
  'Please confirm your e-mail address first: open the link we sent you, or ask for a new one on your account page.':
    'Bekreft e-postadressen din først: åpne lenken vi sendte deg, eller be om en ny på kontosiden din.',
  'You asked to change your e-mail address less than a minute ago. Please wait a minute before asking again.':
    'Du ba om å endre e-postadressen for mindre enn et minutt siden. Vent et minutt før du spør igjen.',
  'You can ask to change your e-mail address at most 3 times in 24 hours. Please try again tomorrow.':
    'Du kan be om å endre e-postadressen høyst 3 ganger i løpet av 24 timer. Prøv igjen i morgen.',
} satisfies TranslationTree;
