import { parseAnswer, parseMeta } from '@/lib/contract';
import { disputeStatuses, FILE_OFFER_LIMIT_BYTES, openDisputeStatuses } from '@/lib/contract/disputes';
import { now } from '../clock';
import { sandboxControls } from '../controls';
import { seedDisputes, type Dispute } from '../db/disputes';
import { db } from '../db/store';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';
import { transactionFigures } from '@/lib/contract/transaction-figures';
import { DECISION_MS, disputeOutcome } from './disputes';

setupSandboxServer({ trustStepUp: true });

const SHOP = 'res_prj_northwind_shop';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Row = { id: string; attributes: Record<string, unknown> & { status: string; amount: number; currency: string; deadlineAt: string } };
const rowsOf = (answer: { data?: unknown }) => answer.data as Row[];
const isOpen = (d: Dispute) => (openDisputeStatuses as readonly string[]).includes(d.status);
/** An open Northwind Shop dispute without evidence, with the latest deadline (far from any clock step). */
const openDispute = () =>
  db.disputes
    .filter((d) => d.projectId === SHOP && isOpen(d) && d.evidence.files.length === 0 && !d.evidence.rebuttal)
    .sort((a, b) => (a.deadlineAt < b.deadlineAt ? 1 : -1))[0];
const file = (size: number, name = 'delivery.pdf', contentType = 'application/pdf') => ({
  data: { type: 'dispute-evidence-files', attributes: { name, size, contentType, kind: 'proof-of-delivery' } },
});
const rebuttal = (text: string) => ({ data: { type: 'dispute-rebuttals', attributes: { text } } });

describe('the seed', () => {
  it('is deterministic and has every status, both schemes, JPY and KWD, deadlines within 48 hours and past', () => {
    const rows = db.disputes.filter((d) => d.projectId === SHOP);
    expect(rows).toHaveLength(235);
    expect(seedDisputes(db.transactions.all())).toEqual(seedDisputes(db.transactions.all()));
    expect(new Set(rows.map((d) => d.status))).toEqual(new Set(disputeStatuses));
    expect(new Set(rows.map((d) => d.scheme))).toEqual(new Set(['visa', 'mastercard']));
    expect(rows.some((d) => d.currency === 'JPY') && rows.some((d) => d.currency === 'KWD')).toBe(true);
    const at = now();
    const open = rows.filter(isOpen);
    expect(open.every((d) => Date.parse(d.deadlineAt) > at)).toBe(true);
    expect(open.filter((d) => Date.parse(d.deadlineAt) - at <= 48 * HOUR).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((d) => Date.parse(d.deadlineAt) < at).length).toBeGreaterThan(100);
    for (const d of rows) {
      const payment = db.transactions.get(d.transactionId)!;
      expect(payment).toMatchObject({ projectId: SHOP, currency: d.currency });
      expect(db.transactions.get(d.chargebackId!)).toMatchObject({ parentId: payment.id, amount: d.amount });
    }
    expect(db.disputes.filter((d) => d.projectId === 'res_prj_solo').length).toBeGreaterThan(20);
  });
});

