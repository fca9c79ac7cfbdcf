import { FILE_OFFER_LIMIT_BYTES } from '@/lib/contract/file-limits';
import { db } from '../db/store';
import { fileBytes } from '../mailbox/file-bytes';
import { API, openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';
import { UPLOAD_CHUNK_BYTES } from './mailbox-attachments';

setupSandboxServer({ trustStepUp: true });

/** Byte for byte (a deep equality of half a megabyte is slow). */
const sameBytes = (a: Uint8Array | null, b: Uint8Array) => !!a && a.byteLength === b.byteLength && a.every((value, i) => value === b[i]);

const SHOP = 'res_prj_northwind_shop';

const allocation = (name: string, size: number, contentType = 'application/pdf', resourceId = SHOP) => ({
  resourceId,
  data: { type: 'files', attributes: { name, size, contentType } },
});

/** Sockets left open would count in later files' socket checks (one worker runs many files). */
const opened: { close: () => void }[] = [];
afterEach(() => opened.splice(0).forEach((session) => session.close()));

async function live(email: string) {
  const token = await signIn(email);
  const session = await openLive(token);
  opened.push(session);
  const put = async (path: string, bytes: Uint8Array<ArrayBuffer>, range: string, contentType = 'application/octet-stream') => {
    const response = await fetch(`${API}/${path}`, {
      method: 'PUT',
      body: bytes,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'content-range': range },
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        data?: { received?: number; attributes?: { status: string } };
        errors?: { code: string; meta?: { received?: number } }[];
      },
    };
  };
  return { ...session, put };
}

type Allocated = { id: string; attributes: { status: string; upload: { path: string; chunkSize: number } } };

const bytesOf = (size: number) => Uint8Array.from({ length: size }, (_, i) => i % 251);

describe('attachments: allocated, then sent in byte ranges', () => {
  it('a file goes up in ranges of at most chunkSize; the last range answers it uploaded and the sandbox holds its bytes', async () => {
    const admin = await live('admin@sandbox.test');
    const size = UPLOAD_CHUNK_BYTES * 2 + 1000;
    const answer = await admin.action('messages/allocateAttachment', allocation('invoice.pdf', size));
    const allocated = answer.data as Allocated;
    expect(allocated.attributes).toMatchObject({ status: 'allocated', upload: { path: `files/uploads/${allocated.id}`, chunkSize: UPLOAD_CHUNK_BYTES } });
    const bytes = bytesOf(size);
    const { path } = allocated.attributes.upload;
    const first = await admin.put(path, bytes.slice(0, UPLOAD_CHUNK_BYTES), `bytes 0-${UPLOAD_CHUNK_BYTES - 1}/${size}`);
    expect(first).toMatchObject({ status: 200, body: { data: { received: UPLOAD_CHUNK_BYTES } } });
    // A range from elsewhere is refused with where the server is.
    const skipped = await admin.put(path, bytes.slice(UPLOAD_CHUNK_BYTES * 2), `bytes ${UPLOAD_CHUNK_BYTES * 2}-${size - 1}/${size}`);
    expect(skipped).toMatchObject({ status: 416, body: { errors: [{ code: 'upload-range', meta: { received: UPLOAD_CHUNK_BYTES } }] } });
    await admin.put(path, bytes.slice(UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_BYTES * 2), `bytes ${UPLOAD_CHUNK_BYTES}-${UPLOAD_CHUNK_BYTES * 2 - 1}/${size}`);
    const last = await admin.put(path, bytes.slice(UPLOAD_CHUNK_BYTES * 2), `bytes ${UPLOAD_CHUNK_BYTES * 2}-${size - 1}/${size}`);
    expect(last).toMatchObject({ status: 201, body: { data: { attributes: { status: 'uploaded' } } } });
    expect(sameBytes(fileBytes(allocated.id), bytes)).toBe(true);
  });

  it('only the session that allocated a file sends its bytes, as application/octet-stream', async () => {
    const admin = await live('admin@sandbox.test');
    const other = await live('admin@sandbox.test');
    const allocated = (await admin.action('messages/allocateAttachment', allocation('a.csv', 10, 'text/csv'))).data as Allocated;
    const { path } = allocated.attributes.upload;
    expect((await other.put(path, bytesOf(10), 'bytes 0-9/10')).status).toBe(404);
    // The types a cross-site form may send never reach it.
    expect((await admin.put(path, bytesOf(10), 'bytes 0-9/10', 'text/plain')).status).toBe(415);
    expect((await admin.put(path, bytesOf(10), 'bytes 0-9/10')).status).toBe(201);
  });

  it('refuses before any byte a file over 2 GB, an empty one, and a type support does not open', async () => {
    const admin = await live('admin@sandbox.test');
    const tooLarge = await admin.action('messages/allocateAttachment', allocation('scan.pdf', FILE_OFFER_LIMIT_BYTES + 1));
    expect(tooLarge.errors?.[0]).toMatchObject({ source: { pointer: '/data/attributes/size' } });
    const atLimit = await admin.action('messages/allocateAttachment', allocation('scan.pdf', FILE_OFFER_LIMIT_BYTES));
    expect(atLimit.errors).toBeUndefined();
    const script = await admin.action('messages/allocateAttachment', allocation('setup.exe', 100, 'application/x-msdownload'));
    expect(script.errors?.[0]).toMatchObject({ code: 'file-type' });
    const disguised = await admin.action('messages/allocateAttachment', allocation('page.pdf', 100, 'text/html'));
    expect(disguised.errors?.[0]).toMatchObject({ code: 'file-type' });
    const empty = await admin.action('messages/allocateAttachment', allocation('empty.pdf', 0));
    expect(empty.errors?.[0]).toMatchObject({ source: { pointer: '/data/attributes/size' } });
  });

  it('needs messages.write in the workspace', async () => {
    const developer = await live('developer@sandbox.test');
    const answer = await developer.action('messages/allocateAttachment', allocation('a.pdf', 10));
    expect(answer.errors?.[0]).toMatchObject({ code: 'forbidden' });
  });

  it('a file not yet sent is deleted with its bytes; one a message carries stays', async () => {
    const admin = await live('admin@sandbox.test');
    const allocated = (await admin.action('messages/allocateAttachment', allocation('a.pdf', 10))).data as Allocated;
    await admin.put(allocated.attributes.upload.path, bytesOf(10), 'bytes 0-9/10');
    expect((await admin.action('messages/deleteAttachment', { resourceId: SHOP }, { id: allocated.id })).errors).toBeUndefined();
    expect(db.attachments.get(allocated.id)).toBeUndefined();
    expect(fileBytes(allocated.id)).toBeNull();

    const kept = (await admin.action('messages/allocateAttachment', allocation('b.pdf', 10))).data as Allocated;
    db.attachments.patch(kept.id, { status: 'attached', messageId: 'msg_1' });
    const refused = await admin.action('messages/deleteAttachment', { resourceId: SHOP }, { id: kept.id });
    expect(refused.errors?.[0]).toMatchObject({ code: 'attachment-in-use' });
  });
});
