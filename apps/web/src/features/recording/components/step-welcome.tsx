import { useT } from '@/i18n/use-t';
import { Clock, ListChecks, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StepFrame } from './step-frame';

const POINTS = [
  { icon: Clock, title: 'welcome.timeTitle', text: 'welcome.timeText' },
  { icon: ShieldCheck, title: 'welcome.privateTitle', text: 'welcome.privateText' },
  { icon: ListChecks, title: 'welcome.easyTitle', text: 'welcome.easyText' },
] as const;

export function StepWelcome({ onStart }: { onStart: () => void }) {
  const t = useT('recording');
  return (
    <StepFrame
      title={t('step.1')}
      description={t('welcome.description')}
      actions={
        <Button size="lg" onClick={onStart}>
          {t('welcome.start')}
        </Button>
      }
    >
      <ul className="grid gap-4 sm:grid-cols-3">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg bg-nyanza p-4">
            <Icon aria-hidden className="size-6 text-midnight-green" />
            <p className="mt-2 font-semibold text-midnight-green">{t(title)}</p>
            <p className="mt-1 text-sm text-ink-muted">{t(text)}</p>
          </li>
        ))}
      </ul>
    </StepFrame>
  );
}
