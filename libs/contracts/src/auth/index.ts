export * from './calls';
export * from './requests';
