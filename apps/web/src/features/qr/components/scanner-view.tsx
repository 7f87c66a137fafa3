import type { RefObject } from 'react';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import type { CameraFacing } from '../lib/device';

// The live view: 4:3 (SPEC §9), with a frame overlay that names the camera in use.
export function ScannerView({
  videoRef,
  facing,
  active,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  facing: CameraFacing;
  active: boolean;
}) {
  const t = useT('qr');
  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-2xl bg-ink">
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label={t('view.label')}
        // The front camera is shown mirrored, as people expect a selfie view to be; decoding is unaffected.
        className={cn('size-full object-cover', facing === 'user' && '-scale-x-100')}
      />
      {/* Off: the sentence alone (the aiming frame would cut through it); on: the frame to aim with. */}
      {active ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 flex items-center justify-center"
        >
          <div className="aspect-square w-1/2 rounded-xl border-4 border-tea-green/90 motion-safe:animate-pulse" />
        </div>
      ) : (
        <p className="absolute inset-0 flex items-center justify-center px-6 text-center text-white">
          {t('view.off')}
        </p>
      )}
      <p className="absolute top-3 left-3 rounded-full bg-ink/80 px-3 py-1 text-sm font-medium text-white">
        {t(`camera.${facing}`)}
      </p>
    </div>
  );
}
