// jsdom lacks what react-router needs from the platform; Node has it.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextDecoder, TextEncoder });
