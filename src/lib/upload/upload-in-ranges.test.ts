import { UPLOAD_CHUNK_BYTES } from '@mocks/actions/mailbox-attachments';
import { db } from '@mocks/db/store';
import { fileBytes } from '@mocks/mailbox/file-bytes';
import { API, openLive, signIn } from '@mocks/test/harness';
import { setupSandboxServer } from '@mocks/test/setup-server';
import { setAccessToken } from '@/lib/http';
import { uploadInRanges } from './upload-in-ranges';

setupSandboxServer({ trustStepUp: true });

/** Byte for byte (a deep equality of half a megabyte is slow). */
const sameBytes = (a: Uint8Array | null, b: Uint8Array) => !!a && a.byteLength === b.byteLength && a.every((value, i) => value === b[i]);

const SHOP = 'res_prj_northwind_shop';
const size = UPLOAD_CHUNK_BYTES * 2 + 10;
const bytes = Uint8Array.from({ length: size }, (_, i) => (i * 7) % 256);

async function allocated() {
  const token = await signIn('admin@sandbox.test');
  setAccessToken(token);
  const live = await openLive(token);
  opened.push(live);
  const answer = await live.action('messages/allocateAttachment', {
    resourceId: SHOP,
    data: { type: 'files', attributes: { name: 'statement.pdf', size, contentType: 'application/pdf' } },
  });
  const data = answer.data as { id: string; attributes: { upload: { path: string; chunkSize: number } } };
  return { token, id: data.id, upload: data.attributes.upload };
}

/** Sockets left open would count in later files' socket checks (one worker runs many files). */
const opened: { close: () => void }[] = [];
afterEach(() => {
  setAccessToken(null);
  opened.splice(0).forEach((session) => session.close());
});

describe('uploadInRanges', () => {
  it('sends the file in ranges, reporting the bytes the server acknowledged, and ends with the uploaded attachment', async () => {
    const { id, upload } = await allocated();
    const progress: number[] = [];
    const result = await uploadInRanges(new Blob([bytes]), upload, { onProgress: (loaded) => progress.push(loaded) });
    expect(progress).toEqual([0, UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_BYTES * 2, size]);
    expect(result).toMatchObject({ id, attributes: { status: 'uploaded' } });
    expect(sameBytes(fileBytes(id), bytes)).toBe(true);
  });

  it('goes on from where the server is when an answer was lost: no range is stored twice', async () => {
    const { token, id, upload } = await allocated();
    // The first range arrived, but its answer never reached this client.
    await fetch(`${API}/${upload.path}`, {
      method: 'PUT',
      body: bytes.slice(0, UPLOAD_CHUNK_BYTES),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream', 'content-range': `bytes 0-${UPLOAD_CHUNK_BYTES - 1}/${size}` },
    });
    await uploadInRanges(new Blob([bytes]), upload);
    expect(db.attachments.get(id)).toMatchObject({ status: 'uploaded', received: size });
    expect(sameBytes(fileBytes(id), bytes)).toBe(true);
  });

  it('stops between ranges when cancelled', async () => {
    const { id, upload } = await allocated();
    const controller = new AbortController();
    const upload$ = uploadInRanges(new Blob([bytes]), upload, { signal: controller.signal, onProgress: (loaded) => loaded > 0 && controller.abort() });
    await expect(upload$).rejects.toMatchObject({ code: 'cancelled' });
    expect(db.attachments.get(id)).toMatchObject({ status: 'allocated', received: UPLOAD_CHUNK_BYTES });
  });
});