describe('disputes/list', () => {
  it('sorts by deadline, filters, pages by cursor and number, and counts the matches in meta.page.total', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const first = await live.action('disputes/list', { resourceId: SHOP, page: { size: 20 } });
    expect(first.errors).toBeUndefined();
    expect(first.meta?.page?.total).toBe(235);
    expect((await parseMeta('disputes/list', first.meta)).ok).toBe(true);
    expect((await parseAnswer('disputes/list', first.data)).ok).toBe(true);
    const deadlines = rowsOf(first).map((d) => d.attributes.deadlineAt);
    expect(deadlines).toEqual([...deadlines].sort());

    // The organization lists its projects' disputes; Solo Store's are not among them.
    const organization = await live.action('disputes/list', { resourceId: 'res_org_northwind', page: { size: 1 } });
    expect(organization.meta?.page?.total).toBe(db.disputes.filter((d) => d.projectId !== 'res_prj_solo').length);

    const next = await live.action('disputes/list', { resourceId: SHOP, page: { size: 20, after: rowsOf(first)[19].id } });
    const byNumber = await live.action('disputes/list', { resourceId: SHOP, page: { size: 20, number: 2 } });
    expect(rowsOf(next).map((d) => d.id)).toEqual(rowsOf(byNumber).map((d) => d.id));
    expect(rowsOf(next).some((d) => rowsOf(first).some((f) => f.id === d.id))).toBe(false);

    const filters = [
      { field: 'status', operator: 'in', value: ['lost', 'won'] },
      { field: 'scheme', value: 'visa' },
      { field: 'currency', operator: 'in', value: ['EUR', 'USD'] },
      { field: 'amount', operator: 'gte', value: '20.00' },
      { field: 'deadlineAt', operator: 'lte', value: new Date().toISOString() },
    ];
    const filtered = await live.action('disputes/list', { resourceId: SHOP, filters, sort: '-amount', page: { size: 500 } });
    const expected = db.disputes.filter(
      (d) =>
        d.projectId === SHOP &&
        ['lost', 'won'].includes(d.status) &&
        d.scheme === 'visa' &&
        ['EUR', 'USD'].includes(d.currency) &&
        d.amount >= 2000 &&
        Date.parse(d.deadlineAt) <= now(),
    );
    expect(filtered.meta?.page?.total).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(5);
    const amounts = rowsOf(filtered).map((d) => d.attributes.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const reason = expected[0].reasonCode;
    const byReason = await live.action('disputes/list', { resourceId: SHOP, filter: { reasonCode: reason } });
    expect(byReason.meta?.page?.total).toBe(db.disputes.filter((d) => d.projectId === SHOP && d.reasonCode === reason).length);

    const refusal = async (payload: unknown) => (await live.action('disputes/list', payload)).errors?.[0];
    expect(await refusal({ resourceId: SHOP, filters: [{ field: 'riskScore', value: 1 }] })).toMatchObject({
      code: 'invalid',
      source: { pointer: '/filters/0/field' },
    });
    expect(await refusal({ resourceId: SHOP, filters: [{ field: 'amount', operator: 'contains', value: '1' }] })).toMatchObject({
      source: { pointer: '/filters/0/operator' },
    });
    expect(await refusal({ resourceId: SHOP, filters: [{ field: 'amount', operator: 'gte', value: 12.5 }] })).toMatchObject({
      source: { pointer: '/filters/0/value' },
    });
    expect(await refusal({ resourceId: SHOP, filters: [{ field: 'status', operator: 'in', value: 'lost' }] })).toMatchObject({
      source: { pointer: '/filters/0/value' },
    });
    expect(await refusal({ resourceId: SHOP, sort: 'customer' })).toMatchObject({ source: { pointer: '/sort' } });
    expect(await refusal({ resourceId: SHOP, page: { size: 501 } })).toMatchObject({ source: { pointer: '/page/size' } });
    live.close();
  });
});

describe("a customer's disputes", () => {
  it('filters by the customer e-mail, whole and any case; a part of it matches nothing', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const sample = db.disputes.filter((d) => d.projectId === SHOP)[0];
    const email = sample.customer.email;
    const ids = async (value: string) =>
      rowsOf(await live.action('disputes/list', { resourceId: SHOP, filters: [{ field: 'customerEmail', operator: 'eq', value }], page: { size: 500 } })).map(
        (d) => d.id,
      );
    const expected = db.disputes.filter((d) => d.projectId === SHOP && d.customer.email.toLowerCase() === email.toLowerCase()).map((d) => d.id);
    expect((await ids(email.toUpperCase())).sort()).toEqual(expected.sort());
    expect(await ids(email.slice(0, -1))).toEqual([]);
    live.close();
  });
});

