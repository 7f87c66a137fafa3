import { StrictMode, type ReactNode } from 'react';
import { DeferredToaster } from '@/components/ui/deferred-toaster';

// What surrounds the router, in the browser (main.tsx) and in the build-time prerender (prerender.tsx)
// alike: hydration needs both to render the same tree.
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      {children}
      <DeferredToaster />
    </StrictMode>
  );
}
