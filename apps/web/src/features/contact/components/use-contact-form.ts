import { isAxiosError } from 'axios';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  CONTACT_MESSAGES,
  CONTACT_SENT_STATE_MS,
  contactFieldErrors,
  type ContactField,
} from '@dhvani/contract/contact';
import type { ApiError } from '@dhvani/contract/envelope';
import { tableText } from '@/i18n/error-text';
import { notify } from '@/lib/toast';
import { sendContactMessage, type ContactFields } from '../api/send-contact-message';

export type ContactStatus = 'idle' | 'submitting' | 'sent';
export type ContactErrors = Partial<Record<ContactField, string>>;

/** A text of the contract's CONTACT_MESSAGES in the active language (the contact catalog's error.<key>). */
export function contactText(message: string): string;
export function contactText(message: string | undefined): string | undefined;
export function contactText(message: string | undefined): string | undefined {
  return message === undefined ? undefined : tableText(message, CONTACT_MESSAGES, 'contact', 'error');
}

const EMPTY: ContactFields = { name: '', email: '', subject: '', message: '' };
const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/** Field errors the server sent back (400 with `errors`), in case its rules are ever stricter. */
function serverFieldErrors(error: unknown): ContactErrors {
  if (!isAxiosError<Partial<ApiError>>(error)) return {};
  const found: ContactErrors = {};
  for (const item of error.response?.data?.errors ?? []) {
    const field = FIELD_ORDER.find((f) => f === item.path);
    if (field) found[field] ??= item.message;
  }
  return found;
}

// SPEC §4: idle -> submitting ('Transmitting...') -> sent ('Sent ✓', 4 s, button disabled) -> idle.
export function useContactForm() {
  const [values, setValues] = useState<ContactFields>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<ContactStatus>('idle');
  const sentTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(sentTimer.current), []);

  const setField = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const found = contactFieldErrors(values);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    setErrors(found);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setStatus('submitting');
    try {
      await sendContactMessage(values);
      notify.success(contactText(CONTACT_MESSAGES.sent), { action: 'contact' });
      setValues(EMPTY);
      setStatus('sent');
      sentTimer.current = window.setTimeout(() => setStatus('idle'), CONTACT_SENT_STATE_MS);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      notify.error(contactText(CONTACT_MESSAGES.failed), { action: 'contact' });
      setStatus('idle');
    }
  };

  return { values, errors, status, setField, submit };
}
