/**
 * Reads the API's error shape, { error: { code, message, issues? } }, from any JSON body,
 * keeping only well-formed parts. Shared by the public islands' client and the back office's.
 */
export interface ApiIssue {
  path: string;
  message: string;
}

export interface ErrorBodyParts {
  code?: string;
  message?: string;
  issues: ApiIssue[];
}

export function readErrorBody(json: unknown): ErrorBodyParts {
  const error = (json as { error?: unknown } | null)?.error;
  if (!error || typeof error !== 'object') return { issues: [] };
  const { code, message, issues } = error as { code?: unknown; message?: unknown; issues?: unknown };
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' && message.trim() ? message : undefined,
    issues: Array.isArray(issues)
      ? issues.filter(
          (issue): issue is ApiIssue =>
            typeof issue === 'object' && issue !== null && typeof issue.path === 'string' && typeof issue.message === 'string',
        )
      : [],
  };
}
