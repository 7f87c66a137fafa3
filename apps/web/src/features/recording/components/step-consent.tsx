import { apiErrorText } from '@/i18n/error-text';
import { useLocalizedPath } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { giveConsent } from '../api/recording-api';
import { allConsented, CONSENT_KEYS, type ConsentKey, type Consents } from '../model/flow';
import { StepFrame } from './step-frame';

export function StepConsent({
  consents,
  onChange,
  onBack,
  onNext,
}: {
  consents: Consents;
  onChange: (key: ConsentKey, checked: boolean) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const [saving, setSaving] = useState(false);
  const t = useT('recording');
  const ready = allConsented(consents);
  const localized = useLocalizedPath();
  // Each statement links the page it refers to (issue 23), in a new tab so the flow keeps its place.
  const link = (to: string) => (chunks: ReactNode) => (
    <a
      href={localized(to)}
      target="_blank"
      rel="noopener"
      className="font-medium text-midnight-green underline underline-offset-4"
    >
      {chunks}
    </a>
  );
  const links = {
    purposes: link(`${paths.privacy}#purposes`),
    terms: link(paths.terms),
    privacy: link(paths.privacy),
  };

  async function next() {
    setSaving(true);
    try {
      await giveConsent();
      onNext();
    } catch (error) {
      notify.error(apiErrorText(error, t('consent.failed')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <StepFrame
      title={t('step.2')}
      description={t('consent.description')}
      actions={
        <>
          <Button variant="outline" onClick={onBack}>
            {t('back')}
          </Button>
          <Button onClick={next} disabled={!ready || saving}>
            {saving ? t('consent.saving') : t('next')}
          </Button>
        </>
      }
    >
      <fieldset className="space-y-3">
        <legend className="sr-only">{t('consent.legend')}</legend>
        {CONSENT_KEYS.map((key) => (
          <label
            key={key}
            htmlFor={`consent-${key}`}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-cadet-gray/40 p-4 has-[:checked]:border-midnight-green has-[:checked]:bg-nyanza"
          >
            <input
              id={`consent-${key}`}
              type="checkbox"
              checked={consents[key]}
              onChange={(event) => onChange(key, event.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-midnight-green"
            />
            <span className="text-ink">{t.rich(`consent.${key}`, links)}</span>
          </label>
        ))}
      </fieldset>
    </StepFrame>
  );
}
