import type { RecordingLanguage } from '@dhvani/contract/enums';
import { matchLocale } from '@dhvani/contract/locales';
import { useEffect, useRef, type ReactNode } from 'react';
import { cardVariants } from '@/components/ui/card';
import { cn } from '@/lib/cn';

// The frame of one step: its heading (focused when the step appears, so screen readers announce the
// new step), the body, and a row of actions that wraps on narrow screens.
export function StepFrame({
  title,
  description,
  children,
  actions,
  className,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: false });
  }, []);
  return (
    <section className={cn(cardVariants({ padding: 'lg' }), 'p-4 sm:p-8', className)}>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-midnight-green focus:outline-none sm:text-3xl"
      >
        {title}
      </h1>
      {description ? <p className="mt-2 text-ink-muted">{description}</p> : null}
      {children ? <div className="mt-6 space-y-5">{children}</div> : null}
      {actions ? <div className="mt-8 flex flex-wrap items-center gap-3">{actions}</div> : null}
    </section>
  );
}

/** The `lang` of a text in a recording language ('Tamil' → 'ta'), whatever the page is shown in. */
export const readingLang = (language: RecordingLanguage | '') => matchLocale(language) ?? undefined;

/**
 * The text to read, large and easy on the eyes, in its own script (and marked with its language): at most
 * about 65 characters a line, and the reading leading (1.8) that Indian scripts' vowel signs above and below
 * the line need. The leading comes after `className` because a text size there would otherwise replace it.
 * A long word (Malayalam at the larger sizes) wraps rather than pushing the page sideways.
 */
export function ReadingText({ text, lang, className }: { text: string; lang?: string; className?: string }) {
  return (
    <blockquote
      lang={lang}
      className={cn(
        'max-w-prose text-lg text-pretty text-ink [overflow-wrap:anywhere] sm:text-xl',
        className,
        'leading-reading',
      )}
    >
      {text}
    </blockquote>
  );
}

/** The light-yellow card the text to read sits on; `tools` (A− / A+) in its top corner. */
export function ReadingCard({ tools, children }: { tools?: ReactNode; children: ReactNode }) {
  return (
    <figure className="rounded-2xl bg-light-yellow px-4 pt-3 pb-6 ring-1 ring-warning-line/60 sm:px-8 sm:pb-8">
      {tools ? <div className="mb-2 flex justify-end">{tools}</div> : <div className="h-3" />}
      {children}
    </figure>
  );
}
