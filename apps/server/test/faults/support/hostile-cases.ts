// Builds the hostile requests for every documented endpoint from the app's own OpenAPI document, so a new
// route is covered without editing the test: bad credentials on every protected route, hostile ids in every
// path parameter, hostile and wrongly typed values in every query parameter and every JSON body field, and
// malformed JSON bodies. Routes that change state without any input (logout, account deletion, consent
// withdrawal) only ever get credentials that must fail, so a valid call can never slip in.
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  DEEP_ARRAYS,
  DEEP_OBJECTS,
  HOSTILE_IDS,
  HOSTILE_STRINGS,
  WRONG_TYPES,
  badAuthorizations,
} from './hostile-values.js';

export interface HostileRequest extends InjectOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  label: string;
}

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  security?: unknown[];
}

export interface Credentials {
  /** An admin's token: reaches every route's validation. */
  admin: string;
  deletedUser: string;
  someUserId: string;
}

const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

export function hostileRequests(app: FastifyInstance, who: Credentials): HostileRequest[] {
  const spec = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const out: HostileRequest[] = [];
  const bearer = { authorization: `Bearer ${who.admin}` };
  for (const [path, ops] of Object.entries(spec.paths)) {
    if (!path.startsWith('/api/v1/')) continue;
    for (const [lower, op] of Object.entries(ops)) {
      const method = lower.toUpperCase() as HostileRequest['method'];
      const params = op.parameters ?? [];
      const hasPathParams = params.some((p) => p.in === 'path');
      const queryNames = params.filter((p) => p.in === 'query').map((p) => p.name);
      const json = op.requestBody?.content?.['application/json'];
      const fields = Object.keys(json?.schema?.properties ?? {});
      const someId = fill(path, '7d0b0a9e-2f63-4c1f-9a55-0b4f2f3f6c11');
      const label = `${method} ${path}`;

      if (op.security?.length) {
        for (const authorization of badAuthorizations(who.deletedUser, who.someUserId)) {
          out.push({
            method,
            url: someId,
            headers: authorization ? { authorization } : {},
            ...(json ? { payload: {} } : {}),
            label: `${label} with authorization ${authorization?.slice(0, 30) ?? 'none'}`,
          });
        }
      }
      // A state-changing route without inputs would succeed with a valid token: bad credentials only.
      const inputless = method !== 'GET' && !hasPathParams && !json && !queryNames.length;
      if (inputless) continue;

      if (hasPathParams) {
        for (const id of HOSTILE_IDS) {
          out.push({ method, url: fill(path, id), headers: bearer, label: `${label} id=${id.slice(0, 40)}` });
        }
      }
      for (const name of queryNames) {
        for (const value of [...HOSTILE_STRINGS, '-1', '1e999', 'NaN', '0x10']) {
          out.push({
            method,
            url: someId,
            query: { [name]: value },
            headers: bearer,
            label: `${label} ?${name}=${value.slice(0, 30)}`,
          });
        }
      }
      if (!json) continue;
      for (const value of HOSTILE_STRINGS) {
        out.push({
          method,
          url: someId,
          headers: bearer,
          payload: Object.fromEntries(fields.map((f) => [f, value])),
          label: `${label} every field = ${value.slice(0, 30)}`,
        });
      }
      for (const field of fields) {
        for (const value of WRONG_TYPES) {
          out.push({
            method,
            url: someId,
            headers: bearer,
            payload: { [field]: value },
            label: `${label} ${field}=${JSON.stringify(value)}`,
          });
        }
      }
      const raw = (body: string, contentType = 'application/json') => ({
        method,
        url: someId,
        headers: { ...bearer, 'content-type': contentType },
        payload: body,
      });
      out.push(
        { ...raw('{}'), label: `${label} missing fields` },
        { ...raw('[]'), label: `${label} array body` },
        { ...raw('"text"'), label: `${label} string body` },
        { ...raw('{"email": '), label: `${label} invalid JSON` },
        { ...raw(DEEP_ARRAYS), label: `${label} 20,000-deep arrays` },
        { ...raw(DEEP_OBJECTS), label: `${label} 5,000-deep objects` },
        { ...raw('{"__proto__": {"role": "admin"}}'), label: `${label} prototype pollution` },
        { ...raw(JSON.stringify({ pad: 'x'.repeat(200_000) })), label: `${label} oversized body` },
        { ...raw('email=a&password=b', 'application/x-www-form-urlencoded'), label: `${label} form body` },
        { ...raw('<xml/>', 'text/xml'), label: `${label} XML body` },
      );
    }
  }
  return out;
}
