export * from './choices';
export * from './messages';
export * from './photos';
export * from './requests';
export * from './results';
export * from './calls';
export * from './sections';
export * from './view';
