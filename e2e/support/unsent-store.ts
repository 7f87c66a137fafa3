// The browser's store of recordings not sent yet (IndexedDB 'dhvani-unsent', apps/web's unsent store), read
// from the page: a test that reloads the review step waits until Stop's last frame is written there.
import type { Page } from '@playwright/test';

/** The recording kept on the device is complete (Stop's last frame written). */
export async function keptAndFinished(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('dhvani-unsent');
        open.onsuccess = () => {
          const all = open.result.transaction('recordings').objectStore('recordings').getAll();
          all.onsuccess = () => resolve(all.result.some((r: { finished: boolean }) => r.finished));
          all.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      }),
  );
}
