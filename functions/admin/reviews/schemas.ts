/**
 * The reviews group's own request schemas. The review's write shape is the contract shared
 * with the back office: src/lib/contracts/review.ts.
 */
import { idParam } from '../../lib/validators.ts';

export const reviewIdParam = idParam();
