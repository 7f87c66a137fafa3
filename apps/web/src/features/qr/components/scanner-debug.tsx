import { useSyncExternalStore } from 'react';
import type { MessageKey } from '@/i18n/catalogs';
import { useT } from '@/i18n/use-t';
import type { ScannerStatus } from '../hooks/use-qr-scanner';
import type { CameraFacing, DeviceType } from '../lib/device';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const STATUS_LABEL: Record<ScannerStatus, MessageKey<'qr'>> = {
  idle: 'debug.idle',
  starting: 'debug.starting',
  scanning: 'debug.scanning',
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
  const t = useT('qr');
  const animation =
    status !== 'scanning' ? 'debug.stopped' : reducedMotion ? 'debug.reducedMotion' : 'debug.running';
  // The test ids keep SPEC's English row names, whatever language the rows are shown in.
  const rows = [
    ['device-type', t('debug.device'), t(device === 'mobile' ? 'debug.mobile' : 'debug.desktop')],
    ['scanning-state', t('debug.status'), t(STATUS_LABEL[status])],
    ['camera-side', t('debug.camera'), t(`camera.${facing}`)],
    ['animation-state', t('debug.animation'), t(animation)],
  ] as const;
  return (
    <details className="rounded-xl bg-mist p-4 text-sm ring-1 ring-line">
      <summary className="cursor-pointer font-semibold text-ink">{t('debug.heading')}</summary>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([id, label, value]) => (
          <div key={id} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd data-testid={`debug-${id}`} className="font-mono text-ink">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
