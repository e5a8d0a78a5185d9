/**
 * The import.run job type: one import at a time across the cluster (singleton). A failed run
 * is tried again from the start, which is safe (import_items makes a run resumable), at most
 * three times; its end state and report land on the import's row.
 */
import { sql } from 'kysely';
import { z } from 'zod';
import { recordAudit } from '../audit/record.ts';
import { defineJob, PermanentJobError } from '../jobs/define.ts';
import type { JobHandler } from '../jobs/queue.ts';
import { runImport, type ImportRunnerDeps } from './runner.ts';

export const importJob = defineJob({
  type: 'import.run',
  payload: z.object({ importId: z.uuid() }),
  singleton: true,
  maxAttempts: 3,
});

export function runImportJob(deps: ImportRunnerDeps): JobHandler<typeof importJob> {
  return async ({ importId }, context) => {
    const exists = await deps.db.selectFrom('imports').select('id').where('id', '=', importId).executeTakeFirst();
    if (!exists) throw new PermanentJobError(`import ${importId} does not exist`);
    try {
      const report = await runImport(deps, importId, context);
      await deps.db
        .updateTable('imports')
        .set({ status: 'done', report: JSON.stringify(report), error: null, updated_at: sql`now()` })
        .where('id', '=', importId)
        .execute();
      await deps.uploads.remove(importId);
      const { articles, redirects, media } = report;
      await recordAudit(deps.db, {
        actor: null,
        action: 'import.completed',
        targetType: 'import',
        targetId: importId,
        summary: `${report.source}${report.dry_run ? ' (dry run)' : ''}: articles +${articles.created} ~${articles.updated} =${articles.unchanged} skipped ${articles.skipped} failed ${articles.failed}; redirects +${redirects.created}; media +${media.fetched} failed ${media.failed}`,
      });
    } catch (error) {
      // Aborted by a cancel, or by this server's shutdown or a lost lease (then the job runs again, and needs its file).
      const cancelled = context.signal.aborted && /cancelled$/.test(String((context.signal.reason as Error | undefined)?.message));
      const status = cancelled ? 'cancelled' : context.job.attempt >= context.job.maxAttempts ? 'failed' : 'queued';
      await deps.db
        .updateTable('imports')
        .set({
          status,
          error: (error as Error).message.slice(0, 2000),
          updated_at: sql`now()`,
        })
        .where('id', '=', importId)
        .execute();
      // Tried again later: the file stays for that run.
      if (status !== 'queued') await deps.uploads.remove(importId);
      throw error;
    }
  };
}
