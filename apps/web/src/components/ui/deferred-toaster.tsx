import { useEffect, useState, type ComponentType } from 'react';

// The toast container is not needed for the first paint, and a page that is hydrated must first render
// exactly what was prerendered (nothing here). So it is loaded once the app is running; toasts raised
// before it arrives are not lost: sonner replays the active ones to a container that subscribes late.
export function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    void import('./toaster').then(({ AppToaster }) => live && setToaster(() => AppToaster));
    return () => {
      live = false;
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
