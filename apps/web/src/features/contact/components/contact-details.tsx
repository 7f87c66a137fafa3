import { Mail } from 'lucide-react';
import { useT } from '@/i18n/use-t';
import { EXTERNAL_PROFILES } from '@/lib/site-links';

export const CONTACT_EMAIL = 'hello@dhvanishilp.in';

// SPEC §2: the contact e-mail and the code-hosting and professional-network profiles.
const PROFILES = EXTERNAL_PROFILES.filter((p) => p.kind === 'code' || p.kind === 'network');

export function ContactDetails() {
  const t = useT('contact');
  return (
    <section aria-labelledby="contact-details-title" className="rounded-2xl bg-midnight-green p-8 text-white">
      <h2 id="contact-details-title" className="text-2xl font-bold">
        {t('details.heading')}
      </h2>
      <p className="mt-3 text-white/90">{t('details.body')}</p>
      <p className="mt-6 flex items-center gap-3">
        <Mail aria-hidden="true" className="size-5 text-tea-green" />
        <a href={`mailto:${CONTACT_EMAIL}`} className="font-medium underline underline-offset-4">
          {CONTACT_EMAIL}
        </a>
      </p>
      <ul className="mt-6 flex flex-col gap-2 empty:hidden">
        {PROFILES.map((profile) => (
          <li key={profile.href}>
            <a
              href={profile.href}
              target="_blank"
              rel="noopener noreferrer"
              className="text-white/90 underline-offset-4 hover:text-white hover:underline focus-visible:outline-white"
            >
              {profile.label}
              <span className="sr-only">{t('details.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
