import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

/** What a mail client reads from the link: the recipients and each header field. */
function parse(href: string) {
  const url = new URL(href);
  return {
    to: decodeURIComponent(url.pathname),
    fields: [...url.searchParams.keys()],
    subject: url.searchParams.get('subject'),
  };
}

describe('mailtoHref', () => {
  it('links a plain address with a reply subject', () => {
    expect(mailtoHref('meera@example.org', 'Dataset partnership')).toBe(
      'mailto:meera@example.org?subject=Re%3A%20Dataset%20partnership',
    );
  });

  it('keeps a hostile address as one literal recipient, adding no cc, bcc or body', () => {
    const hostile = 'reply@evil.example?cc=boss@corp.example&bcc=x@y.example&body=Wire%20money';
    const link = parse(mailtoHref(hostile, 'Hi & bye\r\nBcc: z@z.example'));
    expect(link.fields).toEqual(['subject']);
    expect(link.to).toBe(hostile);
    expect(link.subject).toBe('Re: Hi & bye\r\nBcc: z@z.example');
  });
});
