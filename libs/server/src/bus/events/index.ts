export * from './admin-audit';
export * from './event-bus';
export * from './event-stream';
