export * from './calls';
export * from './requests';
export * from './results';
export * from './mail-settings';
