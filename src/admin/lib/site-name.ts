/**
 * The site's name as its owner set it (Configurações), for the tab title: read from the content
 * API's public settings (GET /api/content/settings), the same facts the public pages are built
 * from, so every role sees it (the settings screen itself is for administrators). Until it
 * arrives, or when it cannot be read, the default name stands.
 */
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DEFAULT_SITE_NAME } from '../../lib/contracts/site-settings.ts';
import { apiRequest } from './api-client.ts';
import { $adminLocale } from './i18n.ts';

export const siteNameQueryKey = ['content', 'site-name'] as const;

const publicNameSchema = z.object({ site: z.object({ name: z.object({ en: z.string(), pt: z.string() }) }) });

export function useSiteName(): string {
  const locale = useStore($adminLocale);
  const { data } = useQuery({
    queryKey: siteNameQueryKey,
    queryFn: async ({ signal }) => (await apiRequest('/api/content/settings', { schema: publicNameSchema, signal })).site.name,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return (data ?? DEFAULT_SITE_NAME)[locale] || DEFAULT_SITE_NAME[locale];
}
