/** The jobs group's own request schemas; the list's query and the answers are the contract shared with the back office: src/lib/contracts/jobs.ts. */
import { idParam } from '../../lib/validators.ts';

export const jobIdParam = idParam('unknown_job');
