// SPEC keyboard use of the recording flow: Space starts (step 4) or pauses and resumes (step 5), Enter
// stops (step 5). Keys typed into a field, or pressed on a link or button outside the session controls,
// keep their usual meaning.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export interface ShortcutHandlers {
  /** Space. */
  onSpace?: () => void;
  /** Enter. */
  onEnter?: () => void;
}

const TYPING = 'input, select, textarea, [contenteditable="true"]';
const CONTROLS = 'a, button, [role="button"], summary';

function isOurs(target: EventTarget | null, scope: RefObject<HTMLElement | null>): boolean {
  if (!(target instanceof Element)) return true;
  if (target.closest(TYPING)) return false;
  if (!target.closest(CONTROLS)) return true;
  // A control inside the recording panel (Pause, Stop) follows the shortcut, so Space never both
  // clicks the focused button and triggers the shortcut.
  return Boolean(scope.current?.contains(target));
}

export function useRecordingShortcuts(
  enabled: boolean,
  scope: RefObject<HTMLElement | null>,
  handlers: ShortcutHandlers,
): void {
  const handlersRef = useRef(handlers);
  // A layout effect, not a passive one: the step on screen and the handler a key reaches must change
  // together. With useEffect, a Space pressed right after step 5 appeared could still start instead of
  // pause (seen as a flaky recording-page test on a loaded machine).
  useLayoutEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (!isOurs(event.target, scope)) return;
      const handler =
        event.key === ' '
          ? handlersRef.current.onSpace
          : event.key === 'Enter'
            ? handlersRef.current.onEnter
            : undefined;
      if (!handler) return;
      event.preventDefault();
      if (!event.repeat) handler();
    };
    // A focused button clicks on Space's keyup; swallowing it keeps that click from happening twice.
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === ' ' && isOurs(event.target, scope) && handlersRef.current.onSpace)
        event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [enabled, scope]);
}
