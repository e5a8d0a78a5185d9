/**
 * The states every list screen goes through before its rows: loading, the server's error with a
 * retry (only while nothing was loaded yet: a failed refresh keeps the rows on screen), and empty.
 * The screen passes its own texts and draws the rows itself.
 */
import type { ReactNode } from 'react';
import EmptyState from './empty-state.tsx';
import type { IconName } from './icons.tsx';
import LoadError from './load-error.tsx';
import LoadingState from './spinner.tsx';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface Props<T> {
  query: ListQuery;
  /** The loaded rows; undefined while none were loaded. */
  items: T[] | undefined;
  loadingLabel: string;
  errorTitle: string;
  empty: { icon: IconName; title: string; text: string };
  children: (items: T[]) => ReactNode;
}

export default function ListStates<T>({ query, items, loadingLabel, errorTitle, empty, children }: Props<T>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError && items === undefined)
    return <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  if (!items || items.length === 0) return <EmptyState icon={empty.icon} title={empty.title} text={empty.text} />;
  return children(items);
}
