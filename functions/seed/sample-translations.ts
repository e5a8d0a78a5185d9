/**
 * Sample articles that translate other sample articles (functions/seed/sample-articles.ts)
 * into the other language: original writing, each linked to its original by `traducao_de`.
 */
import type { SampleTranslation } from './types.ts';

export const sampleTranslations: SampleTranslation[] = [];
