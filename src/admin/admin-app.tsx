/**
 * The back office's single-page app, mounted client-only by src/pages/admin/index.astro (the
 * server answers every /admin/* path with that page): the query client, the router with the
 * gate and the screens, and the toaster. Everything under the router is keyed on the interface
 * language, so a switch (sign-in screen, My account, the account's choice after sign-in)
 * re-renders every screen in the new language; the URL and the cached queries stay.
 */
import { useStore } from '@nanostores/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import AdminToaster from './components/admin-toaster.tsx';
import { $adminLocale } from './lib/i18n.ts';
import { startLanguage } from './lib/interface-language.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createAdminRouter } from './router.tsx';

export default function AdminApp() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    startLanguage();
    return createAdminRouter();
  });
  const locale = useStore($adminLocale);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider key={locale} router={router} />
      <AdminToaster />
    </QueryClientProvider>
  );
}
