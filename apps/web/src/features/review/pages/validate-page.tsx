// /validate, the Listen page (issue 21): one clip at a time in a language the contributor knows, its text,
// and the question whether it matches, clearly: Yes / No (with a reason) / Skip. Keys: Space, Y, N, S.
import { useRef } from 'react';
import { matchLocale } from '@dhvani/contract/locales';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { ErrorState } from '@/components/ui/data-states';
import { LoadingState, Skeleton, SkeletonLines } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n/use-t';
import { AnswerButtons, NoReasons } from '../components/answer-buttons';
import { ClipPlayer, type ClipPlayerHandle } from '../components/clip-player';
import { LanguagePicker } from '../components/language-picker';
import { NothingLeft } from '../components/nothing-left';
import { SessionDots } from '../components/session-dots';
import { useReviewKeys } from '../hooks/use-review-keys';
import { useReviewSession } from '../hooks/use-review-session';
import { canAnswer, otherLanguagesWithClips } from '../model/session';
import { cardVariants } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export function ValidatePage() {
  const t = useT('review');
  const common = useT('common');
  useDocumentTitle(t('title'));
  const { state, dispatch, vote, chooseLanguage, retry } = useReviewSession();
  const panel = useRef<HTMLDivElement>(null);
  const player = useRef<ClipPlayerHandle>(null);
  const answerable = canAnswer(state);

  useReviewKeys(panel, {
    play: () => player.current?.toggle(),
    yes: () => void vote('up'),
    no: () => dispatch({ type: 'askReason' }),
    skip: () => void vote('skip'),
    escape: () => dispatch({ type: 'cancelReason' }),
  });

  const clip = state.clip.kind === 'ready' ? state.clip.clip : null;
  // What a screen reader hears as things change: a new clip, the clip heard to its end, an answer saved.
  const announcement = clip
    ? state.heard
      ? t('live.heard')
      : t('live.clip', { language: common(`languageName.${clip.language}`) })
    : '';

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t('title')} description={t('description')} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        {state.languages && state.languages.length > 0 && state.language ? (
          <LanguagePicker languages={state.languages} value={state.language} onChange={chooseLanguage} />
        ) : null}
        <div className="flex items-center gap-3">
          <SessionDots count={state.sessionReviews} />
          <p className="text-sm text-ink-muted" data-testid="review-progress">
            {t('progress.session', { count: state.sessionReviews })}
            {' · '}
            {t('progress.total', { count: state.totalReviews })}
          </p>
        </div>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {state.clip.kind === 'loading' ? (
        <LoadingState
          label={t('loading')}
          className="flex flex-col gap-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-cadet-gray/40"
        >
          <Skeleton className="h-4 w-40" />
          <div className="flex flex-col gap-3 rounded-lg bg-nyanza p-4">
            <SkeletonLines lines={3} />
          </div>
          <Skeleton className="h-12 w-full rounded-full" />
          <div className="flex flex-wrap gap-3">
            <Skeleton className="h-11 w-28" />
            <Skeleton className="h-11 w-28" />
            <Skeleton className="h-11 w-28" />
          </div>
        </LoadingState>
      ) : state.clip.kind === 'error' ? (
        <ErrorState message={state.clip.message} retryLabel={t('tryAgain')} onRetry={retry} />
      ) : state.clip.kind === 'none' ? (
        <NothingLeft
          language={state.language}
          others={otherLanguagesWithClips(state)}
          onLanguage={chooseLanguage}
        />
      ) : (
        <section aria-labelledby="review-question" className="flex flex-col gap-5">
          <div
            ref={panel}
            data-clip-id={state.clip.clip._id}
            className={cn(cardVariants(), 'flex flex-col gap-5')}
          >
            <p className="text-sm text-ink-subtle">
              {t('clip.domain', { domain: common(`domain.${state.clip.clip.domain}`) })}
            </p>
            <figure className="flex flex-col gap-2">
              <figcaption className="text-sm font-semibold text-ink-muted">{t('clip.textLabel')}</figcaption>
              <blockquote
                lang={matchLocale(state.clip.clip.language) ?? undefined}
                className="max-w-prose rounded-lg bg-nyanza p-4 text-xl leading-reading text-pretty text-ink sm:p-5 sm:text-2xl"
              >
                {state.clip.clip.text}
              </blockquote>
            </figure>
            <h2 id="review-question" className="text-center text-lg font-semibold text-midnight-green">
              {t('question')}
            </h2>
            <AnswerButtons
              canAnswer={answerable}
              sending={state.sending}
              player={
                <ClipPlayer
                  key={state.clip.clip._id}
                  ref={player}
                  clip={state.clip.clip}
                  onHeard={() => dispatch({ type: 'heard' })}
                />
              }
              onYes={() => void vote('up')}
              onNo={() => dispatch({ type: 'askReason' })}
              onSkip={() => void vote('skip')}
            />
            {!state.heard ? (
              <p className="text-center text-sm text-ink-muted">{t('hint.listenFirst')}</p>
            ) : null}
            <p className="hidden text-center text-xs text-ink-subtle sm:block">{t('hint.keys')}</p>
          </div>
          {state.choosingReason ? (
            <NoReasons
              disabled={state.sending}
              onReason={(reason) => void vote('down', reason)}
              onCancel={() => dispatch({ type: 'cancelReason' })}
            />
          ) : null}
        </section>
      )}
    </PageContainer>
  );
}
