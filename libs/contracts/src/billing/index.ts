export * from './crc';
export * from './membership';
export * from './messages';
export * from './receipt-look';
export * from './receipts';
export * from './requests';
export * from './results';
export * from './calls';
