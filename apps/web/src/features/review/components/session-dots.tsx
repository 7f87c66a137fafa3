import { cn } from '@/lib/cn';

// The session's reviews as a strip of five dots, as Common Voice shows its clips: each answer fills one, and
// the sixth starts a fresh five. Decoration beside the count in words, which is what assistive tech reads.
const SET = 5;

export function SessionDots({ count }: { count: number }) {
  const filled = count === 0 ? 0 : ((count - 1) % SET) + 1;
  return (
    <span aria-hidden className="flex items-center gap-1.5">
      {Array.from({ length: SET }, (_, index) => (
        <span
          key={index}
          className={cn(
            'size-3 rounded-full ring-1',
            index < filled ? 'bg-midnight-green ring-midnight-green' : 'bg-white ring-line-strong',
          )}
        />
      ))}
    </span>
  );
}
