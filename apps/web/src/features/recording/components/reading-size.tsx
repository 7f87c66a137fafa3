import { AArrowDown, AArrowUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';

// The reading text's size on the recording screen (issue 24: it must be readable at arm's length on a
// phone). Steps of the type scale; the choice is kept in this browser for the next recording.
const SIZES = [
  'text-xl sm:text-2xl',
  'text-2xl sm:text-3xl',
  'text-3xl sm:text-4xl',
  'text-4xl sm:text-5xl',
] as const;
const DEFAULT_SIZE = 1;
const STORAGE_KEY = 'readingTextSize';

function storedSize(): number {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const stored = raw === null ? NaN : Number(raw);
    return Number.isInteger(stored) && stored >= 0 && stored < SIZES.length ? stored : DEFAULT_SIZE;
  } catch {
    return DEFAULT_SIZE;
  }
}

export function useReadingSize() {
  const [size, setSize] = useState(storedSize);
  const change = (step: number) => {
    const next = Math.min(SIZES.length - 1, Math.max(0, size + step));
    setSize(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, String(next));
    } catch {
      // Private mode: the size lasts for this page only.
    }
  };
  return {
    className: SIZES[size],
    smaller: size > 0 ? () => change(-1) : undefined,
    larger: size < SIZES.length - 1 ? () => change(1) : undefined,
  };
}

/** A− / A+ beside the reading text (icons: the letter A would be Latin text on every language's page). */
export function ReadingSizeControls({ smaller, larger }: { smaller?: () => void; larger?: () => void }) {
  const t = useT('recording');
  const buttons = [
    { key: 'smaller', label: t('session.smaller'), onClick: smaller, Icon: AArrowDown },
    { key: 'larger', label: t('session.larger'), onClick: larger, Icon: AArrowUp },
  ];
  return (
    <div role="group" aria-label={t('session.textSize')} className="flex items-center justify-end gap-1">
      {buttons.map(({ key, label, onClick, Icon }) => (
        <Button
          key={key}
          variant="outline"
          size="sm"
          onClick={onClick}
          disabled={!onClick}
          aria-label={label}
        >
          <Icon aria-hidden />
        </Button>
      ))}
    </div>
  );
}
