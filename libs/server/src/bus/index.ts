export * from './admission';
export * from './assertion';
export * from './bus.module';
export * from './call-client';
export * from './handles';
export * from './identity';
export * from './tokens';
export * from './events';
