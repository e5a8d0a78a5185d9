/**
 * The back office's single-page app, mounted client-only by src/pages/admin/index.astro (the
 * server answers every /admin/* path with that page): the query client, the router with the
 * gate and the screens, and the toaster.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import AdminToaster from './components/admin-toaster.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { createAdminRouter } from './router.tsx';

export default function AdminApp() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAdminRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AdminToaster />
    </QueryClientProvider>
  );
}
