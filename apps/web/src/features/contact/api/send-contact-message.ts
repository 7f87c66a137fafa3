import type { ContactBody } from '@dhvani/contract/contact';
import { api } from '@/lib/api';

export type ContactFields = Pick<ContactBody, 'name' | 'email' | 'subject' | 'message'>;

/** POST /contact with the sender's local date and time strings (SPEC §3). */
export async function sendContactMessage(fields: ContactFields, now = new Date()): Promise<void> {
  await api.post('/contact', {
    ...fields,
    date: now.toLocaleDateString('en-GB'),
    time: now.toLocaleTimeString('en-GB'),
  });
}
