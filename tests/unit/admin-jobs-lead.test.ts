/** The Tarefas screen's lead names every kind of background work, the newer ones too, in both languages. */
import { describe, expect, it } from 'vitest';
import { JOB_STRINGS } from '../../src/admin/features/jobs/strings.ts';
import { VERSIONS } from '../../src/admin/lib/i18n.ts';

const { pt, en } = (JOB_STRINGS as unknown as Record<typeof VERSIONS, { pt: typeof JOB_STRINGS; en: typeof JOB_STRINGS }>)[VERSIONS];

describe('the Tarefas lead', () => {
  it('names imports, backups and newsletter sends beside the older kinds', () => {
    for (const word of ['importações', 'backups', 'envios de newsletter', 'webhooks', 'publicação agendada'])
      expect(pt.lead).toContain(word);
    for (const word of ['imports', 'backups', 'newsletter sends', 'webhook', 'scheduled publishing']) expect(en.lead).toContain(word);
  });
});
