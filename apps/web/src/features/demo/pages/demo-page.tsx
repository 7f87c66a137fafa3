import { Mic, Square } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEMO_LANGUAGES } from '@dhvani/contract/enums';
import { DEMO_RECORDING_SECONDS } from '@/lib/limits';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n/use-t';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { cardVariants } from '@/components/ui/card';
import { controlClass } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

// SPEC §2 Voice demo: pick a language, record up to 30 s; at zero or on Stop the voice is "processed".
// It makes no calls (SPEC §7): the microphone is opened to show the real thing, then let go.
type DemoLanguage = (typeof DEMO_LANGUAGES)[number];
// 'hindi' → SPEC §3's 'Hindi', the common catalog's name for it.
const languageKey = (language: DemoLanguage) =>
  `languageName.${language.charAt(0).toUpperCase()}${language.slice(1)}` as 'languageName.Hindi';

export function DemoPage() {
  const t = useT('demo');
  const common = useT('common');
  useDocumentTitle(t('page.title'));
  const [language, setLanguage] = useState<DemoLanguage>(DEMO_LANGUAGES[0]);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const streamRef = useRef<MediaStream | null>(null);

  const releaseMicrophone = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  const complete = useCallback(() => {
    releaseMicrophone();
    setProcessing(true);
  }, [releaseMicrophone]);

  const countdown = useCountdown(DEMO_RECORDING_SECONDS, complete);

  useEffect(() => releaseMicrophone, [releaseMicrophone]);

  async function start() {
    setError(null);
    setProcessing(false);
    try {
      streamRef.current = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
      });
      countdown.start();
    } catch {
      setError(t('microphone'));
    }
  }

  function stop() {
    countdown.stop();
    complete();
  }

  return (
    <PageContainer>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <div className={cn(cardVariants({ padding: 'lg' }), 'max-w-xl space-y-6')}>
        <div>
          <label htmlFor="demo-language" className="text-sm font-medium text-ink">
            {t('language')}
          </label>
          <select
            id="demo-language"
            value={language}
            disabled={countdown.running}
            onChange={(event) => setLanguage(event.target.value as DemoLanguage)}
            className={cn(controlClass, 'mt-1 block h-11')}
          >
            {DEMO_LANGUAGES.map((value) => (
              <option key={value} value={value}>
                {common(languageKey(value))}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-6">
          <p
            role="timer"
            aria-label={t('timeLeft')}
            className="font-mono text-4xl font-bold text-midnight-green tabular-nums"
          >
            {formatCountdown(countdown.remaining)}
          </p>
          {countdown.running ? (
            <Button variant="destructive" size="lg" onClick={stop}>
              <Square aria-hidden />
              {t('stop')}
            </Button>
          ) : (
            <Button size="lg" onClick={start}>
              <Mic aria-hidden />
              {t('start')}
            </Button>
          )}
        </div>
        <div role="status" className="min-h-6 text-ink">
          {countdown.running ? t('recordingIn', { language: common(languageKey(language)) }) : null}
          {processing ? t('processing') : null}
        </div>
        {error ? (
          <p
            role="alert"
            className="rounded-lg border border-danger-line bg-danger-soft p-3 text-danger-strong"
          >
            {error}
          </p>
        ) : null}
      </div>
    </PageContainer>
  );
}
