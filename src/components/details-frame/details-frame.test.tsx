import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { failure } from '@/lib/http';
import { renderWithProviders } from '../../../tests/render-ui';
import { DetailsFrame, type DetailsFrameProps } from './details-frame';
import { DetailsRefusal } from './details-refusal';
import { detailsState } from './details-state';

type Item = { name: string };

const base: DetailsFrameProps<Item> = {
  back: { list: '/things', label: 'Back to things' },
  title: 'Thing',
  data: undefined,
  refused: false,
  refusal: <DetailsRefusal title="No access to this thing" text="Ask an owner." toList={{ to: '/things', label: 'To things' }} />,
  failure: null,
  onRetry: () => {},
  texts: { loading: 'Loading the thing…', loadFailed: 'The thing could not be loaded' },
  children: (item) => <h1>{item.name}</h1>,
};

async function renderFrame(props: Partial<DetailsFrameProps<Item>>, state?: unknown) {
  const router = createMemoryRouter([{ path: '/things/:id', element: <DetailsFrame {...base} {...props} /> }], {
    initialEntries: [{ pathname: '/things/1', state }],
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

const query = (over: Partial<Parameters<typeof detailsState<Item>>[0]> = {}) => ({ isError: false, isFetching: false, refetch: vi.fn(), ...over });

describe('DetailsFrame', () => {
  it('shows the item with its own heading, and "Back" returns to the list as it was left', async () => {
    await renderFrame({ data: { name: 'Blue thing' } }, { from: '/things?status=open' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Blue thing']);
    expect(screen.getByRole('link', { name: 'Back to things' })).toHaveAttribute('href', '/things?status=open');
  });

  it('"Back" ignores a `from` that is not the list', async () => {
    await renderFrame(
      { data: { name: 'Blue thing' }, back: { list: '/things', fallback: '/things?project=p1', label: 'Back to things' } },
      { from: '/elsewhere' },
    );
    expect(screen.getByRole('link', { name: 'Back to things' })).toHaveAttribute('href', '/things?project=p1');
  });

  it('a refusal replaces everything under the page heading, even when an item came', async () => {
    await renderFrame({ data: { name: 'Foreign thing' }, refused: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Thing' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No access to this thing');
    expect(screen.getByRole('link', { name: 'To things' })).toHaveAttribute('href', '/things');
    expect(screen.queryByText('Foreign thing')).not.toBeInTheDocument();
  });

  it('a failure offers "Try again"; while loading, a named status', async () => {
    const onRetry = vi.fn();
    const { user, unmount } = await renderFrame({ failure: failure(500, 'Internal Server Error'), onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('The thing could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    unmount();
    await renderFrame({});
    expect(screen.getByRole('status')).toHaveTextContent('Loading the thing…');
  });
});

describe('detailsState', () => {
  it('reads not-found, forbidden, 403, 404 and the page’s own codes as a refusal, anything else as a failure', () => {
    expect(detailsState(query({ isError: true, error: failure(404, 'Not Found') })).refused).toBe(true);
    expect(detailsState(query({ isError: true, error: failure(422, 'x', [{ code: 'forbidden' }]) })).refused).toBe(true);
    expect(
      detailsState(query({ isError: true, error: failure(422, 'x', [{ code: 'thing-not-accessible' }]) }), { refusalCodes: ['thing-not-accessible'] }).refused,
    ).toBe(true);
    const failed = detailsState(query({ isError: true, error: failure(500, 'x') }));
    expect(failed.refused).toBe(false);
    expect(failed.failure?.code).toBe(500);
    expect(detailsState(query({ currentData: { name: 'a' } }), { foreign: true }).refused).toBe(true);
    expect(detailsState(query(), { missingId: true }).refused).toBe(true);
  });

  it('does not show the failure while asking again', () => {
    expect(detailsState(query({ isError: true, error: failure(500, 'x'), isFetching: true })).failure).toBeNull();
  });
});
