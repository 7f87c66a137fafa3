import type { RecordingLanguage } from '@dhvani/contract/enums';
import { useT } from '@/i18n/use-t';
import { SessionControls, type SessionControlsProps } from './session-controls';
import { ReadingSizeControls, useReadingSize } from './reading-size';
import { ReadingCard, ReadingText, StepFrame, readingLang } from './step-frame';

export function StepSession({
  transcript,
  language,
  ...controls
}: SessionControlsProps & {
  transcript: string;
  /** The recording language: the text is in it, whatever the page is shown in. */
  language: RecordingLanguage | '';
}) {
  const t = useT('recording');
  const reading = useReadingSize();
  return (
    <StepFrame title={t('step.5')} description={t('session.description')}>
      {/* The most important thing on the screen (issue 24): the largest type on it, on its own card. */}
      <ReadingCard tools={<ReadingSizeControls smaller={reading.smaller} larger={reading.larger} />}>
        <ReadingText text={transcript} lang={readingLang(language)} className={reading.className} />
      </ReadingCard>
      <SessionControls {...controls} />
    </StepFrame>
  );
}
