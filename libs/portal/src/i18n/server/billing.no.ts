import type { MessageCode } from '@dating/contracts';

/** The billing domain's server messages by code (libs/contracts `billingMessages`), in Norwegian. */
export default {
  noPackages: 'Ingen pakker tilgjengelig',
  waitingAdmin: 'Venter på at administratoren kontrollerer abonnementet ditt',
  packageNotFound: 'Denne pakken er ikke tilgjengelig',
  packageRequired: 'Velg en pakke',
  packageSaved: 'Pakken er lagret',
  orderCreated: 'Kjøpet ditt er opprettet. Overfør beløpet og legg ved kvitteringen.',
  orderOpen: 'Du har allerede et kjøp som pågår. Fullfør eller fjern det først.',
  membershipActive:
    'Abonnementet ditt er fortsatt aktivt. Du kan abonnere på nytt når det har utløpt.',
  orderNotFound: 'Fant ikke dette kjøpet',
  orderNotPayable: 'En kvittering kan bare legges ved et kjøp som venter på betaling',
  orderNotRemovable: 'Bare et kjøp som ikke er godkjent ennå, kan fjernes',
  orderNotWaiting: 'Dette kjøpet venter ikke på kontroll',
  receiptRequired: 'Legg ved kvitteringen',
  receiptNotYours: 'Denne kvitteringen ble ikke lastet opp av deg',
  receiptExpired:
    'Denne kvitteringen ble lastet opp for lenge siden. Vennligst last den opp på nytt.',
  receiptSaved: 'Kvitteringen din er lagret. En administrator kontrollerer den snart.',
  receiptAlreadyUsed: 'Denne kvitteringen er allerede brukt for et annet kjøp',
  orderRemoved: 'Kjøpet ditt er fjernet',
  orderApproved: 'Kjøpet er godkjent',
  orderRejected: 'Kjøpet er avvist',
  rejectReasonRequired: 'Oppgi begrunnelsen for avvisningen',
  amountMismatch: 'Beløpet stemmer ikke med prisen på pakken',
} satisfies Partial<Record<MessageCode, string>>;
