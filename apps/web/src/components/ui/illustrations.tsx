// Small inline drawings for the designed empty states and the dashboard's summary (issue 24's visual pass):
// a few shapes in the brand colours, no image files, decoration only (hidden from assistive tech).
import { cn } from '@/lib/cn';

/** Sound waves rising and falling: the summary card's backdrop. */
export function WaveBars({ className }: { className?: string }) {
  const heights = [18, 34, 52, 30, 64, 88, 56, 72, 40, 96, 60, 80, 44, 28, 58, 36, 20];
  return (
    <svg aria-hidden viewBox="0 0 170 100" className={className} preserveAspectRatio="xMaxYMid meet">
      {heights.map((height, index) => (
        <rect
          key={index}
          x={index * 10 + 2}
          y={(100 - height) / 2}
          width="6"
          height={height}
          rx="3"
          className="fill-current"
        />
      ))}
    </svg>
  );
}

/** A microphone with its voice spreading out: nothing recorded yet. */
export function MicrophoneDrawing({ className }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 160 120" className={cn('h-28 w-auto', className)}>
      <circle cx="80" cy="60" r="52" className="fill-nyanza" />
      <path
        d="M34 42a60 60 0 0 0 0 36M22 32a78 78 0 0 0 0 56"
        className="fill-none stroke-tea-green"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path
        d="M126 42a60 60 0 0 1 0 36M138 32a78 78 0 0 1 0 56"
        className="fill-none stroke-tea-green"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <rect x="66" y="24" width="28" height="48" rx="14" className="fill-midnight-green" />
      <path
        d="M56 60a24 24 0 0 0 48 0M80 84v12M68 96h24"
        className="fill-none stroke-midnight-green"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="74" cy="36" r="3" className="fill-nyanza" />
    </svg>
  );
}

/** Headphones resting, a tick beside them: nothing left to listen to. */
export function HeadphonesDrawing({ className }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 160 120" className={cn('h-28 w-auto', className)}>
      <circle cx="80" cy="62" r="52" className="fill-white" />
      <path
        d="M44 74V62a36 36 0 0 1 72 0v12"
        className="fill-none stroke-midnight-green"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <rect x="36" y="66" width="18" height="30" rx="8" className="fill-midnight-green" />
      <rect x="106" y="66" width="18" height="30" rx="8" className="fill-midnight-green" />
      <circle cx="124" cy="30" r="16" className="fill-tea-green" />
      <path
        d="M117 30l5 5 9-10"
        className="fill-none stroke-midnight-green"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A voice drawn as a waveform, strongest in the middle: the landing page's hero (static HTML, no script). */
export function VoiceWave({ className }: { className?: string }) {
  const heights = [8, 14, 22, 16, 30, 24, 40, 34, 52, 44, 60, 44, 52, 34, 40, 24, 30, 16, 22, 14, 8];
  const middle = (heights.length - 1) / 2;
  return (
    <svg aria-hidden viewBox="0 0 252 64" className={className}>
      {heights.map((height, index) => (
        <rect
          key={index}
          x={index * 12 + 3}
          y={(64 - height) / 2}
          width="6"
          height={height}
          rx="3"
          className={Math.abs(index - middle) < 4 ? 'fill-midnight-green' : 'fill-cadet-gray'}
        />
      ))}
    </svg>
  );
}
