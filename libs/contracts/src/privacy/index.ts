export * from './retention';
export * from './erasure';
export * from './documents';
export * from './sensitive-consent';
export * from './export';
