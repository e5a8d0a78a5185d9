/**
 * The revisions group's request schemas: its route parameters. Its answers are the contract
 * shared with the back office: src/lib/contracts/article-revision.ts.
 */
import { z } from 'zod';
import { articleIdParam } from '../../lib/validators.ts';

export const revisionParam = articleIdParam.extend({ revisionId: z.uuid({ error: 'unknown_revision' }) });
