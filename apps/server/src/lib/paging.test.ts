import { describe, expect, it } from 'vitest';
import { pageLinks } from './paging.js';

const rels = (header: string) =>
  Object.fromEntries(
    header.split(', ').map((link) => {
      const [, url, rel] = /^<([^>]+)>; rel="(\w+)"$/.exec(link)!;
      return [rel, url];
    }),
  );

describe('Link header of a list page', () => {
  it('points at the first, previous, next and last page, keeping the filters', () => {
    const links = rels(
      pageLinks('/api/v1/recordings/admin?language=Tamil&page=2&limit=10', {
        page: 2,
        limit: 10,
        total: 35,
      }),
    );
    expect(links).toEqual({
      first: '/api/v1/recordings/admin?language=Tamil&page=1&limit=10',
      prev: '/api/v1/recordings/admin?language=Tamil&page=1&limit=10',
      next: '/api/v1/recordings/admin?language=Tamil&page=3&limit=10',
      last: '/api/v1/recordings/admin?language=Tamil&page=4&limit=10',
    });
  });

  it('adds the paging parameters a request without them left to the defaults', () => {
    const links = rels(pageLinks('/api/v1/users/recordings', { page: 1, limit: 100, total: 250 }));
    expect(links).toEqual({
      first: '/api/v1/users/recordings?page=1&limit=100',
      next: '/api/v1/users/recordings?page=2&limit=100',
      last: '/api/v1/users/recordings?page=3&limit=100',
    });
  });

  it('has no next past the end, and its prev leads back to the last page', () => {
    expect(rels(pageLinks('/x?page=9&limit=10', { page: 9, limit: 10, total: 25 }))).toEqual({
      first: '/x?page=1&limit=10',
      prev: '/x?page=3&limit=10',
      last: '/x?page=3&limit=10',
    });
    expect(rels(pageLinks('/x', { page: 1, limit: 10, total: 0 }))).toEqual({
      first: '/x?page=1&limit=10',
      last: '/x?page=1&limit=10',
    });
  });
});
