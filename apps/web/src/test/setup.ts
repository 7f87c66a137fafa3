import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { NAMESPACE_SCOPE, type Namespace } from '@/i18n/catalogs';
import { setLocale } from '@/i18n/i18n-store';
import { queryClient } from '@/lib/query-client';

// Components read their words from the catalogs: every English one is loaded before any test renders.
await setLocale('en', Object.keys(NAMESPACE_SCOPE) as Namespace[]);

// Lazy routes and async effects can take more than the default second on a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout, so it does not implement scrolling; the router's ScrollRestoration calls it.
window.scrollTo = () => {};

// jsdom has no modal dialogs; these stand-ins open and close the element like a browser would.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

// jsdom's Blob lacks arrayBuffer(), which every browser the app supports has (the recorder's clip is read so).
Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
  return new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(this);
  });
};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // Each test starts with nothing cached, as a page that was just opened does.
  queryClient.clear();
});
