import { attachmentDisposition, DEFAULT_FILE_NAME, FILE_NAME_MAX_BYTES, safeFileName } from './safe-file-name';
import { fileNameFromDisposition } from './download-file';

const utf8 = (text: string) => new TextEncoder().encode(text).length;

describe('safeFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\Windows\\system32\\evil.dll', 'evil.dll'],
    ['/abs/path/report.csv', 'report.csv'],
    ['..', DEFAULT_FILE_NAME],
    ['../', DEFAULT_FILE_NAME],
    ['.bashrc', 'bashrc'],
    ['...hidden.csv', 'hidden.csv'],
    ['report\u202Efdp.exe', 'reportfdp.exe'],
    ['in\u2066voice\u2069\u200B.pdf', 'invoice.pdf'],
    ['a\r\nb\u0000c\t.csv', 'abc.csv'],
    ['what? "quoted" <x>|y*:z.csv', 'what_ _quoted_ _x__y__z.csv'],
    ['evil／..／passwd', 'passwd'],
    ['CON', '_CON'],
    ['nul.txt', '_nul.txt'],
    ['trailing dots... ', 'trailing dots'],
    ['', DEFAULT_FILE_NAME],
    ['   ', DEFAULT_FILE_NAME],
    ['\u202E', DEFAULT_FILE_NAME],
    [null, DEFAULT_FILE_NAME],
    ['northwind-shop_transactions_all.csv', 'northwind-shop_transactions_all.csv'],
    ['café Ünïcode.csv', 'café Ünïcode.csv'],
  ])('%j → %j', (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });

  it('cuts a long name in its stem, keeping the extension, on a character boundary', () => {
    const long = safeFileName(`${'a'.repeat(300)}.csv`);
    expect(utf8(long)).toBeLessThanOrEqual(FILE_NAME_MAX_BYTES);
    expect(long).toMatch(/^a+\.csv$/);
    const emoji = safeFileName(`${'😀'.repeat(100)}.xlsx`);
    expect(utf8(emoji)).toBeLessThanOrEqual(FILE_NAME_MAX_BYTES);
    expect(emoji).toMatch(/^(😀)+\.xlsx$/u);
  });

  it('uses the fallback, itself made safe, when nothing is left', () => {
    expect(safeFileName('../', 'report.csv')).toBe('report.csv');
    expect(safeFileName('', '../x/../y.csv')).toBe('y.csv');
  });

  it('builds a Content-Disposition the client reads back as the same safe name', () => {
    const header = attachmentDisposition('../rép\u202Eort (1).csv');
    expect(header).toBe(`attachment; filename="r_port (1).csv"; filename*=UTF-8''r%C3%A9port%20%281%29.csv`);
    expect(fileNameFromDisposition(header)).toBe('réport (1).csv');
    expect(fileNameFromDisposition(attachmentDisposition('a"b.csv'))).toBe('a_b.csv');
  });
});
