/** Redirects as /api/admin/redirects answers them: the contract shared with the server (src/lib/contracts/redirect.ts). */
export {
  createdRedirectAnswerSchema,
  deletedRedirectAnswerSchema,
  redirectPageSchema,
  type Redirect,
} from '../../../../lib/contracts/redirect.ts';

export const redirectsQueryKey = ['admin', 'redirects'] as const;
