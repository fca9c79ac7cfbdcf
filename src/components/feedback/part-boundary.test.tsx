import { screen, within } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { consoleSink, setReportSink, type ReportSink } from '@/lib/monitoring/report';
import { renderWithProviders } from '../../../tests/render-ui';
import { PartBoundary } from './part-boundary';

/** A lazily loaded part whose module does not arrive, as the browser says it (Chromium's words). */
const unreachablePart = () =>
  lazy(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost:5173/src/components/feedback/notifications-host.tsx')),
  );

function Crashing(): never {
  throw new Error('a defect while rendering');
}

describe('PartBoundary', () => {
  let report: ReturnType<typeof vi.fn<ReportSink>>;
  beforeEach(() => {
    report = vi.fn<ReportSink>();
    setReportSink(report);
    // React logs what a boundary caught on the console: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => setReportSink(consoleSink));

  it('a part whose code did not load shows the reload state in its place; the rest of the page stays, and nothing is reported', async () => {
    const Part = unreachablePart();
    await renderWithProviders(
      <>
        <nav aria-label="Main navigation">
          <a href="/team">Team</a>
        </nav>
        <PartBoundary>
          <Suspense fallback={null}>
            <Part />
          </Suspense>
        </PartBoundary>
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be loaded. Reload the page.');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toContainElement(screen.getByRole('link', { name: 'Team' }));
    expect(report).not.toHaveBeenCalled();
  });

  it('Reload reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const Part = unreachablePart();
    const { user } = await renderWithProviders(
      <PartBoundary place="floating">
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </PartBoundary>,
    );
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says it in the reader language', async () => {
    const Part = unreachablePart();
    await renderWithProviders(
      <PartBoundary place="area">
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </PartBoundary>,
      { lng: 'de' },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Dieser Teil der Seite konnte nicht geladen werden. Laden Sie die Seite neu.');
    expect(within(alert).getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
  });

  it('a part that fails to render shows the same state, and that defect is reported', async () => {
    await renderWithProviders(
      <PartBoundary place="page">
        <Crashing />
      </PartBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'a defect while rendering' }), expect.objectContaining({ area: 'part' }));
  });
});
