/** Where a review or an ebook is shown: one locale, or null (the default) for both. */
import { articleLanguageSchema } from './article.ts';

export const contentLanguageSchema = articleLanguageSchema.nullable().default(null);
