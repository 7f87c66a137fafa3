import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from './form-field';
import { useContactForm, type ContactStatus } from './use-contact-form';

const BUTTON_LABEL: Record<ContactStatus, string> = {
  idle: 'Send Message',
  submitting: 'Transmitting...',
  sent: 'Sent ✓',
};

// SPEC §2, §5: name, email, subject, message; native validation off, errors under each field.
export function ContactForm() {
  const { values, errors, status, setField, submit } = useContactForm();
  return (
    <form noValidate onSubmit={submit} aria-labelledby="contact-form-title" className="flex flex-col gap-5">
      <h2 id="contact-form-title" className="text-2xl font-bold text-midnight-green">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          name="name"
          label="Name"
          autoComplete="name"
          value={values.name}
          error={errors.name}
          onChange={(e) => setField('name', e.target.value)}
        />
        <TextField
          id="contact-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => setField('email', e.target.value)}
        />
      </div>
      <TextField
        id="contact-subject"
        name="subject"
        label="Subject"
        value={values.subject}
        error={errors.subject}
        onChange={(e) => setField('subject', e.target.value)}
      />
      <TextAreaField
        id="contact-message"
        name="message"
        label="Message"
        rows={6}
        value={values.message}
        error={errors.message}
        onChange={(e) => setField('message', e.target.value)}
      />
      <Button type="submit" size="lg" disabled={status !== 'idle'} className="self-start">
        {status === 'idle' ? <Send aria-hidden="true" /> : null}
        {BUTTON_LABEL[status]}
      </Button>
      <p className="sr-only" role="status">
        {status === 'submitting' ? 'Sending your message.' : status === 'sent' ? 'Message sent.' : ''}
      </p>
    </form>
  );
}
