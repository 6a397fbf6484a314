export * from './clock';
export * from './database';
export * from './infrastructure';
export * from './local-s3';
export * from './mail-catcher';
export * from './nats-server';
export * from './net';
export * from './service-under-test';
