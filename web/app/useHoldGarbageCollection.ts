import { useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay';

/**
 * Holds Relay's garbage collection while the calling screen is mounted. A screen that keeps a
 * mutation's result (a graded answer, an exam) and reads it through fragments holds records no
 * query retains: the store would collect them as other queries are released, and the screen would
 * read deleted data. Collection resumes, and catches up, when the screen is left.
 */
export function useHoldGarbageCollection(): void {
  const environment = useRelayEnvironment();
  useEffect(() => {
    const hold = environment.getStore().holdGC();
    return () => hold.dispose();
  }, [environment]);
}
