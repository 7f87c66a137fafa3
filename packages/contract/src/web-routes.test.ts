import { describe, expect, it } from 'vitest';
import { isWebRoute } from './web-routes.js';

describe('isWebRoute', () => {
  it('knows every page of SPEC §2, in each product language, with a trailing slash or in capitals', () => {
    for (const path of [
      '/',
      '/auth/signin',
      '/qr-recording',
      '/hi',
      '/hi/',
      '/ta/admin',
      '/Products/',
      '/fr/faq',
    ]) {
      expect([path, isWebRoute(path)]).toEqual([path, true]);
    }
  });

  it('refuses any other path', () => {
    for (const path of ['/nope', '/fr', '/hi/nope', '/auth', '/auth/signin/x', '/index.html', '/hi/hi/faq']) {
      expect([path, isWebRoute(path)]).toEqual([path, false]);
    }
  });
});
