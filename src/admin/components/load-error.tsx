/** A screen's list that could not load: what went wrong, in the server's words, and a retry (announced). */
import { errorMessage } from '../lib/api-client.ts';
import { STRINGS } from '../lib/strings.ts';
import EmptyState from './empty-state.tsx';
import { SECONDARY_BUTTON } from './field-styles.ts';

interface Props {
  title: string;
  error: unknown;
  onRetry: () => void;
  /** The ebooks screen speaks the specification's English. */
  retryLabel?: string;
}

export default function LoadError({ title, error, onRetry, retryLabel = STRINGS.common.retry }: Props) {
  return (
    <EmptyState
      tone="error"
      icon="alert"
      title={title}
      text={errorMessage(error)}
      action={
        <button type="button" className={SECONDARY_BUTTON} onClick={onRetry}>
          {retryLabel}
        </button>
      }
    />
  );
}
