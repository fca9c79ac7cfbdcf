import { checkEvidenceFile, checkEvidenceFileType, evidenceChecklist, MAX_EVIDENCE_FILE_BYTES } from './evidence-checklist';

const files = (...kinds: string[]) => kinds.map((kind) => ({ kind }));

describe('evidence checklist', () => {
  it('lists required kinds first, then recommended, with nothing done yet', () => {
    const list = evidenceChecklist('visa', '13.1', [], '');
    expect(list.items.map(({ kind, required, done }) => ({ kind, required, done }))).toEqual([
      { kind: 'proof-of-delivery', required: true, done: false },
      { kind: 'tracking-number', required: true, done: false },
      { kind: 'customer-communication', required: false, done: false },
    ]);
    expect(list.missingRequired).toEqual([['proof-of-delivery', 'tracking-number']]);
    expect(list.rebuttalMissing).toBe(true);
    expect(list.readyToSubmit).toBe(false);
  });

  it.each([
    ['visa', '13.1', 'proof-of-delivery'],
    ['visa', '13.1', 'tracking-number'],
    ['mastercard', '4855', 'tracking-number'],
    ['visa', '10.4', 'avs-cvv-match'],
    ['mastercard', '4837', 'authorization-record'],
    ['mastercard', '6390', 'avs-cvv-match'],
  ])('%s %s: an either-or group is satisfied by %s alone', (scheme, code, kind) => {
    const list = evidenceChecklist(scheme, code, files(kind), 'Delivered and signed for.');
    expect(list.missingRequired).toEqual([]);
    expect(list.readyToSubmit).toBe(true);
    const other = list.items.find((item) => item.required && item.kind !== kind)!;
    expect(other).toMatchObject({ done: false, coveredByAlternative: true });
    expect(list.items.find((item) => item.kind === kind)).toMatchObject({ done: true, coveredByAlternative: false });
  });

  it('a recommended file alone does not satisfy a requirement', () => {
    const list = evidenceChecklist('visa', '13.2', files('customer-communication', 'receipt'), 'They agreed to the terms.');
    expect(list.missingRequired).toEqual([['cancellation-policy']]);
    expect(list.items.filter((item) => !item.required).every((item) => item.done)).toBe(true);
    expect(list.readyToSubmit).toBe(false);
    expect(evidenceChecklist('visa', '13.2', files('cancellation-policy'), 'They agreed to the terms.').readyToSubmit).toBe(true);
  });

  it('credit not processed (13.6, 13.7, 4860) needs the refund policy; the receipt is recommended', () => {
    for (const [scheme, code] of [
      ['visa', '13.6'],
      ['visa', '13.7'],
      ['mastercard', '4860'],
    ]) {
      const list = evidenceChecklist(scheme, code, files('receipt'), '');
      expect(list.missingRequired, code).toEqual([['refund-policy']]);
      expect(list.items).toEqual([
        { kind: 'refund-policy', required: true, done: false, alternatives: ['refund-policy'], coveredByAlternative: false },
        { kind: 'receipt', required: false, done: true, alternatives: [], coveredByAlternative: false },
      ]);
    }
  });

  it('duplicate (12.6.1, 4834) needs the explanation', () => {
    expect(evidenceChecklist('visa', '12.6.1', files('receipt', 'receipt'), '').readyToSubmit).toBe(false);
    expect(evidenceChecklist('mastercard', '4834', files('duplicate-explanation'), 'Two orders.').readyToSubmit).toBe(true);
  });

  it('ignores kinds it does not know and files of other kinds', () => {
    const list = evidenceChecklist('mastercard', '4808', files('selfie', 'other'), 'text');
    expect(list.missingRequired).toEqual([['authorization-record']]);
    expect(list.readyToSubmit).toBe(false);
  });

  it('an unknown code needs just the written response', () => {
    expect(evidenceChecklist('visa', '99.9', [], '   ').readyToSubmit).toBe(false);
    expect(evidenceChecklist('visa', '99.9', [], 'The customer used the service.').readyToSubmit).toBe(true);
    expect(evidenceChecklist('visa', '99.9', files('other'), '').readyToSubmit).toBe(false);
    expect(evidenceChecklist('visa', '99.9', [], '').items).toEqual([]);
  });

  it('a complete set of files still needs the written response', () => {
    const list = evidenceChecklist('visa', '13.1', files('tracking-number'), ' \n ');
    expect(list.missingRequired).toEqual([]);
    expect(list.rebuttalMissing).toBe(true);
    expect(list.readyToSubmit).toBe(false);
  });
});

describe('evidence file size', () => {
  it('allows 2 GiB exactly and refuses one byte more', () => {
    expect(MAX_EVIDENCE_FILE_BYTES).toBe(2_147_483_648);
    expect(checkEvidenceFile(2 * 1024 ** 3)).toBeNull();
    expect(checkEvidenceFile(2 * 1024 ** 3 - 1)).toBeNull();
    expect(checkEvidenceFile(2 * 1024 ** 3 + 1)).toBe('workspace.fileTooLarge');
    expect(checkEvidenceFile(5 * 1024 ** 3)).toBe('workspace.fileTooLarge');
  });

  it('refuses an empty or unreadable size and allows one byte', () => {
    expect(checkEvidenceFile(0)).toBe('workspace.fileEmpty');
    expect(checkEvidenceFile(-1)).toBe('workspace.fileEmpty');
    expect(checkEvidenceFile(Number.NaN)).toBe('workspace.fileEmpty');
    expect(checkEvidenceFile(1)).toBeNull();
  });
});

describe('evidence file type', () => {
  it.each([
    ['delivery.pdf', 'application/pdf'],
    ['photo.JPG', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['scan.png', 'image/png'],
    ['scan.tif', 'image/tiff'],
    ['scan.tiff', 'IMAGE/TIFF'],
  ])('accepts %s declared as %s', (name, type) => {
    expect(checkEvidenceFileType(name, type)).toBeNull();
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['invoice.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['payload.pdf.exe', 'application/pdf'],
    ['report.pdf', ''],
    ['report.pdf', 'text/html'],
    ['photo.png', 'image/jpeg'],
    ['pdf', 'application/pdf'],
  ])('refuses %s declared as %j', (name, type) => {
    expect(checkEvidenceFileType(name, type)).toBe('workspace.fileType');
  });
});
