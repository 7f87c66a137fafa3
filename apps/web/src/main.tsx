import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from '@/app/router';
import { AppToaster } from '@/components/ui/toaster';
import { registerNavigator } from '@/lib/app-navigation';
import '@/styles/index.css';

const router = createAppRouter();
// Lets the API client's 401 handling navigate without a full page load.
registerNavigator((to, options) => void router.navigate(to, options));

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs an element with id "root"');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
    <AppToaster />
  </StrictMode>,
);
