import { Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Renders text as a QR code image; the qrcode library loads only when needed. */
export function QrCode({ value, label, size = 180 }: { value: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void import('qrcode').then(({ toDataURL }) => toDataURL(value, { width: size, margin: 1 }).then((url) => alive && setSrc(url)));
    return () => {
      alive = false;
    };
  }, [value, size]);
  if (!src) return <Skeleton width={size} height={size} />;
  return <img src={src} alt={label} width={size} height={size} style={{ background: '#fff', borderRadius: 8 }} />;
}
