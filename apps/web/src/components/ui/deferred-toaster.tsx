import { useEffect, useState, type ComponentType } from 'react';
import { whenToastRaised } from '@/lib/toast';

// The toast container is not needed for the first paint, and a page that is hydrated must first render
// exactly what was prerendered (nothing here). So it is loaded with the first toast (most page loads raise
// none, issue 24's JS budget); that toast is not lost: sonner replays the active ones to a container that
// subscribes late.
export function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const unsubscribe = whenToastRaised(
      () => void import('./toaster').then(({ AppToaster }) => live && setToaster(() => AppToaster)),
    );
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
