export * from './calls';
export * from './requests';
export * from './results';
export * from './mail-messages';
export * from './mail-settings';
export * from './export';
