import { useEffect, useState } from 'react';
import { safeFileName } from '@/lib/download/safe-file-name';
import { onDemand } from '@/lib/http/on-demand';

// The QR encoder is needed only once a link is shown: it loads then, not with the page.
const loadQr = onDemand(() => import('qrcode'));

const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } } as const;

/** The QR code of `url` as SVG text. */
export const qrSvg = async (url: string) => (await loadQr()).toString(url, { ...QR_OPTIONS, type: 'svg' });

/** The QR code of `url` as a 1024 px PNG (large enough to print), as a data URL. */
export const qrPngDataUrl = async (url: string) => (await loadQr()).toDataURL(url, { ...QR_OPTIONS, width: 1024 });

/** The link's QR code as SVG text; null while it is drawn; an Error when it could not be. */
export function useQrSvg(url: string): string | null | Error {
  const [result, setResult] = useState<{ url: string; svg: string | Error } | null>(null);
  useEffect(() => {
    let current = true;
    qrSvg(url).then(
      (svg) => current && setResult({ url, svg }),
      (error: unknown) => current && setResult({ url, svg: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [url]);
  return result?.url === url ? result.svg : null;
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function download(href: string, fileName: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export const qrFileName = (linkId: string, extension: 'svg' | 'png') => safeFileName(`payment-link-${linkId}.${extension}`);

export function downloadQrSvg(svg: string, linkId: string) {
  const href = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  download(href, qrFileName(linkId, 'svg'));
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

export async function downloadQrPng(url: string, linkId: string) {
  download(await qrPngDataUrl(url), qrFileName(linkId, 'png'));
}
