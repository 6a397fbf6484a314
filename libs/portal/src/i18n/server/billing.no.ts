import type { TranslationTree } from '../translations';

/** The billing domain's server texts (libs/contracts `billingMessages`), in Norwegian. */
export default {
  'No packages available': 'Ingen pakker tilgjengelig',
  'Waiting admin for checking your subscription':
    'Venter på at administratoren kontrollerer abonnementet ditt',
  'This package is not available': 'Denne pakken er ikke tilgjengelig',
  'Please choose a package': 'Velg en pakke',
  'The package has been saved': 'Pakken er lagret',
  'Your purchase has been created. Please transfer the amount and attach the receipt.':
    'Kjøpet ditt er opprettet. Overfør beløpet og legg ved kvitteringen.',
  'You already have a purchase in progress. Please finish or remove it first.':
    'Du har allerede et kjøp som pågår. Fullfør eller fjern det først.',
  'Your subscription is still active. You can subscribe again when it has expired.':
    'Abonnementet ditt er fortsatt aktivt. Du kan abonnere på nytt når det har utløpt.',
  'This purchase was not found': 'Fant ikke dette kjøpet',
  'A receipt can only be attached to a purchase that is waiting for payment':
    'En kvittering kan bare legges ved et kjøp som venter på betaling',
  'Only a purchase that is not yet approved can be removed':
    'Bare et kjøp som ikke er godkjent ennå, kan fjernes',
  'This purchase is not waiting for a check': 'Dette kjøpet venter ikke på kontroll',
  'Please attach the receipt': 'Legg ved kvitteringen',
  'This receipt was not uploaded by you': 'Denne kvitteringen ble ikke lastet opp av deg',
  'This receipt was uploaded too long ago. Please upload it again.':
    'Denne kvitteringen ble lastet opp for lenge siden. Vennligst last den opp på nytt.',
  'Your receipt has been saved. An admin will check it soon.':
    'Kvitteringen din er lagret. En administrator kontrollerer den snart.',
  'This receipt has already been used for another purchase':
    'Denne kvitteringen er allerede brukt for et annet kjøp',
  'Your purchase has been removed': 'Kjøpet ditt er fjernet',
  'The purchase has been approved': 'Kjøpet er godkjent',
  'The purchase has been rejected': 'Kjøpet er avvist',
  'Please give the reason for the rejection': 'Oppgi begrunnelsen for avvisningen',
  'The amount does not match the price of the package': 'Beløpet stemmer ikke med prisen på pakken',
} satisfies TranslationTree;
