import type { ComponentType } from 'react';

let loaded: ComponentType | null = null;
let pending: Promise<ComponentType> | null = null;

/**
 * The demo notice's chunk, loaded once. The session waits for it before a demo learner is signed
 * in, so the notice renders in the same commit as the screen under it (loaded afterwards, it
 * pushed the screen down: a layout shift).
 */
export function loadDemoNotice(): Promise<ComponentType> {
  pending ??= import('./DemoNotice.tsx').then(
    (module) => (loaded = module.DemoNotice),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The notice's component once its chunk has arrived, else null. */
export function loadedDemoNotice(): ComponentType | null {
  return loaded;
}
