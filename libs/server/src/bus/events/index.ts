export * from './event-bus';
export * from './event-stream';
export * from './replay';
