import { parseAnswer } from '@/lib/contract';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { DEMO } from '../db/transactions-demo';
import { FILE_ID_TTL_MS } from '../mailbox/file-ids';
import { minimalPdf } from '../mailbox/seed-files';
import { SUPPORT_REPLY_DELAY_MS } from '../mailbox/support-agent';
import { live, ORG, replyBody, seededTopic, SHOP, topicBody, uploadedFile, type Live } from '../mailbox/mailbox-test-kit';
import { API } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const seededPdf = () => db.attachments.find((a) => a.name === 'customer-complaint.pdf' && a.resourceId === SHOP)!;

async function fileIdFor(session: Live, attachmentId: string) {
  const answer = await session.mailbox('messages/getFileId', undefined, { id: attachmentId });
  expect(answer.errors).toBeUndefined();
  return answer.data as { id: string; attributes: { name: string; size: number; contentType: string; expiresAt: string } };
}

const download = (fileId: string, token?: string) => fetch(`${API}/files/${fileId}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET files/{fileId}', () => {
  it("answers a seeded PDF's bytes as an attachment, with its length, never cached", async () => {
    const admin = await live('admin@sandbox.test');
    const attachment = seededPdf();
    const file = await fileIdFor(admin, attachment.id);
    expect(file.attributes).toMatchObject({ name: 'customer-complaint.pdf', size: attachment.size, contentType: 'application/pdf' });
    expect(Date.parse(file.attributes.expiresAt)).toBeGreaterThan(Date.now());
    expect(await parseAnswer('messages/getFileId', file)).toMatchObject({ ok: true });
    const response = await download(file.id, admin.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="customer-complaint\.pdf"/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(bytes.byteLength).toBe(attachment.size);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table points at each object.
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    admin.close();
  });

  it('is 401 unsigned, 404 for an unknown id, 403 for an id given to another session, 410 after 5 minutes', async () => {
    const admin = await live('admin@sandbox.test');
    const owner = await live('owner@sandbox.test');
    const file = await fileIdFor(admin, seededPdf().id);
    expect((await download(file.id)).status).toBe(401);
    expect((await download('fil_unknown', admin.token)).status).toBe(404);
    const foreign = await download(file.id, owner.token);
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ errors: [{ code: 'forbidden', title: 'Forbidden' }] });
    sandboxControls.advance(FILE_ID_TTL_MS + 1);
    const expired = await download(file.id, admin.token);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ errors: [{ code: 'file-expired' }] });
    // A new id works again.
    expect((await download((await fileIdFor(admin, seededPdf().id)).id, admin.token)).status).toBe(200);
    admin.close();
    owner.close();
  });

  it('is 403 once the session may no longer read the topic’s messages, and when the 403 fault is switched on', async () => {
    const support = await live('support@sandbox.test');
    const attachment = db.attachments.find((a) => a.resourceId === ORG && a.name.endsWith('.pdf'))!;
    const file = await fileIdFor(support, attachment.id);
    sandboxControls.failNext(403, { path: 'files/' });
    expect((await download(file.id, support.token)).status).toBe(403);
    expect((await download(file.id, support.token)).status).toBe(200);
    // Support's group taken away since the id was given.
    db.identities.patch('idn_support', { groupIds: ['grp_northwind_custom'] });
    expect((await download(file.id, support.token)).status).toBe(403);
    support.close();
  });

  it('answers a short text for a file whose bytes the sandbox did not keep; getFileId refuses files nobody may read', async () => {
    const admin = await live('admin@sandbox.test');
    const topic = seededTopic(SHOP, 'Open');
    const file = uploadedFile(admin.sessionId, SHOP, { name: 'big-export.zip', contentType: 'application/zip', size: 30_000_000 });
    await admin.mailbox('messages/create', replyBody(topic.id, 'The export.', [file.id]));
    const response = await download((await fileIdFor(admin, file.id)).id, admin.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('content-disposition')).toMatch(/filename="big-export\.zip\.txt"/);
    expect(await response.text()).toContain('did not keep the bytes of "big-export.zip"');
    // Not attached yet, or of another workspace: not found.
    const loose = uploadedFile(admin.sessionId, SHOP);
    expect((await admin.mailbox('messages/getFileId', undefined, { id: loose.id })).errors).toEqual([{ code: 'not-found', title: 'File not found' }]);
    const solo = await live('multi@sandbox.test', 'idn_multi_developer');
    expect((await solo.mailbox('messages/getFileId', undefined, { id: seededPdf().id })).errors).toEqual([{ code: 'not-found', title: 'File not found' }]);
    admin.close();
    solo.close();
  });
});

describe('the round trip', () => {
  it('a PDF allocated and uploaded opens a topic about a transaction; support answers; the file comes back byte for byte', async () => {
    const admin = await live('admin@sandbox.test');
    const pdf = minimalPdf(['Order ORD-DEMO-EUR', 'Proof of delivery']);
    const allocated = await admin.mailbox('messages/allocateAttachment', {
      resourceId: SHOP,
      data: { type: 'files', attributes: { name: 'proof.pdf', size: pdf.byteLength, contentType: 'application/pdf' } },
    });
    const { id, attributes } = allocated.data as { id: string; attributes: { upload: { path: string } } };
    const put = await fetch(`${API}/${attributes.upload.path}`, {
      method: 'PUT',
      body: pdf,
      headers: {
        authorization: `Bearer ${admin.token}`,
        'content-type': 'application/octet-stream',
        'content-range': `bytes 0-${pdf.byteLength - 1}/${pdf.byteLength}`,
      },
    });
    expect(put.status).toBe(201);
    const created = await admin.mailbox(
      'topics/create',
      topicBody(
        SHOP,
        { subject: 'Proof of delivery' },
        {
          related: { data: { type: 'transactions', id: DEMO.eurPaid } },
          attachments: { data: [{ type: 'attachments', id }] },
        },
      ),
    );
    expect(created.errors).toBeUndefined();
    const topicId = (created.data as { id: string }).id;
    sandboxControls.advance(SUPPORT_REPLY_DELAY_MS);
    const thread = (await admin.mailbox('messages/list', { topicId })).data as { attributes: { author: string; attachments: { id: string }[] } }[];
    expect(thread.map((m) => m.attributes.author)).toEqual(['merchant', 'support']);
    expect(thread[0].attributes.attachments.map((a) => a.id)).toEqual([id]);
    expect(db.topics.get(topicId)?.status).toBe('Pending');
    const response = await download((await fileIdFor(admin, id)).id, admin.token);
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([...pdf]);
    admin.close();
  });
});
