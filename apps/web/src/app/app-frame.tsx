import { StrictMode, useEffect, type ReactNode } from 'react';
import { DeferredToaster } from '@/components/ui/deferred-toaster';

// What surrounds the router, in the browser (main.tsx) and in the build-time prerender (prerender.tsx)
// alike: hydration needs both to render the same tree.
export function AppFrame({ children }: { children: ReactNode }) {
  // Runs after the children's effects, so the navigation already shows the session's real state.
  useEffect(() => {
    delete document.documentElement.dataset.sessionPending;
  }, []);
  return (
    <StrictMode>
      {children}
      <DeferredToaster />
    </StrictMode>
  );
}
