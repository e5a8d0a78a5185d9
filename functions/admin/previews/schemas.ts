/**
 * The preview links group's request schemas: its route parameters. Its answers are the
 * contract shared with the back office: src/lib/contracts/article-preview.ts.
 */
import { z } from 'zod';
import { articleIdParam } from '../../lib/validators.ts';

export const previewParam = articleIdParam.extend({ previewId: z.uuid({ error: 'unknown_preview' }) });
