import { useT } from '@/i18n/use-t';
import { RefreshCw } from 'lucide-react';
import { pickDomain, pickLanguage } from '@dhvani/contract/campaign';
import { DOMAINS, RECORDING_LANGUAGES, type Domain, type RecordingLanguage } from '@dhvani/contract/enums';
import { Button } from '@/components/ui/button';
import { choiceKey, textReady, type FlowState } from '../model/flow';
import { ReadingCard, ReadingText, StepFrame, readingLang } from './step-frame';
import { controlClass } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

const selectClass = cn(controlClass, 'mt-1 block h-11');

export function StepChoose({
  state,
  onLanguage,
  onDomain,
  onRegenerate,
  onBack,
  onNext,
}: {
  state: FlowState;
  onLanguage: (value: RecordingLanguage | '') => void;
  onDomain: (value: Domain | '') => void;
  onRegenerate: () => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const { language, domain, generating, transcript, transcriptFor } = state;
  const chosen = language !== '' && domain !== '';
  const current = chosen && transcriptFor === choiceKey(language, domain) && transcript !== '';
  const t = useT('recording');
  const common = useT('common');

  return (
    <StepFrame
      title={t('step.3')}
      description={t('choose.description')}
      actions={
        <>
          <Button variant="outline" onClick={onBack}>
            {t('back')}
          </Button>
          <Button onClick={onNext} disabled={!textReady(state)}>
            {t('next')}
          </Button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="recording-domain" className="text-sm font-medium text-ink">
            {t('choose.domain')}
          </label>
          <select
            id="recording-domain"
            className={selectClass}
            value={domain}
            onChange={(event) => onDomain(pickDomain(event.target.value))}
          >
            <option value="">{t('choose.domainPlaceholder')}</option>
            {DOMAINS.map((value) => (
              <option key={value} value={value}>
                {common(`domain.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="recording-language" className="text-sm font-medium text-ink">
            {t('choose.language')}
          </label>
          <select
            id="recording-language"
            className={selectClass}
            value={language}
            onChange={(event) => onLanguage(pickLanguage(event.target.value))}
          >
            <option value="">{t('choose.languagePlaceholder')}</option>
            {RECORDING_LANGUAGES.map((value) => (
              <option key={value} value={value}>
                {common(`languageName.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {chosen ? (
        <div aria-live="polite" aria-busy={generating}>
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold text-midnight-green">{t('choose.textHeading')}</h2>
            <Button variant="outline" size="sm" onClick={onRegenerate} disabled={generating}>
              <RefreshCw aria-hidden className={generating ? 'animate-spin' : undefined} />
              {t('choose.regenerate')}
            </Button>
          </div>
          {generating || !current ? (
            <p className="rounded-lg bg-nyanza p-4 text-ink-muted">{t('choose.generating')}</p>
          ) : (
            <ReadingCard>
              <ReadingText text={transcript} lang={readingLang(language)} />
            </ReadingCard>
          )}
        </div>
      ) : (
        <p className="text-ink-muted">{t('choose.pickBoth')}</p>
      )}
    </StepFrame>
  );
}
