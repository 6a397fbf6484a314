export * from './messages';
export * from './requests';
export * from './calls';
