import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { MessageKey } from '@/i18n/catalogs';
import { useT } from '@/i18n/use-t';
import { TextAreaField, TextField } from './form-field';
import { contactText, useContactForm, type ContactStatus } from './use-contact-form';

const BUTTON_LABEL: Record<ContactStatus, MessageKey<'contact'>> = {
  idle: 'form.send',
  submitting: 'form.sending',
  sent: 'form.sent',
};

// SPEC §2, §5: name, email, subject, message; native validation off, errors under each field.
export function ContactForm() {
  const { values, errors, status, setField, submit } = useContactForm();
  const t = useT('contact');
  return (
    <form noValidate onSubmit={submit} aria-labelledby="contact-form-title" className="flex flex-col gap-5">
      <h2 id="contact-form-title" className="text-2xl font-bold text-midnight-green">
        {t('form.heading')}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          name="name"
          label={t('form.name')}
          autoComplete="name"
          value={values.name}
          error={contactText(errors.name)}
          onChange={(e) => setField('name', e.target.value)}
        />
        <TextField
          id="contact-email"
          name="email"
          type="email"
          label={t('form.email')}
          autoComplete="email"
          value={values.email}
          error={contactText(errors.email)}
          onChange={(e) => setField('email', e.target.value)}
        />
      </div>
      <TextField
        id="contact-subject"
        name="subject"
        label={t('form.subject')}
        value={values.subject}
        error={contactText(errors.subject)}
        onChange={(e) => setField('subject', e.target.value)}
      />
      <TextAreaField
        id="contact-message"
        name="message"
        label={t('form.message')}
        rows={6}
        value={values.message}
        error={contactText(errors.message)}
        onChange={(e) => setField('message', e.target.value)}
      />
      <Button type="submit" size="lg" disabled={status !== 'idle'} className="self-start">
        {status === 'idle' ? <Send aria-hidden="true" /> : null}
        {t(BUTTON_LABEL[status])}
      </Button>
      <p className="sr-only" role="status">
        {status === 'submitting' ? t('form.statusSending') : status === 'sent' ? t('form.statusSent') : ''}
      </p>
    </form>
  );
}
