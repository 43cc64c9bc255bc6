import type { MessageKey } from '@storesearch/sdk';
import type { ReactNode } from 'react';
import { ErrorCallout } from '../ErrorCallout/ErrorCallout';
import { RetryButton } from '../RetryButton/RetryButton';

/** What the boundary reads of a query: a TanStack Query result fits as it is. */
export interface QueryState<TData> {
  /** True until the first answer (or while the widget's own inputs are not ready). */
  readonly isPending: boolean;
  /** The failure; any truthy value shows the error state. */
  readonly error: unknown;
  /** The answer; null or undefined after the wait counts as empty. */
  readonly data: TData | null | undefined;
}

/** Props of QueryBoundary. */
export interface QueryBoundaryProps<TData> {
  /** The query's state, or the same fields from a widget's `loading` / `error` / data props. */
  query: QueryState<TData>;
  /** The widget's own skeleton, shown while pending. */
  pending: ReactNode;
  /** Shown when the answer holds nothing; without it, an empty list still goes to `children`. */
  empty?: ReactNode;
  /** Whether an answer holds nothing; by default, an empty array. */
  isEmpty?: (data: NonNullable<TData>) => boolean;
  /** Offers Retry next to the failure. */
  onRetry?: (() => void) | undefined;
  /** Catalogue key of a sentence that says what failed, shown instead of 'Error:'. */
  errorTitle?: MessageKey | undefined;
  /** Replaces the error callout, for a widget that words its failure itself. */
  renderError?: ((error: unknown) => ReactNode) | undefined;
  /** The data state. */
  children: (data: NonNullable<TData>) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The one switch every data widget goes through, in a fixed order: error (the translated callout, with Retry
 * when offered), pending (the widget's skeleton), empty, data. The order keeps a failed first load from showing
 * a skeleton forever.
 */
export function QueryBoundary<TData>({
  query,
  pending,
  empty,
  isEmpty = isEmptyList,
  onRetry,
  errorTitle,
  renderError,
  children,
}: QueryBoundaryProps<TData>) {
  const { isPending, error, data } = query;
  if (error) {
    if (renderError) return renderError(error);
    return (
      <ErrorCallout
        error={error}
        title={errorTitle}
        action={onRetry ? <RetryButton onRetry={onRetry} /> : undefined}
      />
    );
  }
  if (isPending) return pending;
  if (data === null || data === undefined) return empty ?? null;
  if (empty !== undefined && isEmpty(data)) return empty;
  return children(data);
}
