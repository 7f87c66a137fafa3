import { StrictMode, type ReactNode } from 'react';
import { AppToaster } from '@/components/ui/toaster';

// What surrounds the router, in the browser (main.tsx) and in the build-time prerender (prerender.tsx)
// alike: hydration needs both to render the same tree.
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      {children}
      <AppToaster />
    </StrictMode>
  );
}
