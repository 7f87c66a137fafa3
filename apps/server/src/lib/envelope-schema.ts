// zod shapes of the envelope, for route `response` schemas (they document the API and stop fields such as
// password hashes from ever being serialised). The shapes themselves are the contract's.
import { errorEnvelopeSchema, listEnvelopeSchema, successEnvelopeSchema } from '@dhvani/contract/envelope';

export const okEnvelope = successEnvelopeSchema;
/** A list route's 200: `data` is an array and `meta` sits beside it (send it with reply.okList). */
export const okListEnvelope = listEnvelopeSchema;
export const errorEnvelope = errorEnvelopeSchema;
