import { Send } from 'lucide-react';
import type { ContactField } from '@dhvani/contract/contact';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea, fieldControlProps } from '@/components/ui/form-field';
import type { MessageKey } from '@/i18n/catalogs';
import { useT } from '@/i18n/use-t';
import { contactText, useContactForm, type ContactStatus } from './use-contact-form';

const BUTTON_LABEL: Record<ContactStatus, MessageKey<'contact'>> = {
  idle: 'form.send',
  submitting: 'form.sending',
  sent: 'form.sent',
};

interface FieldSpec {
  name: ContactField;
  label: MessageKey<'contact'>;
  type?: 'email';
  autoComplete?: string;
}

const NAME: FieldSpec = { name: 'name', label: 'form.name', autoComplete: 'name' };
const EMAIL: FieldSpec = { name: 'email', label: 'form.email', type: 'email', autoComplete: 'email' };
const SUBJECT: FieldSpec = { name: 'subject', label: 'form.subject' };
const MESSAGE: FieldSpec = { name: 'message', label: 'form.message' };

// SPEC §2, §5: name, email, subject, message; native validation off, errors under each field.
export function ContactForm() {
  const { values, errors, status, setField, submit } = useContactForm();
  const t = useT('contact');

  function field({ name, label, type, autoComplete }: FieldSpec) {
    const id = `contact-${name}`;
    const error = contactText(errors[name]);
    const control = { ...fieldControlProps(id, error), name, value: values[name] };
    return (
      <Field id={id} label={t(label)} error={error}>
        {name === 'message' ? (
          <Textarea rows={6} {...control} onChange={(e) => setField(name, e.target.value)} />
        ) : (
          <Input
            type={type ?? 'text'}
            autoComplete={autoComplete}
            {...control}
            onChange={(e) => setField(name, e.target.value)}
          />
        )}
      </Field>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="contact-form-title" className="flex flex-col gap-5">
      <h2 id="contact-form-title" className="text-2xl font-bold text-midnight-green">
        {t('form.heading')}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        {field(NAME)}
        {field(EMAIL)}
      </div>
      {field(SUBJECT)}
      {field(MESSAGE)}
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
