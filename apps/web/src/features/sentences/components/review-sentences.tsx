// Check sentences (issue 32): pending sentences of a language, one at a time, never the contributor's own or
// one they answered already; Yes, No or Skip. Two yes votes accept a sentence, two no votes turn it down.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { matchLocale } from '@dhvani/contract/locales';
import { SENTENCE_COMMUNITY_MESSAGES } from '@dhvani/contract/sentence-community';
import { Button } from '@/components/ui/button';
import { cardVariants } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/data-states';
import { LanguageSelect } from '@/components/choices/language-domain-select';
import { Field } from '@/components/ui/form-field';
import { LoadingState, SkeletonLines } from '@/components/ui/skeleton';
import { apiErrorText } from '@/i18n/error-text';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { isHttpError } from '@/lib/http-error';
import { queryClient } from '@/lib/query-client';
import { fetchReviewQueue, voteOnSentence } from '../api/sentences-api';

const TABLES = { sentence: SENTENCE_COMMUNITY_MESSAGES };

export function ReviewSentences({ initialLanguage }: { initialLanguage: RecordingLanguage }) {
  const t = useT('sentences');
  const common = useT('common');
  const [language, setLanguage] = useState<RecordingLanguage>(initialLanguage);
  // Answered or skipped here: not shown again, even when the next batch still holds a skipped one.
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const query = useQuery(
    {
      queryKey: ['sentences', 'review', language],
      queryFn: ({ signal }) => fetchReviewQueue(language, signal),
    },
    queryClient,
  );
  const waiting = query.data?.filter((s) => !done.has(s._id)) ?? [];
  const current = waiting[0];
  const answeredAll = query.data !== undefined && query.data.length > 0 && waiting.length === 0;
  const { refetch, isFetching } = query;
  // The batch is used up: ask for the next one (it comes back empty when nothing else waits).
  useEffect(() => {
    if (answeredAll && !isFetching) void refetch();
  }, [answeredAll, isFetching, refetch]);

  const next = (id: string, said: string) => {
    setDone(new Set([...done, id]));
    setStatus(said);
  };
  const answer = async (approve: boolean) => {
    if (!current) return;
    setSending(true);
    setError(null);
    try {
      await voteOnSentence(current._id, approve);
      next(current._id, t('review.saved'));
    } catch (err) {
      // Decided meanwhile, or answered in another tab: nothing to do here but move on.
      if (isHttpError(err) && err.response?.status === 409) next(current._id, apiErrorText(err, '', TABLES));
      else setError(apiErrorText(err, t('review.failed'), TABLES));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-ink-muted">{t('review.intro')}</p>
      <Field id="review-language" label={t('review.language')} className="sm:max-w-xs">
        <LanguageSelect
          id="review-language"
          value={language}
          onChange={(next) => {
            setLanguage(next);
            setError(null);
          }}
        />
      </Field>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      {query.isError ? (
        <ErrorState
          message={apiErrorText(query.error, t('review.loadFailed'), TABLES)}
          retryLabel={t('tryAgain')}
          onRetry={() => void refetch()}
        />
      ) : query.data === undefined || (answeredAll && isFetching) ? (
        <LoadingState label={t('review.loading')}>
          <SkeletonLines lines={3} />
        </LoadingState>
      ) : !current ? (
        <p className="rounded-lg bg-nyanza p-4 text-ink" data-testid="review-none">
          {t('review.none', { language: common(`languageName.${language}`) })}
        </p>
      ) : (
        <section
          aria-labelledby="sentence-question"
          data-sentence-id={current._id}
          className={cn(cardVariants(), 'flex flex-col gap-4')}
        >
          <p className="text-sm text-ink-subtle">
            {t('review.domain', { domain: common(`domain.${current.domain}`) })}
          </p>
          <blockquote
            lang={matchLocale(current.language) ?? undefined}
            className="rounded-lg bg-nyanza p-4 text-xl leading-reading text-pretty text-ink sm:text-2xl"
          >
            {current.text}
          </blockquote>
          <p className="text-sm text-ink-muted">{t('review.source', { source: current.source })}</p>
          <h2 id="sentence-question" className="text-lg font-semibold text-midnight-green">
            {t('review.question')}
          </h2>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void answer(true)} disabled={sending}>
              {t('review.yes')}
            </Button>
            <Button variant="destructive" onClick={() => void answer(false)} disabled={sending}>
              {t('review.no')}
            </Button>
            <Button
              variant="outline"
              onClick={() => next(current._id, t('review.skipped'))}
              disabled={sending}
            >
              {t('review.skip')}
            </Button>
          </div>
          {error ? (
            <p role="alert" className="text-danger-strong">
              {error}
            </p>
          ) : null}
        </section>
      )}
    </div>
  );
}
