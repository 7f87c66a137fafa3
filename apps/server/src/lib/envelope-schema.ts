// zod shapes of the envelope, for route `response` schemas (they document the API and stop fields such as
// password hashes from ever being serialised). The shapes themselves are the contract's.
import type { z } from 'zod';
import { errorEnvelopeSchema, listEnvelopeSchema, successEnvelopeSchema } from '@dhvani/contract/envelope';

export const okEnvelope = successEnvelopeSchema;
/** A list route's 200: `data` is an array and `meta` sits beside it (send it with reply.okList). */
export const okListEnvelope = listEnvelopeSchema;
export const errorEnvelope = errorEnvelopeSchema;

/** Every route's failures: any 4xx or 5xx answers the one error envelope. */
export const errorReplies = { '4xx': errorEnvelope, '5xx': errorEnvelope };

/** A route's `response` schemas: `data` in the success envelope with 200, failures as everywhere. */
export const replies = <T extends z.ZodType>(data: T) => ({ 200: okEnvelope(data), ...errorReplies });

/** The same for a route that creates something and answers 201. */
export const createdReplies = <T extends z.ZodType>(data: T) => ({ 201: okEnvelope(data), ...errorReplies });

/** A list route's `response` schemas: an array of `item` with `meta` beside it. */
export const listReplies = <T extends z.ZodType>(item: T) => ({ 200: okListEnvelope(item), ...errorReplies });
