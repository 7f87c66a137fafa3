// Response serialisation (docs/decisions/0008). Every route's zod response schema is turned into JSON
// Schema once, at start-up, and compiled with fast-json-stringify: it writes only the properties the schema
// names (a password hash on a row can never leak) and is several times cheaper per response than encoding
// through zod and then JSON.stringify, which was an eighth of the CPU of GET /users/current.
//
// Outside production the zod schema also checks every response first, so a route whose answer drifts from
// its contract fails the tests with a ResponseSerializationError instead of being coerced quietly.
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = (route: {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}) => (data: unknown) => string;

function toZod(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  // A route may also give { properties: zodSchema } (fastify-type-provider-zod's convention).
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  if (wrapped instanceof z.ZodType) return wrapped;
  throw new Error('A response schema must be a zod schema.');
}

export function createResponseSerializerCompiler(opts: { checkWithZod: boolean }): SerializerCompiler {
  return ({ schema, method, url }) => {
    const zodSchema = toZod(schema);
    const jsonSchema = z.toJSONSchema(zodSchema, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
    });
    const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    if (!opts.checkWithZod) return (data) => stringify(data);
    return (data) => {
      const checked = zodSchema.safeParse(data);
      if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error });
      return stringify(checked.data);
    };
  };
}
