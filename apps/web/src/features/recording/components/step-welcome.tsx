import { Clock, ListChecks, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StepFrame } from './step-frame';

const POINTS = [
  {
    icon: Clock,
    title: '2 minutes max',
    text: 'Read one short text aloud; the recording stops by itself at 2 minutes.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure and private',
    text: 'Your voice is stored securely and used only as you agree.',
  },
  {
    icon: ListChecks,
    title: 'Easy process',
    text: 'Agree, pick a topic and a language, read, review and submit.',
  },
] as const;

export function StepWelcome({ onStart }: { onStart: () => void }) {
  return (
    <StepFrame
      title="Voice Contribution"
      description="Help build speech technology for Indian languages by reading a short text aloud."
      actions={
        <Button size="lg" onClick={onStart}>
          Get Started
        </Button>
      }
    >
      <ul className="grid gap-4 sm:grid-cols-3">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg bg-nyanza p-4">
            <Icon aria-hidden className="size-6 text-midnight-green" />
            <p className="mt-2 font-semibold text-midnight-green">{title}</p>
            <p className="mt-1 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </StepFrame>
  );
}
