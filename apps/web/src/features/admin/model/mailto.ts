// A reply link to a contact message's sender. The address and subject come from the public contact form, so
// every part is percent-encoded (RFC 6068): an address such as `x@evil.example?cc=…&body=…` stays one
// literal address and cannot add recipients, a body or headers to the admin's e-mail.
export function mailtoHref(address: string, subject: string): string {
  const at = address.lastIndexOf('@');
  const to =
    at > 0
      ? `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`
      : encodeURIComponent(address);
  return `mailto:${to}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}
