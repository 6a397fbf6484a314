export * from './retention';
export * from './erasure';
