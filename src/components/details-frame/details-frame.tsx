import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/states';
import { BackLink, type BackLinkProps } from './back-link';

export interface DetailsFrameProps<T> {
  /** "Back" to the list (as it was left). */
  back: BackLinkProps | ReactNode;
  /** The page's heading until the item is shown with its own (refused, failed, loading). */
  title: string;
  data: T | undefined;
  /** Unknown, another workspace's, no right: `refusal` is shown instead of anything else. */
  refused: boolean;
  refusal: ReactNode;
  /** A failure that is not a refusal: an error with "Try again". */
  failure: unknown;
  onRetry: () => void;
  retrying?: boolean;
  texts: { loading: string; loadFailed: string };
  loadingRowHeight?: number;
  /** The item: its own heading (an `h1`) first, then its sections. */
  children: (data: T) => ReactNode;
}

const isBackLink = (back: DetailsFrameProps<unknown>['back']): back is BackLinkProps =>
  typeof back === 'object' && back !== null && 'list' in back && 'label' in back;

/**
 * Every details page's frame: the way back, then the item, or (under the page's heading) a refusal,
 * an error with "Try again", or placeholders while it loads.
 */
export function DetailsFrame<T>({
  back,
  title,
  data,
  refused,
  refusal,
  failure,
  onRetry,
  retrying = false,
  texts,
  loadingRowHeight = 48,
  children,
}: DetailsFrameProps<T>) {
  let body: ReactNode;
  if (refused) body = refusal;
  else if (data !== undefined) body = children(data);
  else if (failure) body = <ErrorState error={failure} title={texts.loadFailed} onRetry={onRetry} retrying={retrying} />;
  else body = <LoadingState label={texts.loading} rows={6} rowHeight={loadingRowHeight} />;

  return (
    <Stack gap="lg">
      {isBackLink(back) ? <BackLink {...back} /> : back}
      {(refused || data === undefined) && <Title order={1}>{title}</Title>}
      {body}
    </Stack>
  );
}
