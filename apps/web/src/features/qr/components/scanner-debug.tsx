import { useSyncExternalStore } from 'react';
import type { ScannerStatus } from '../hooks/use-qr-scanner';
import { CAMERA_SIDE_LABEL, type CameraFacing, type DeviceType } from '../lib/device';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const STATUS_LABEL: Record<ScannerStatus, string> = {
  idle: 'Idle',
  starting: 'Starting camera',
  scanning: 'Scanning',
};

// SPEC §2 debug panel: device type, scanning state, camera side and animation state.
export function ScannerDebug({
  device,
  facing,
  status,
}: {
  device: DeviceType;
  facing: CameraFacing;
  status: ScannerStatus;
}) {
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
  const animation = status !== 'scanning' ? 'Stopped' : reducedMotion ? 'Off (reduced motion)' : 'Running';
  const rows = [
    ['Device type', device === 'mobile' ? 'Mobile' : 'Desktop'],
    ['Scanning state', STATUS_LABEL[status]],
    ['Camera side', CAMERA_SIDE_LABEL[facing]],
    ['Animation state', animation],
  ] as const;
  return (
    <details className="rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
      <summary className="cursor-pointer font-semibold text-slate-900">Debug information</summary>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-700">{label}</dt>
            <dd
              data-testid={`debug-${label.toLowerCase().replace(/ /g, '-')}`}
              className="font-mono text-slate-900"
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
