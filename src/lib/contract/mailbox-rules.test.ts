import { FILE_OFFER_LIMIT_BYTES } from './file-limits';
import { attachmentProblem } from './mailbox-rules';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('attachmentProblem: what is refused before any byte is sent', () => {
  it('takes a file of exactly 2 GB and refuses one byte more, and a 2.1 GB scan', () => {
    expect(attachmentProblem(file('scan.pdf', FILE_OFFER_LIMIT_BYTES, 'application/pdf'), FILE_OFFER_LIMIT_BYTES)).toBeNull();
    expect(attachmentProblem(file('scan.pdf', FILE_OFFER_LIMIT_BYTES + 1, 'application/pdf'), FILE_OFFER_LIMIT_BYTES)).toBe('too-large');
    expect(attachmentProblem(file('scan.pdf', 2.1 * 1000 ** 3 + 147_483_648, 'application/pdf'), FILE_OFFER_LIMIT_BYTES)).toBe('too-large');
  });

  it('refuses empty files, nameless ones, and types support staff should not open', () => {
    expect(attachmentProblem(file('empty.pdf', 0, 'application/pdf'), FILE_OFFER_LIMIT_BYTES)).toBe('empty');
    expect(attachmentProblem(file('  ', 10), FILE_OFFER_LIMIT_BYTES)).toBe('name');
    expect(attachmentProblem(file('setup.exe', 10, 'application/x-msdownload'), FILE_OFFER_LIMIT_BYTES)).toBe('type');
    expect(attachmentProblem(file('page.html', 10, 'text/html'), FILE_OFFER_LIMIT_BYTES)).toBe('type');
    expect(attachmentProblem(file('logo.svg', 10, 'image/svg+xml'), FILE_OFFER_LIMIT_BYTES)).toBe('type');
    // A PDF name on HTML content is not a PDF.
    expect(attachmentProblem(file('invoice.pdf', 10, 'text/html'), FILE_OFFER_LIMIT_BYTES)).toBe('type');
  });

  it('judges by the extension when the browser does not know the type', () => {
    expect(attachmentProblem(file('export.CSV', 10, ''), FILE_OFFER_LIMIT_BYTES)).toBeNull();
    expect(attachmentProblem(file('mail.eml', 10, 'application/octet-stream'), FILE_OFFER_LIMIT_BYTES)).toBeNull();
    expect(attachmentProblem(file('README', 10, ''), FILE_OFFER_LIMIT_BYTES)).toBe('type');
  });
});
