/** svc-billing's messages: SPEC.md's wording first, then ours. */
export const billingMessages = {
  noPackages: 'No packages available',
  waitingAdmin: 'Waiting admin for checking your subscription',
  packageNotFound: 'This package is not available',
  tableNotAllowed: 'This table is not allowed here',
  packageRequired: 'Please choose a package',
  packageSaved: 'The package has been saved',
  orderCreated:
    'Your purchase has been created. Please transfer the amount and attach the receipt.',
  orderOpen: 'You already have a purchase in progress. Please finish or remove it first.',
  membershipActive:
    'Your subscription is still active. You can subscribe again when it has expired.',
  orderNotFound: 'This purchase was not found',
  orderNotPayable: 'A receipt can only be attached to a purchase that is waiting for payment',
  orderNotRemovable: 'Only a purchase that is not yet approved can be removed',
  orderNotWaiting: 'This purchase is not waiting for a check',
  receiptRequired: 'Please attach the receipt',
  receiptNotYours: 'This receipt was not uploaded by you',
  receiptExpired: 'This receipt was uploaded too long ago. Please upload it again.',
  receiptSaved: 'Your receipt has been saved. An admin will check it soon.',
  receiptAlreadyUsed: 'This receipt has already been used for another purchase',
  orderRemoved: 'Your purchase has been removed',
  orderApproved: 'The purchase has been approved',
  orderRejected: 'The purchase has been rejected',
  rejectReasonRequired: 'Please give the reason for the rejection',
  amountMismatch: 'The amount does not match the price of the package',
} as const;
