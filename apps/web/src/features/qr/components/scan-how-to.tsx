import { Camera, Mic, QrCode } from 'lucide-react';

const STEPS = [
  {
    icon: QrCode,
    title: 'Find a QR code',
    body: 'Look for a Dhvani Shilp code on a poster, flyer or screen.',
  },
  { icon: Camera, title: 'Scan it', body: 'Press Start Scanning and hold the code inside the frame.' },
  { icon: Mic, title: 'Record', body: 'Open the recording flow and read the passage aloud.' },
] as const;

export function ScanHowTo() {
  return (
    <section aria-labelledby="how-to-title">
      <h2 id="how-to-title" className="text-xl font-bold text-midnight-green">
        How it works
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, body }, index) => (
          <li key={title} className="rounded-xl bg-white p-4 ring-1 ring-midnight-green/15">
            <Icon aria-hidden="true" className="size-6 text-midnight-green" />
            <p className="mt-2 font-semibold text-slate-900">
              {index + 1}. {title}
            </p>
            <p className="mt-1 text-sm text-slate-700">{body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
