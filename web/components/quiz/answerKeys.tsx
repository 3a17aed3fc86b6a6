import { Typography, useMediaQuery } from '@mui/material';
import { useEffect, useRef } from 'react';

/** Keys typed into fields and menus are theirs, not shortcuts; so are those of the drag-and-drop items (Space and Enter pick up and drop). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target.closest('[role="listbox"], [role="menu"], [role="dialog"], [data-interaction="ordering"], [data-interaction="matching"]')
  )
    return true;
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type !== 'radio');
}

/** The option a key chooses: 1-4 or A-D (either case), or -1. */
function optionIndexForKey(key: string): number {
  if (/^[1-4]$/.test(key)) return Number(key) - 1;
  if (/^[a-dA-D]$/.test(key)) return key.toLowerCase().charCodeAt(0) - 97;
  return -1;
}

export interface AnswerKeys {
  /** The options on screen; null when no question is. */
  options: readonly string[] | null;
  /** False once the answer is sent: the keys no longer change the choice. */
  canChoose: boolean;
  onChoose(option: string): void;
  /** Enter, unless a button or link has the focus (it is then that control's own Enter). */
  onEnter(): void;
  /** N, where the screen has a next question to go to. */
  onNext?(): void;
}

/**
 * The answering keys of practice and the exam: 1-4 or A-D choose, Enter submits, N goes on. One
 * listener on the window for as long as a question is on screen; the latest handlers are used.
 */
export function useAnswerKeys(keys: AnswerKeys) {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  const onScreen = keys.options !== null;
  useEffect(() => {
    if (!onScreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const { options, canChoose, onChoose, onEnter, onNext } = latest.current;
      if (!options) return;
      const option = optionIndexForKey(event.key);
      if (option >= 0 && option < Math.min(4, options.length) && canChoose) {
        event.preventDefault();
        onChoose(options[option]);
      } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement)) {
        event.preventDefault();
        onEnter();
      } else if (onNext && (event.key === 'n' || event.key === 'N')) {
        event.preventDefault();
        onNext();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onScreen]);
}

/** The keys, said once under the question; hidden on touch screens, which have no keyboard to use. */
/** A touch screen (a phone, a tablet): no keyboard to speak of, so no key hints. */
export const TOUCH_SCREEN = '(pointer: coarse), (hover: none)';

export function AnswerKeysHint({ optionCount, next = false }: { optionCount: number; next?: boolean }) {
  const n = Math.min(4, optionCount);
  // Not rendered at all on a touch screen (not merely hidden by a style a browser may not apply);
  // the style stays as the guard for the first paint, before the query is read.
  const touch = useMediaQuery(TOUCH_SCREEN, { noSsr: true });
  if (touch) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ [`@media ${TOUCH_SCREEN}`]: { display: 'none' } }}>
      Keys: 1 to {n} or A to {'ABCD'[n - 1]} choose, Enter submits{next ? ', N for the next question' : ''}.
    </Typography>
  );
}
