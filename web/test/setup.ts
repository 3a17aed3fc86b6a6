import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves out a few platform APIs the app uses; take Node's.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.crypto?.randomUUID) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
