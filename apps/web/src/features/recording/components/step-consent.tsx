import { apiErrorText } from '@/i18n/error-text';
import { useFormat } from '@/i18n/format';
import { useLocalizedPath } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { forgetConsentOnRecord, useConsentOnRecord } from '../api/consent-on-record';
import { giveConsent } from '../api/recording-api';
import { allConsented, CONSENT_KEYS, type ConsentKey, type Consents } from '../model/flow';
import { StepFrame } from './step-frame';

/** What each statement's Read link opens (issue 23), in a new tab so the flow keeps its place. */
const DOCUMENTS: Record<ConsentKey, readonly ('purposes' | 'terms' | 'privacy')[]> = {
  dataUsage: ['purposes'],
  recording: ['purposes'],
  terms: ['terms', 'privacy'],
};
const DOCUMENT_PATHS = {
  purposes: `${paths.privacy}#purposes`,
  terms: paths.terms,
  privacy: paths.privacy,
} as const;

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
  const common = useT('common');
  const format = useFormat();
  const ready = allConsented(consents);
  const localized = useLocalizedPath();
  const onRecord = useConsentOnRecord();

  // Someone who agreed to the notice in force finds the boxes ticked, once; they may still untick one.
  const ticked = useRef(false);
  useEffect(() => {
    if (!onRecord || ticked.current) return;
    ticked.current = true;
    for (const key of CONSENT_KEYS) if (!consents[key]) onChange(key, true);
  }, [onRecord, consents, onChange]);

  async function next() {
    // The same consent is on record already: nothing to store again.
    if (onRecord) return onNext();
    setSaving(true);
    try {
      await giveConsent();
      forgetConsentOnRecord();
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
          <div
            key={key}
            className="rounded-lg border border-cadet-gray/40 has-[:checked]:border-midnight-green has-[:checked]:bg-nyanza"
          >
            {/* Issue 33: the whole statement is the box's label, so tapping anywhere on it ticks the box. */}
            <label htmlFor={`consent-${key}`} className="flex cursor-pointer items-start gap-3 p-4 pb-2">
              <input
                id={`consent-${key}`}
                type="checkbox"
                checked={consents[key]}
                onChange={(event) => onChange(key, event.target.checked)}
                className="mt-0.5 size-5 shrink-0 accent-midnight-green"
              />
              <span className="text-ink">{t(`consent.${key}`)}</span>
            </label>
            <p className="flex flex-wrap gap-x-4 gap-y-1 pr-4 pb-3 pl-12 text-sm">
              {DOCUMENTS[key].map((document) => (
                <a
                  key={document}
                  href={localized(DOCUMENT_PATHS[document])}
                  target="_blank"
                  rel="noopener"
                  className="inline-block py-1 font-medium text-midnight-green underline underline-offset-4"
                >
                  {t('consent.read', { document: t(`consent.doc.${document}`) })}
                  <span className="sr-only"> {common('footer.newTab')}</span>
                </a>
              ))}
            </p>
          </div>
        ))}
      </fieldset>
      {onRecord?.givenAt && onRecord.version ? (
        <p data-testid="consent-on-record" className="text-sm text-ink-muted">
          {t('consent.agreedBefore', {
            date: format.longDate(onRecord.givenAt),
            version: format.noticeVersion(onRecord.version),
          })}
        </p>
      ) : null}
    </StepFrame>
  );
}
