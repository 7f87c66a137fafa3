// The admin's words for the contract's ADMIN_MESSAGES (the admin catalog's message.<key>), so the toasts and
// errors follow the active language; English keeps the contract's texts word for word.
import { ADMIN_MESSAGES } from '@dhvani/contract/admin';
import { apiErrorText, tableText } from '@/i18n/error-text';

export const adminText = (message: string) => tableText(message, ADMIN_MESSAGES, 'admin', 'message');

/** A failed admin request: the server's message in English, else `fallback` in the active language. */
export const adminErrorText = (error: unknown, fallback: string) => apiErrorText(error, adminText(fallback));
