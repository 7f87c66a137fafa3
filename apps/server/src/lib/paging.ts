// Paging of list answers (issue 25): offsets for the repositories, and the RFC 8288 `Link` header that lets a
// client which only reads headers walk the pages. The envelope's `meta` and `X-Total-Count` say the same.
import type { PageMeta } from '@dhvani/contract/envelope';

export interface PageRequest {
  page: number;
  limit: number;
}

export interface Paging {
  limit: number;
  offset: number;
}

export const toPaging = ({ page, limit }: PageRequest): Paging => ({ limit, offset: (page - 1) * limit });

export const lastPage = ({ limit, total }: PageMeta) => Math.max(1, Math.ceil(total / limit));

/**
 * `first`, `prev`, `next` and `last` links for the page in `meta`, each the request's own path and query
 * (filters kept) with `page` and `limit` set. Relative references, resolved against the request's URL.
 */
export function pageLinks(requestUrl: string, meta: PageMeta): string {
  const url = new URL(requestUrl, 'http://relative.invalid');
  const last = lastPage(meta);
  const linkTo = (page: number, rel: string) => {
    url.searchParams.set('page', String(page));
    url.searchParams.set('limit', String(meta.limit));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [linkTo(1, 'first')];
  if (meta.page > 1) links.push(linkTo(Math.min(meta.page - 1, last), 'prev'));
  if (meta.page < last) links.push(linkTo(meta.page + 1, 'next'));
  links.push(linkTo(last, 'last'));
  return links.join(', ');
}

/** What a list route's OpenAPI description says about its paging. */
export function pagingDescription({ defaultLimit, maxLimit }: { defaultLimit: number; maxLimit: number }) {
  return (
    "`data` is an array of this page's rows, newest first; `meta` ({ page, limit, total }) sits beside it and " +
    'the `X-Total-Count` and `Link` (first, prev, next, last) headers say the same. Without page or limit ' +
    `the answer is the newest ${defaultLimit} rows; limit is at most ${maxLimit}.`
  );
}
