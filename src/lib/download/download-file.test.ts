import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { setAccessToken } from '@/lib/http';
import { captureSaves } from '../../../tests/capture-saves';
import { downloadFile, fileNameFromDisposition, saveBlob, useDownload, type DownloadProgress } from '.';

const CHUNK = 'x'.repeat(1024);

/** A file of `chunks` KiB, one chunk per pull; `gate` holds the stream after the first chunk until released. */
function streamedFile(chunks: number, gate?: Promise<void>) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === 1 && gate) await gate;
      if (sent === chunks) return controller.close();
      sent += 1;
      controller.enqueue(new TextEncoder().encode(CHUNK));
    },
  });
  return new HttpResponse(body, {
    headers: { 'Content-Type': 'text/csv', 'Content-Length': String(chunks * CHUNK.length), 'Content-Disposition': 'attachment; filename="server-name.csv"' },
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setAccessToken(null);
});
afterAll(() => server.close());

describe('downloadFile', () => {
  it('streams the file with the bearer token, reports progress, and names it as asked', async () => {
    let authorization: string | null = null;
    server.use(
      http.get('*/api/files/report', ({ request }) => {
        authorization = request.headers.get('authorization');
        return streamedFile(4);
      }),
    );
    setAccessToken('secret-token');
    const progress: DownloadProgress[] = [];
    const file = await downloadFile({ path: 'files/report', fileName: 'mine.csv', onProgress: (p) => progress.push(p) });
    expect(authorization).toBe('Bearer secret-token');
    expect(file.fileName).toBe('mine.csv');
    expect(file.blob.size).toBe(4 * 1024);
    // axios's download progress: the size from the start, bytes growing to the whole file.
    expect(progress.every((p) => p.total === 4096)).toBe(true);
    expect(progress.map((p) => p.loaded)).toEqual([...progress.map((p) => p.loaded)].sort((a, b) => a - b));
    expect(progress.at(0)!.loaded).toBeLessThan(4096);
    expect(progress.at(-1)).toEqual({ loaded: 4096, total: 4096 });
  });

  it('sends the bearer token to the API origin only, never to a file URL elsewhere', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get('https://storage.example.test/exports/file.csv', ({ request }) => {
        authorization = request.headers.get('authorization');
        return streamedFile(1);
      }),
    );
    setAccessToken('secret-token');
    const file = await downloadFile({ path: 'https://storage.example.test/exports/file.csv' });
    expect(file.blob.size).toBe(1024);
    expect(authorization).toBeNull();
  });

  it("falls back to the server's file name, and fails with the HTTP status and errors", async () => {
    server.use(
      http.get('*/api/files/named', () => streamedFile(1)),
      http.get('*/api/files/missing', () => HttpResponse.json({ errors: [{ code: 'not-found', title: 'Export not found' }] }, { status: 404 })),
    );
    expect((await downloadFile({ path: 'files/named' })).fileName).toBe('server-name.csv');
    await expect(downloadFile({ path: 'files/missing' })).rejects.toMatchObject({ code: 404, errors: [{ code: 'not-found' }] });
  });

  it('saves under a clean base name whatever the server or the caller named the file', async () => {
    const named = (disposition: string) => () => new HttpResponse('x', { headers: { 'Content-Disposition': disposition } });
    server.use(
      http.get('*/api/files/traversal', named(`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`)),
      http.get('*/api/files/bidi', named(`attachment; filename="report.exe"; filename*=UTF-8''report%E2%80%AEfdp.exe`)),
      http.get('*/api/files/nameless', named('attachment')),
    );
    expect((await downloadFile({ path: 'files/traversal' })).fileName).toBe('passwd');
    expect((await downloadFile({ path: 'files/bidi' })).fileName).toBe('reportfdp.exe');
    expect((await downloadFile({ path: 'files/nameless' })).fileName).toBe('nameless');
    expect((await downloadFile({ path: 'files/nameless', fileName: '..\\..\\.profile' })).fileName).toBe('profile');

    const saves = captureSaves();
    saveBlob({ blob: new Blob(['x']), fileName: '../../etc/passwd' });
    expect(saves.saved.map((file) => file.fileName)).toEqual(['passwd']);
    saves.restore();
  });

  it('stops when cancelled mid-transfer, with a `cancelled` failure', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('*/api/files/big', () => streamedFile(100, gate)));
    const controller = new AbortController();
    const progress: DownloadProgress[] = [];
    const pending = downloadFile({
      path: 'files/big',
      signal: controller.signal,
      onProgress: (p) => {
        progress.push(p);
        if (p.loaded > 0) {
          controller.abort();
          release();
        }
      },
    });
    await expect(pending).rejects.toMatchObject({ code: 'cancelled' });
    expect(progress.at(-1)!.loaded).toBeLessThan(100 * 1024);
  });

  it('reads RFC 6266 names', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''caf%C3%A9.csv`)).toBe('café.csv');
    expect(fileNameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('useDownload', () => {
  it('shows progress, saves the finished file, and can cancel a running one', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/files/slow', () => streamedFile(8, gate)),
      http.get('*/api/files/quick', () => streamedFile(2)),
    );
    const save = vi.fn();
    const { result } = renderHook(() => useDownload(save));

    act(() => void result.current.start({ path: 'files/slow', fileName: 'slow.csv' }));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'downloading', loaded: 1024, total: 8192 }));
    act(() => result.current.cancel());
    release();
    expect(result.current.state).toEqual({ status: 'cancelled' });

    await act(() => result.current.start({ path: 'files/quick', fileName: 'quick.csv' }));
    expect(result.current.state).toEqual({ status: 'done', fileName: 'quick.csv' });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][0]).toMatchObject({ fileName: 'quick.csv' });
  });
});
