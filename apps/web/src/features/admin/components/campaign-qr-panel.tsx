import { useEffect, useState, type FormEvent } from 'react';
import { DOMAINS, RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { api } from '@/lib/api';
import { controlClass } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

const selectClass = cn(controlClass, 'w-auto pr-8');

// Admin tab: a printable QR code that opens the recording flow with a language and domain preselected
// (GET /admin/campaign-qr returns the PNG; the link itself comes back in the x-campaign-link header).
export function CampaignQrPanel() {
  const [language, setLanguage] = useState<string>(RECORDING_LANGUAGES[1]);
  const [domain, setDomain] = useState<string>(DOMAINS[0]);
  const [image, setImage] = useState<{ url: string; link: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT('admin');
  const common = useT('common');

  // Object URLs hold the PNG in memory until revoked.
  useEffect(() => () => (image ? URL.revokeObjectURL(image.url) : undefined), [image]);

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const response = await api.get<Blob>('/admin/campaign-qr', {
        params: { language, domain, size: 512 },
        responseType: 'blob',
      });
      const link = String(response.headers['x-campaign-link'] ?? '');
      const name = `campaign-${language.toLowerCase()}-${domain}.png`;
      setImage({ url: URL.createObjectURL(response.data), link, name });
    } catch {
      setError(t('campaign.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="campaign-qr-title" className="flex flex-col gap-4">
      <h2 id="campaign-qr-title" className="text-xl font-bold text-midnight-green">
        {t('campaign.heading')}
      </h2>
      <p className="text-ink-muted">{t('campaign.intro')}</p>
      <form onSubmit={generate} className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          {t('campaign.language')}
          <select className={selectClass} value={language} onChange={(e) => setLanguage(e.target.value)}>
            {RECORDING_LANGUAGES.map((value) => (
              <option key={value} value={value}>
                {common(`languageName.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          {t('campaign.domain')}
          <select className={selectClass} value={domain} onChange={(e) => setDomain(e.target.value)}>
            {DOMAINS.map((value) => (
              <option key={value} value={value}>
                {common(`domain.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={busy}>
          {busy ? t('campaign.generating') : t('campaign.generate')}
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-danger-strong">
          {error}
        </p>
      ) : null}
      {image ? (
        <figure className="flex flex-col items-start gap-3">
          <img
            src={image.url}
            alt={t('campaign.alt', { link: image.link })}
            width={256}
            height={256}
            className="rounded-lg ring-1 ring-line"
          />
          <figcaption className="font-mono text-sm break-all text-ink">{image.link}</figcaption>
          <a
            href={image.url}
            download={image.name}
            className="font-medium text-midnight-green underline underline-offset-4"
          >
            {t('campaign.download')}
          </a>
        </figure>
      ) : null}
    </section>
  );
}
