import type { RecordingLanguage } from '@dhvani/contract/enums';
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { SessionControls, type SessionControlsProps } from './session-controls';
import { ReadingSizeControls, useReadingSize } from './reading-size';
import { ReadingText, readingLang } from './step-frame';

/**
 * Step 5 fills the screen below the site's bar (issue 33): on a 390×844 phone the text, the clock, the level
 * and Stop are on screen together, whatever the text's length. A long text scrolls inside its card while the
 * recorder stays at the bottom; a one-sentence text sits in the middle of the card.
 */
export function StepSession({
  transcript,
  language,
  exit,
  ...controls
}: SessionControlsProps & {
  transcript: string;
  /** The recording language: the text is in it, whatever the page is shown in. */
  language: RecordingLanguage | '';
  /** The flow's Exit link, kept reachable on this full-screen step. */
  exit?: ReactNode;
}) {
  const t = useT('recording');
  const reading = useReadingSize();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // As every step does (step-frame.tsx): screen readers announce the new step.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby="session-title"
      className="fixed inset-x-0 top-16 bottom-0 z-30 flex flex-col bg-white"
    >
      <div className="mx-auto flex min-h-0 w-full max-w-3xl flex-1 flex-col gap-3 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
        <div className="flex items-center justify-between gap-3">
          <h1
            id="session-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold tracking-tight text-midnight-green focus:outline-none sm:text-2xl"
          >
            {t('step.5')}
          </h1>
          {exit}
        </div>
        <p className="text-sm text-ink-muted max-sm:sr-only">{t('session.description')}</p>
        {/* The most important thing on the screen (issue 24): the largest type, on its own card. */}
        <figure className="flex min-h-0 flex-1 flex-col rounded-2xl bg-light-yellow ring-1 ring-warning-line/60">
          <div className="flex shrink-0 justify-end px-3 pt-2">
            <ReadingSizeControls smaller={reading.smaller} larger={reading.larger} />
          </div>
          <div
            // Keyboard users scroll a long text too (axe: scrollable-region-focusable).
            tabIndex={0}
            role="region"
            aria-label={t('session.textRegion')}
            data-testid="reading-scroll"
            className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain px-4 pb-4 sm:px-8"
          >
            <ReadingText
              text={transcript}
              lang={readingLang(language)}
              className={`my-auto ${reading.className}`}
            />
          </div>
        </figure>
        <SessionControls {...controls} />
      </div>
    </section>
  );
}
