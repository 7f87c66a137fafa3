// Every reply the web reads is parsed with the contract's schema for it, so a server that answers
// something else fails loudly at the call instead of as a blank or wrong figure on a page
// (docs/decisions/0023-data-loading.md).
import { listEnvelopeSchema, successEnvelopeSchema, type ListPage } from '@dhvani/contract/envelope';
import type { AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { api } from './api';

/** GET `url` and the `data` of its success envelope, checked against `schema`. */
export async function getData<S extends z.ZodType>(
  url: string,
  schema: S,
  config: AxiosRequestConfig = {},
): Promise<z.output<S>> {
  const response = await api.get<unknown>(url, config);
  // zod cannot name the parsed envelope's type for a generic `S`; the schema has just checked it.
  return (successEnvelopeSchema(schema).parse(response.data) as { data: z.output<S> }).data;
}

/** GET of a list route: its rows (each checked against `item`) and where the page sits. */
export async function getPage<S extends z.ZodType>(
  url: string,
  item: S,
  config: AxiosRequestConfig = {},
): Promise<ListPage<z.output<S>>> {
  const response = await api.get<unknown>(url, config);
  const { data, meta } = listEnvelopeSchema(item).parse(response.data) as {
    data: z.output<S>[];
    meta: ListPage<z.output<S>>['meta'];
  };
  return { items: data, meta };
}
