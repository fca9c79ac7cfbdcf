import { parsePayload } from '.';
import { disputeReasonCodes, disputeSchemes, evidenceKinds, FILE_OFFER_LIMIT_BYTES, reasonCodeOf } from './disputes';

const file = (attributes: Record<string, unknown>) => ({
  data: { type: 'dispute-evidence-files', attributes: { name: 'receipt.pdf', size: 1024, contentType: 'application/pdf', kind: 'receipt', ...attributes } },
});

describe('the disputes contract', () => {
  it('names the constants the screens and the sandbox share', () => {
    expect(FILE_OFFER_LIMIT_BYTES).toBe(2_147_483_648);
    expect(evidenceKinds).toHaveLength(12);
    expect(new Set(disputeReasonCodes.map((entry) => entry.scheme))).toEqual(new Set(disputeSchemes));
    expect(new Set(disputeReasonCodes.map((entry) => entry.code)).size).toBe(disputeReasonCodes.length);
    expect(reasonCodeOf('10.4')).toEqual({ scheme: 'visa', code: '10.4', category: 'fraud' });
    expect(reasonCodeOf('4855')?.category).toBe('not-received');
  });

  it('checks an evidence file field by field', async () => {
    expect(await parsePayload('disputes/addEvidenceFile', file({}))).toMatchObject({ ok: true });
    expect(await parsePayload('disputes/addEvidenceFile', file({ size: 1.5 }))).toMatchObject({
      ok: false,
      errors: [{ code: 'invalid', source: { pointer: '/data/attributes/size' } }],
    });
    expect(await parsePayload('disputes/addEvidenceFile', file({ size: 0 }))).toMatchObject({
      ok: false,
      errors: [{ source: { pointer: '/data/attributes/size' } }],
    });
    expect(await parsePayload('disputes/addEvidenceFile', file({ kind: 'video' }))).toMatchObject({
      ok: false,
      errors: [{ source: { pointer: '/data/attributes/kind' } }],
    });
    expect(await parsePayload('disputes/addEvidenceFile', file({ contentType: undefined }))).toMatchObject({
      ok: false,
      errors: [{ code: 'required', source: { pointer: '/data/attributes/contentType' } }],
    });
    expect(await parsePayload('disputes/addEvidenceFile', file({ name: '  ' }))).toMatchObject({
      ok: false,
      errors: [{ code: 'required', source: { pointer: '/data/attributes/name' } }],
    });
    expect(await parsePayload('disputes/addEvidenceFile', file({ name: 'x'.repeat(256) }))).toMatchObject({
      ok: false,
      errors: [{ source: { pointer: '/data/attributes/name' } }],
    });
    // The 2 GB limit is the sandbox's rule (a field error with its own code), not the form's.
    expect(await parsePayload('disputes/addEvidenceFile', file({ size: FILE_OFFER_LIMIT_BYTES + 1 }))).toMatchObject({ ok: true });
  });

  it('checks the rebuttal, the file to remove or retype and the workspace of a list or aggregate', async () => {
    const rebuttal = (text: unknown) => ({ data: { attributes: { text } } });
    expect(await parsePayload('disputes/saveRebuttal', rebuttal('  ok  '))).toEqual({ ok: true, value: { data: { attributes: { text: 'ok' } } } });
    expect(await parsePayload('disputes/saveRebuttal', rebuttal('x'.repeat(5001)))).toMatchObject({
      ok: false,
      errors: [{ title: 'The rebuttal must be at most 5000 characters', source: { pointer: '/data/attributes/text' } }],
    });
    expect(await parsePayload('disputes/removeEvidenceFile', {})).toMatchObject({ ok: false, errors: [{ code: 'required', source: { pointer: '/fileId' } }] });
    expect(await parsePayload('disputes/updateEvidenceFile', { data: { attributes: { kind: 'receipt' } } })).toMatchObject({
      ok: false,
      errors: [{ code: 'required', source: { pointer: '/fileId' } }],
    });
    expect(await parsePayload('disputes/updateEvidenceFile', { fileId: 'evf_1', data: { attributes: { kind: 'video' } } })).toMatchObject({
      ok: false,
      errors: [{ source: { pointer: '/data/attributes/kind' } }],
    });
    expect(await parsePayload('disputes/updateEvidenceFile', { fileId: 'evf_1', data: { attributes: { kind: 'receipt' } } })).toMatchObject({ ok: true });
    expect(await parsePayload('disputes/list', { filters: [] })).toMatchObject({
      ok: false,
      errors: [{ code: 'required', source: { pointer: '/resourceId' } }],
    });
    expect(await parsePayload('disputes/aggregate', { resourceId: 'r', filters: [{ field: 'status', operator: 'like' }] })).toMatchObject({
      ok: false,
      errors: [{ source: { pointer: '/filters/0/operator' } }],
    });
  });
});
