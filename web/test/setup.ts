import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves out a few platform APIs the app uses; take Node's.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.crypto?.randomUUID) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

// findBy*/waitFor wait up to 10 s rather than 1 s: on a busy machine (CI beside other work) a lazy
// screen can take longer than a second to render, and a timeout there says nothing about the code.
configure({ asyncUtilTimeout: 10_000 });
