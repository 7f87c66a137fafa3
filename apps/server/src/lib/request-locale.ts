// The language a request asks for (issue 19): the web sends its active language as Accept-Language; other
// clients send the browser's. English when nothing matches.
import { localeFromAcceptLanguage, type Locale } from '@dhvani/contract/locales';
import type { FastifyRequest } from 'fastify';

export const requestLocale = (request: FastifyRequest): Locale =>
  localeFromAcceptLanguage(request.headers['accept-language']);
