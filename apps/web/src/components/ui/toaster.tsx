import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_OFFSET, TOAST_POSITION } from '@/lib/toast';

// Mounted once, beside the router in main.tsx; features call `notify` from lib/toast.
export function AppToaster() {
  return (
    <Toaster
      position={TOAST_POSITION}
      duration={TOAST_DURATION_MS.default}
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_OFFSET}
      closeButton
    />
  );
}