describe('permissions', () => {
  it('admin and disputes@ act; finance@ and support@ read but are refused acting; a foreign or unknown id is not accessible', async () => {
    const target = openDispute();
    const solo = db.disputes.find((d) => d.projectId === 'res_prj_solo')!;
    for (const email of ['admin@sandbox.test', 'disputes@sandbox.test']) {
      const live = await openLive(await signIn(email));
      const added = await live.action('disputes/addEvidenceFile', file(1024, `${email}.pdf`), { id: target.id });
      expect(added.errors).toBeUndefined();
      expect((await parseAnswer('disputes/addEvidenceFile', added.data)).ok).toBe(true);
      live.close();
    }
    expect(db.disputes.get(target.id)!.evidence.files.map((f) => f.name)).toEqual(['admin@sandbox.test.pdf', 'disputes@sandbox.test.pdf']);

    for (const email of ['finance@sandbox.test', 'support@sandbox.test']) {
      const live = await openLive(await signIn(email));
      expect((await live.action('disputes/list', { resourceId: 'res_org_northwind' })).errors).toBeUndefined();
      expect((await live.action('disputes/get', undefined, { id: target.id })).data).toMatchObject({ id: target.id });
      expect((await live.action('disputes/aggregate', { resourceId: SHOP })).errors).toBeUndefined();
      for (const [name, payload] of [
        ['disputes/addEvidenceFile', file(10)],
        ['disputes/saveRebuttal', rebuttal('x')],
        ['disputes/submitEvidence', undefined],
        ['disputes/accept', undefined],
      ] as const) {
        expect((await live.action(name, payload, { id: target.id })).errors?.[0]).toMatchObject({ code: 'forbidden' });
      }
      live.close();
    }

    const dana = await openLive(await signIn('disputes@sandbox.test'));
    for (const id of [solo.id, 'dsp_unknown']) {
      expect((await dana.action('disputes/get', undefined, { id })).errors?.[0]).toMatchObject({ code: 'dispute-not-accessible' });
      expect((await dana.action('disputes/accept', undefined, { id })).errors?.[0]).toMatchObject({ code: 'dispute-not-accessible' });
    }
    expect((await dana.action('disputes/list', { resourceId: 'res_prj_solo' })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect(db.disputes.get(solo.id)).toEqual(solo);
    dana.close();

    const admin = await openLive(await signIn('admin@sandbox.test'));
    expect((await admin.action('disputes/get', undefined, { id: solo.id })).data).toMatchObject({ id: solo.id });
    admin.close();
  });
});

describe('disputes/aggregate', () => {
  it('totals what the list shows for the same filters, grouped by reason code, scheme, status and month, with the dispute rate', async () => {
    const live = await openLive(await signIn('finance@sandbox.test'));
    const from = new Date(Date.now() - 180 * DAY).toISOString();
    const filters = [
      { field: 'openedAt', operator: 'gte', value: from },
      { field: 'status', operator: 'in', value: ['lost', 'won', 'pending', 'confirmed'] },
    ];
    const answer = await live.action('disputes/aggregate', { resourceId: 'res_org_northwind', filters });
    expect(answer.errors).toBeUndefined();
    expect((await parseAnswer('disputes/aggregate', answer.data)).ok).toBe(true);
    type Group = { key: string; count: number; amounts: { currency: string; amount: number }[] };
    const a = (
      answer.data as {
        attributes: {
          totals: { count: number; amounts: Group['amounts'] };
          byReasonCode: Group[];
          byScheme: Group[];
          byStatus: Group[];
          byMonth: Group[];
          chargeCount: number;
          disputeRate: number;
          from: string;
        };
      }
    ).attributes;

    const listed = await live.action('disputes/list', { resourceId: 'res_org_northwind', filters, page: { size: 500 } });
    const rows = rowsOf(listed);
    expect(a.totals.count).toBe(listed.meta?.page?.total);
    expect(rows).toHaveLength(a.totals.count);
    const sums = new Map<string, number>();
    for (const d of rows) sums.set(d.attributes.currency, (sums.get(d.attributes.currency) ?? 0) + d.attributes.amount);
    expect(a.totals.amounts).toEqual([...sums].sort(([x], [y]) => (x < y ? -1 : 1)).map(([currency, amount]) => ({ currency, amount })));
    for (const group of [a.byReasonCode, a.byScheme, a.byStatus, a.byMonth]) {
      expect(group.reduce((sum, g) => sum + g.count, 0)).toBe(a.totals.count);
    }
    expect(a.byMonth.every((g) => /^\d{4}-\d{2}$/.test(g.key))).toBe(true);
    expect(a.byMonth.map((g) => g.key)).toEqual([...a.byMonth.map((g) => g.key)].sort());
    expect(a.byStatus.map((g) => g.key).sort()).toEqual(['confirmed', 'lost', 'pending', 'won']);
    expect(a.byScheme.map((g) => g.key).sort()).toEqual(['mastercard', 'visa']);
    expect(a.from).toBe(from);
    expect(a.chargeCount).toBe(
      db.transactions.filter(
        (t) => t.projectId !== 'res_prj_solo' && ['charge', 'charge-recurring'].includes(t.type) && t.status !== 'failed' && t.createdAt >= from,
      ).length,
    );
    expect(a.disputeRate).toBeCloseTo(a.totals.count / a.chargeCount, 10);
    expect(a.disputeRate).toBeGreaterThan(0);
    expect(a.disputeRate).toBeLessThan(0.05);
    live.close();
  });
});

describe('evidence, submission and acceptance', () => {
  it('refuses files over 2 GB at /data/attributes/size, keeps one of exactly 2 GB, changes its type, removes files and saves the rebuttal', async () => {
    const live = await openLive(await signIn('disputes@sandbox.test'));
    const { id } = openDispute();
    const tooBig = await live.action('disputes/addEvidenceFile', file(FILE_OFFER_LIMIT_BYTES + 1), { id });
    expect(tooBig.errors?.[0]).toMatchObject({ code: 'file-too-large', source: { pointer: '/data/attributes/size' } });
    const limit = await live.action('disputes/addEvidenceFile', file(FILE_OFFER_LIMIT_BYTES, 'scan.tiff', 'image/tiff'), { id });
    const files = (limit.data as { attributes: { evidence: { files: { id: string; size: number }[] } } }).attributes.evidence.files;
    expect(files).toMatchObject([{ size: 2 * 1024 ** 3, name: 'scan.tiff', kind: 'proof-of-delivery' }]);
    expect((await live.action('disputes/removeEvidenceFile', { fileId: 'evf_nope' }, { id })).errors?.[0]).toMatchObject({
      code: 'not-found',
      source: { pointer: '/fileId' },
    });
    const retype = (fileId: string, kind: string) =>
      live.action('disputes/updateEvidenceFile', { fileId, data: { type: 'dispute-evidence-files', attributes: { kind } } }, { id });
    expect((await retype('evf_nope', 'receipt')).errors?.[0]).toMatchObject({ code: 'not-found', source: { pointer: '/fileId' } });
    expect((await retype(files[0].id, 'receipt')).data).toMatchObject({
      attributes: { evidence: { files: [{ id: files[0].id, name: 'scan.tiff', kind: 'receipt' }] } },
    });
    expect(db.disputes.get(id)!.evidence.files[0].kind).toBe('receipt');
    const removed = await live.action('disputes/removeEvidenceFile', { fileId: files[0].id }, { id });
    expect(removed.data).toMatchObject({ attributes: { evidence: { files: [] } } });
    const saved = await live.action('disputes/saveRebuttal', rebuttal('  Delivered and signed for.  '), { id });
    expect(saved.data).toMatchObject({ attributes: { evidence: { rebuttal: 'Delivered and signed for.' }, respondable: true } });
    expect((await live.action('disputes/saveRebuttal', rebuttal('x'.repeat(5001)), { id })).errors?.[0]).toMatchObject({
      source: { pointer: '/data/attributes/text' },
    });
    live.close();
  });

  it('accepts only the file types card schemes take (PDF, JPEG, PNG, TIFF), by extension and declared type alike', async () => {
    const live = await openLive(await signIn('disputes@sandbox.test'));
    const { id } = openDispute();
    const refused = async (name: string, contentType: string) =>
      (await live.action('disputes/addEvidenceFile', file(1024, name, contentType), { id })).errors?.[0];
    expect(await refused('invoice.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toMatchObject({
      code: 'unsupported-file-type',
      source: { pointer: '/data/attributes/name' },
    });
    expect(await refused('payload.exe', 'application/pdf')).toMatchObject({ code: 'unsupported-file-type', source: { pointer: '/data/attributes/name' } });
    expect(await refused('no-extension', 'application/pdf')).toMatchObject({ code: 'unsupported-file-type', source: { pointer: '/data/attributes/name' } });
    expect(await refused('report.pdf', 'text/html')).toMatchObject({ code: 'unsupported-file-type', source: { pointer: '/data/attributes/contentType' } });
    expect(await refused('photo.png', 'application/pdf')).toMatchObject({ code: 'unsupported-file-type', source: { pointer: '/data/attributes/contentType' } });
    expect(await refused('report.pdf', '')).toMatchObject({ code: 'required', source: { pointer: '/data/attributes/contentType' } });
    expect(db.disputes.get(id)!.evidence.files).toEqual([]);

    for (const [name, contentType] of [
      ['a.PDF', 'application/pdf'],
      ['b.jpg', 'image/jpeg'],
      ['c.JPEG', 'IMAGE/JPEG'],
      ['d.png', 'image/png'],
      ['e.tif', 'image/tiff; x=1'],
    ]) {
      expect((await live.action('disputes/addEvidenceFile', file(1024, name, contentType), { id })).errors).toBeUndefined();
    }
    expect(db.disputes.get(id)!.evidence.files.map((f) => f.name)).toEqual(['a.PDF', 'b.jpg', 'c.JPEG', 'd.png', 'e.tif']);
    live.close();
  });

  it('submits (pending, nothing changes after), and the clock decides won or lost by id, pushed', async () => {
    const live = await openLive(await signIn('disputes@sandbox.test'));
    const { id } = openDispute();
    expect((await live.action('disputes/submitEvidence', undefined, { id })).errors?.[0]).toMatchObject({ code: 'evidence-required' });
    await live.action('disputes/saveRebuttal', rebuttal('The customer received the goods.'), { id });
    const submitted = await live.action('disputes/submitEvidence', undefined, { id });
    expect(submitted.data).toMatchObject({ attributes: { status: 'pending', respondable: false } });
    expect((submitted.data as Row).attributes.evidence).toMatchObject({ submittedAt: expect.any(String) });
    for (const [name, payload] of [
      ['disputes/addEvidenceFile', file(10)],
      ['disputes/saveRebuttal', rebuttal('more')],
      ['disputes/submitEvidence', undefined],
      ['disputes/accept', undefined],
    ] as const) {
      expect((await live.action(name, payload, { id })).errors?.[0]).toMatchObject({ code: 'dispute-not-open' });
    }
    const from = live.messages.length;
    sandboxControls.advance(DECISION_MS - 1000);
    expect(db.disputes.get(id)!.status).toBe('pending');
    sandboxControls.advance(1000);
    const outcome = disputeOutcome(id);
    expect(db.disputes.get(id)).toMatchObject({ status: outcome, decidedAt: expect.any(String) });
    const pushed = await live.next((m) => m.event === 'resource-updated' && m.data.includes(id) && m.data.includes(`"status":"${outcome}"`), undefined, from);
    expect(JSON.parse(pushed.data)).toMatchObject({ type: 'disputes', id, attributes: { status: outcome } });
    expect(
      db.disputes
        .get(id)!
        .statusHistory.map((h) => h.status)
        .slice(-2),
    ).toEqual(['pending', outcome]);
    live.close();
  });

  it('a won dispute gives the money back with a chargeback refund under the payment; a lost one keeps it held', async () => {
    const live = await openLive(await signIn('disputes@sandbox.test'));
    const open = db.disputes.filter((d) => d.projectId === SHOP && isOpen(d) && !!d.chargebackId && Date.parse(d.deadlineAt) - now() > HOUR);
    const won = open.find((d) => disputeOutcome(d.id) === 'won')!;
    const lost = open.find((d) => disputeOutcome(d.id) === 'lost')!;
    const figures = (d: Dispute) => {
      const payment = db.transactions.get(d.transactionId)!;
      return transactionFigures(
        payment,
        db.transactions.filter((t) => t.parentId === payment.id),
      )!;
    };
    const reversals = (d: Dispute) => db.transactions.filter((t) => t.parentId === d.transactionId && t.type === 'chargeback-refund');
    for (const d of [won, lost]) {
      expect(figures(d).chargebacks).toBe(d.amount);
      await live.action('disputes/saveRebuttal', rebuttal('Delivered and signed for.'), { id: d.id });
      await live.action('disputes/submitEvidence', undefined, { id: d.id });
    }
    const from = live.messages.length;
    sandboxControls.advance(DECISION_MS);
    expect(db.disputes.get(won.id)!.status).toBe('won');
    expect(reversals(won)).toEqual([expect.objectContaining({ amount: won.amount, currency: won.currency, status: 'successful' })]);
    expect(figures(won).chargebacks).toBe(0);
    const [reversal] = reversals(won);
    await live.next((m) => m.event === 'resource-updated' && m.data.includes(reversal.id), undefined, from);
    expect(db.disputes.get(lost.id)!.status).toBe('lost');
    expect(reversals(lost)).toEqual([]);
    expect(figures(lost).chargebacks).toBe(lost.amount);
    // Read again and swept again: the money comes back once.
    await live.action('disputes/get', undefined, { id: won.id });
    sandboxControls.advance(DAY);
    expect(reversals(won)).toHaveLength(1);
    live.close();
  });

  it('accepts (confirmed; again answers the same; nothing changes after)', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const { id } = openDispute();
    expect((await live.action('disputes/accept', undefined, { id })).data).toMatchObject({ attributes: { status: 'confirmed' } });
    expect((await live.action('disputes/accept', undefined, { id })).data).toMatchObject({ attributes: { status: 'confirmed' } });
    expect((await live.action('disputes/saveRebuttal', rebuttal('late'), { id })).errors?.[0]).toMatchObject({ code: 'dispute-not-open' });
    const closed = db.disputes.find((d) => d.projectId === SHOP && d.status === 'lost')!;
    expect((await live.action('disputes/accept', undefined, { id: closed.id })).errors?.[0]).toMatchObject({ code: 'dispute-not-open' });
    live.close();
  });

  it('loses an unanswered dispute when its deadline passes, pushed', async () => {
    const live = await openLive(await signIn('finance@sandbox.test'));
    const next = db.disputes.filter((d) => d.projectId === SHOP && isOpen(d)).sort((a, b) => (a.deadlineAt < b.deadlineAt ? -1 : 1))[0];
    expect(Date.parse(next.deadlineAt) - now()).toBeLessThan(48 * HOUR);
    // Reading schedules the sweep for the next deadline.
    expect((await live.action('disputes/get', undefined, { id: next.id })).data).toMatchObject({ attributes: { status: next.status, respondable: true } });
    const from = live.messages.length;
    sandboxControls.advance(Date.parse(next.deadlineAt) - now() + 1000);
    expect(db.disputes.get(next.id)).toMatchObject({ status: 'lost', decidedAt: next.deadlineAt });
    const pushed = await live.next((m) => m.event === 'resource-updated' && m.data.includes(next.id), undefined, from);
    expect(JSON.parse(pushed.data)).toMatchObject({ type: 'disputes', attributes: { status: 'lost', respondable: false } });
    live.close();
  });

  // Last in the file: the sandbox clock does not go back after a reset.
  it('loses every open dispute of the seed once all deadlines passed', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    await live.action('disputes/list', { resourceId: SHOP, page: { size: 1 } });
    sandboxControls.advance(30 * DAY);
    expect(db.disputes.filter((d) => isOpen(d) || d.status === 'pending')).toEqual([]);
    live.close();
  });
});
