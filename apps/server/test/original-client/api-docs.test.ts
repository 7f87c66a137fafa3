// Original client (issue 25): /api/docs documents what an integrator of that front end needs: the account
// routes at both paths, the three lists as arrays with `meta` beside them, the error envelope's `code`
// (consent_required among them) and which call records consent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Operation {
  description?: string;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content: { 'application/json': { schema: Schema } } }>;
}
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: string[];
  description?: string;
}

describe('the original front end: API documentation', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await createTestApp();
    paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
  });
  afterAll(async () => t.close());

  const schemaOf = (method: string, path: string, status: string) =>
    paths[`/api/v1${path}`]?.[method]?.responses[status]?.content['application/json'].schema;

  it('lists the account routes at the root and under /users', () => {
    for (const [method, path] of [
      ['put', '/update-account'],
      ['post', '/change-password'],
      ['delete', '/delete-account'],
    ] as const) {
      expect(paths[`/api/v1${path}`]?.[method], path).toBeDefined();
      expect(paths[`/api/v1/users${path}`]?.[method], `/users${path}`).toBeDefined();
    }
  });

  it('documents the three lists as data arrays with meta beside them', () => {
    for (const path of ['/users/admin/users', '/recordings/admin', '/users/recordings']) {
      const ok = schemaOf('get', path, '200');
      expect(ok?.properties?.data?.type, path).toBe('array');
      expect(Object.keys(ok?.properties?.meta?.properties ?? {}).sort(), path).toEqual([
        'limit',
        'page',
        'total',
      ]);
      expect(paths[`/api/v1${path}`]?.get?.description, path).toMatch(/X-Total-Count.*Link/s);
    }
  });

  it("documents the upload's fields as one schema, with the required ones required, on both upload routes", () => {
    const form = paths['/api/v1/recordings/']?.post?.requestBody?.content['multipart/form-data']?.schema;
    const commit =
      paths['/api/v1/uploads/{id}/commit']?.post?.requestBody?.content['application/json']?.schema;
    const fields = [
      'duration',
      'language',
      'domain',
      'recordedVia',
      'paragraph',
      'contributionId',
      'readingTextId',
    ];
    expect(Object.keys(form?.properties ?? {})).toEqual([...fields, 'audio']);
    expect(form?.required).toEqual(['duration', 'language', 'domain', 'paragraph', 'audio']);
    expect(Object.keys(commit?.properties ?? {})).toEqual(fields);
    expect(commit?.required).toEqual(['duration', 'language', 'domain', 'paragraph']);
  });

  it('documents the error code and which call records consent', () => {
    const error = schemaOf('post', '/recordings/', '4XX');
    // A string: 'consent_required' or a message table's '<table>.<key>' (issue 19).
    expect(error?.properties?.code?.description).toContain('consent_required');
    expect(error?.properties?.params).toBeDefined();
    expect(error?.required).not.toContain('code');
    expect(paths['/api/v1/users/consents']?.post?.description).toMatch(/records the DPDP consent/);
    expect(paths['/api/v1/recordings/']?.post?.description).toContain('consent_required');
  });
});
