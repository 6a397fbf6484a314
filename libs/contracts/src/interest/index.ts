export * from './messages';
export * from './requests';
export * from './results';
export * from './reports';
export * from './conversations';
export * from './calls';
export * from './notifications';
