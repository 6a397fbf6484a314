export * from './live-stream';
export * from './live-feed-eraser';
