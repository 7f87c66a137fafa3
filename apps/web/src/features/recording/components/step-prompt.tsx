import { Mic } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { domainLabel } from '../model/choices';
import type { FlowState } from '../model/flow';
import { ReadingText, StepFrame } from './step-frame';

const TIPS = [
  'Find a quiet place and hold the device about a hand’s width from your mouth.',
  'Read at a natural pace, in your normal voice.',
  'Read the whole text once. You can pause, and listen before you submit.',
  'The recording stops by itself at 2 minutes.',
];

export function StepPrompt({
  state,
  starting,
  micError,
  onBack,
  onStart,
}: {
  state: FlowState;
  starting: boolean;
  micError: string | null;
  onBack: () => void;
  onStart: () => void;
}) {
  return (
    <StepFrame
      title="Speaking Prompt"
      description="When you are ready, start recording and read the text below aloud."
      actions={
        <>
          <Button variant="outline" onClick={onBack} disabled={starting}>
            Back
          </Button>
          <Button size="lg" onClick={onStart} disabled={starting || state.paragraph === ''}>
            <Mic aria-hidden />
            {starting ? 'Starting…' : 'Start Recording'}
          </Button>
          <span className="text-sm text-slate-600">
            or press <kbd className="rounded border px-1">Space</kbd>
          </span>
        </>
      }
    >
      <dl className="flex flex-wrap gap-x-8 gap-y-2 text-slate-800">
        <div>
          <dt className="text-sm text-slate-600">Domain</dt>
          <dd className="font-semibold">{domainLabel(state.domain)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Language</dt>
          <dd className="font-semibold">{state.language}</dd>
        </div>
      </dl>
      <ReadingText text={state.paragraph} />
      <div>
        <h2 className="font-semibold text-midnight-green">Recording tips</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
      {micError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
          {micError}
        </p>
      ) : null}
    </StepFrame>
  );
}
