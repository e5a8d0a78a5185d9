/**
 * The ebooks group's own request schemas. The ebook's write shape is the contract shared with
 * the back office: src/lib/contracts/ebook.ts.
 */
import { idParam } from '../../lib/validators.ts';

export const ebookIdParam = idParam();
