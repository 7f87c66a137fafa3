// The Listen page's keys (issue 21): Space plays or pauses, Y answers Yes, N opens the No reasons, S skips,
// Escape closes the reasons. Keys typed into a field keep their meaning, and so do keys on a control
// outside `scope` (a link in the header, a reason button, where Space and Enter press that control).
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export interface ReviewKeyHandlers {
  play: () => void;
  yes: () => void;
  no: () => void;
  skip: () => void;
  escape: () => void;
}

const TYPING = 'input, select, textarea, [contenteditable="true"]';
const CONTROLS = 'a, button, [role="button"], summary';

/** Letters by what they print, or by the key's place for a keyboard in another script (KeyY). */
function keyOf(event: KeyboardEvent): keyof ReviewKeyHandlers | null {
  if (event.key === ' ') return 'play';
  if (event.key === 'Escape') return 'escape';
  const letter = event.key.length === 1 ? event.key.toLowerCase() : '';
  if (letter === 'y' || event.code === 'KeyY') return 'yes';
  if (letter === 'n' || event.code === 'KeyN') return 'no';
  if (letter === 's' || event.code === 'KeyS') return 'skip';
  return null;
}

function applies(target: EventTarget | null, scope: RefObject<HTMLElement | null>, key: string): boolean {
  if (!(target instanceof Element)) return true;
  if (target.closest(TYPING)) return false;
  // Letters are no control's own keys; Space on a control outside the panel presses that control.
  if (key !== 'play' || !target.closest(CONTROLS)) return true;
  return Boolean(scope.current?.contains(target));
}

export function useReviewKeys(scope: RefObject<HTMLElement | null>, handlers: ReviewKeyHandlers): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const key = keyOf(event);
      if (!key || !applies(event.target, scope, key)) return;
      event.preventDefault();
      if (!event.repeat) latest.current[key]();
    };
    // A focused button clicks on Space's keyup; swallowing it keeps Space from also pressing it.
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === ' ' && applies(event.target, scope, 'play')) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [scope]);
}
