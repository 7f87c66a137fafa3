// Whether someone has signed in on this device before (issue 33): "Start contributing" then leads to sign-in
// ("welcome back"), and a newcomer to sign-up. Kept after sign-out, like a browser remembers a login name;
// a person on a new or cleared device sees sign-up, which links to sign-in in one tap.
import { STORAGE_KEYS } from './limits';

export function isReturningDevice(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.signedInBefore) === '1';
  } catch {
    return false;
  }
}

export function rememberDevice(): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.signedInBefore, '1');
  } catch {
    // Storage blocked: the next visit counts as a first one.
  }
}
