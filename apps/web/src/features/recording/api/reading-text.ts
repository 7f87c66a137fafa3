// The text to read, issued by the server with its id (issue 32, POST /reading-texts). The id goes back with
// the upload, so the server knows which sentences were read instead of trusting the text a client sends.
import type { Domain, RecordingLanguage } from '@dhvani/contract/enums';
import { readingTextSchema, type ReadingText } from '@dhvani/contract/reading-texts';
import { successEnvelopeSchema } from '@dhvani/contract/envelope';
import { api } from '@/lib/api';

export async function fetchReadingText(input: {
  language: RecordingLanguage;
  domain: Domain;
}): Promise<ReadingText> {
  const response = await api.post<unknown>('/reading-texts', input);
  return successEnvelopeSchema(readingTextSchema).parse(response.data).data as ReadingText;
}
