/**
 * The redirects group's own request schemas. The redirect the back office sends, the list's
 * query and the answers are the contract shared with it: src/lib/contracts/redirect.ts.
 */
import { idParam } from '../../lib/validators.ts';

export const redirectIdParam = idParam('unknown_redirect');
