/** What the import's reading thread (plan-worker.ts) and its owner (plan-thread.ts) say to each other (docs/decisions/099). */
import type { ImportOptions, ItemPlan } from './types.ts';

/** What the thread is started with. */
export interface PlanThreadData {
  path: string;
  options: ImportOptions & { sourceUrl: string };
  nice: number;
}

/** What the thread sends: the index's facts once, then the plans in file order, then the end (or an error). */
export type PlanThreadMessage =
  | { type: 'index'; total: number; unreadable: number; categories: Array<[string, { name: string; posts: number }]> }
  | { type: 'plan'; plan: ItemPlan }
  | { type: 'end' }
  | { type: 'error'; name: string; message: string; code?: string };
