import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { createResponseSerializerCompiler } from './response-serializer.js';

const schema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  note: z.string().optional(),
  ok: z.literal(true),
  tags: z.array(z.object({ k: z.string(), n: z.number() })),
  details: z.record(z.string(), z.unknown()),
});
const route = { schema, method: 'GET', url: '/x' };
const value = {
  id: 'a1',
  name: 'Asha "Devi" </script>',
  phone: null,
  role: 'admin' as const,
  ok: true as const,
  tags: [{ k: 'x', n: 1.5 }],
  details: { nested: { deep: [1, 'two'] } },
};

describe.each([
  ['production (no zod check)', false],
  ['development and tests (zod check)', true],
])('response serializer, %s', (_name, checkWithZod) => {
  const serialize = createResponseSerializerCompiler({ checkWithZod })(route);

  it('writes the same JSON as JSON.stringify for a valid answer', () => {
    expect(JSON.parse(serialize(value))).toEqual(JSON.parse(JSON.stringify(value)));
  });

  it('never writes a property the schema does not name (a password hash on a row)', () => {
    const out = serialize({ ...value, passwordHash: '$argon2id$secret' });
    expect(out).not.toContain('passwordHash');
    expect(out).not.toContain('argon2id');
  });
});

describe('response serializer outside production', () => {
  it('refuses an answer that drifts from its contract', () => {
    const serialize = createResponseSerializerCompiler({ checkWithZod: true })(route);
    let caught: unknown = null;
    try {
      serialize({ ...value, role: 'owner' });
    } catch (err) {
      caught = err;
    }
    expect(isResponseSerializationError(caught)).toBe(true);
  });
});
