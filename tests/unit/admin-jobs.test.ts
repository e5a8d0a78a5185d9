/** The Tarefas screen's naming and rules (src/admin/features/jobs/lib/job-display.ts). */
import { describe, expect, it } from 'vitest';
import { canCancel, canRetry, jobTypeLabel, progressPercent, waitsForRetry } from '../../src/admin/features/jobs/lib/job-display.ts';

describe('job display', () => {
  it('names the known job types in Portuguese and shows an unknown one by its name', () => {
    expect(jobTypeLabel('webhook.deliver')).toBe('Entrega de webhook');
    expect(jobTypeLabel('publishing.scheduled')).toBe('Publicação agendada');
    expect(jobTypeLabel('import.wordpress')).toBe('import.wordpress');
  });

  it('gives a percentage only when the total is known', () => {
    expect(progressPercent({ done: 3, total: 4, message: null })).toBe(75);
    expect(progressPercent({ done: 9, total: 4, message: null })).toBe(100);
    expect(progressPercent({ done: 3, total: null, message: null })).toBeNull();
    expect(progressPercent({ done: 0, total: 0, message: null })).toBeNull();
  });

  it('offers retry for a failed job only, and cancel for a queued or running one not already asked to stop', () => {
    expect(canRetry({ status: 'failed' })).toBe(true);
    for (const status of ['queued', 'running', 'completed', 'cancelled'] as const) expect(canRetry({ status })).toBe(false);
    expect(canCancel({ status: 'queued', cancel_requested: false })).toBe(true);
    expect(canCancel({ status: 'running', cancel_requested: false })).toBe(true);
    expect(canCancel({ status: 'running', cancel_requested: true })).toBe(false);
    expect(canCancel({ status: 'completed', cancel_requested: false })).toBe(false);
  });

  it('tells a queued job waiting for its next try from one never tried', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(waitsForRetry({ status: 'queued', attempts: 1, run_at: '2026-11-26T12:01:00Z' }, now)).toBe(true);
    expect(waitsForRetry({ status: 'queued', attempts: 0, run_at: '2026-11-26T12:01:00Z' }, now)).toBe(false);
    expect(waitsForRetry({ status: 'queued', attempts: 1, run_at: '2026-11-26T11:59:00Z' }, now)).toBe(false);
  });
});
