/**
 * The bytes of the seeded attachments, made in code (the bytes are never persisted): a one-page
 * PDF that any reader opens, and a small CSV. Built again on demand from the attachment's name.
 */

const encoder = new TextEncoder();

/** PDF string literal: only printable ASCII, with `\`, `(` and `)` escaped. */
const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

/** A minimal valid PDF 1.4: one A4 page with the lines in Helvetica, and a correct cross-reference table. */
export function minimalPdf(lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const content = ['BT', '/F1 14 Tf', '72 770 Td', '18 TL', ...lines.map((line) => `(${pdfText(line)}) Tj T*`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return encoder.encode(body);
}

/** A small CSV export (header and a few rows), in integer minor units like the API. */
export function smallCsv(title: string): Uint8Array<ArrayBuffer> {
  const rows = ['reference_id,amount_minor,currency,status', 'ORD-1001,12000,EUR,successful', 'ORD-1002,4550,EUR,refunded', 'ORD-1003,990,EUR,failed'];
  return encoder.encode(`# ${title.replace(/[\r\n]/g, ' ')}\n${rows.join('\n')}\n`);
}

/** The bytes of a seeded attachment by its file name and the topic's subject. */
export function seededFileBytes(name: string, subject: string): Uint8Array {
  if (name.endsWith('.csv')) return smallCsv(subject);
  return minimalPdf([name, `Re: ${subject}`, 'Paytide sandbox document']);
}
