/** The server's field issues of a refused save, by field path ("contact.email"), for the form to show beside each field. */
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';

export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    errors,
    clear: () => setErrors({}),
    /** Keeps the issues of `error` (a 400 with issues); true when there were any. */
    take(error: unknown): boolean {
      const issues = error instanceof ApiError ? error.issues : [];
      setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
      return issues.length > 0;
    },
  };
}
