/** Refusals of the jobs routes, each with its status and a message in both languages. */
import { ApiError } from '../../lib/errors.ts';
import type { JobStatus } from '../../../src/lib/contracts/jobs.ts';

const STATUS_NAMES: Record<JobStatus, { en: string; pt: string }> = {
  queued: { en: 'queued', pt: 'na fila' },
  running: { en: 'running', pt: 'em execução' },
  completed: { en: 'completed', pt: 'concluída' },
  failed: { en: 'failed', pt: 'com falha' },
  cancelled: { en: 'cancelled', pt: 'cancelada' },
};

export function jobNotFound(): ApiError {
  return new ApiError(404, 'job_not_found', {
    en: 'No job has this id. Finished jobs are deleted after a while; reload the list.',
    pt: 'Nenhuma tarefa tem este id. Tarefas terminadas são apagadas depois de um tempo; recarregue a lista.',
  });
}

export function notRetryable(status: JobStatus): ApiError {
  const name = STATUS_NAMES[status];
  return new ApiError(409, 'job_not_failed', {
    en: `Only a failed job can be retried; this one is ${name.en}.`,
    pt: `Só uma tarefa com falha pode ser tentada de novo; esta está ${name.pt}.`,
  });
}

export function notCancellable(status: JobStatus): ApiError {
  const name = STATUS_NAMES[status];
  return new ApiError(409, 'job_not_active', {
    en: `Only a queued or running job can be cancelled; this one is ${name.en}.`,
    pt: `Só uma tarefa na fila ou em execução pode ser cancelada; esta está ${name.pt}.`,
  });
}
