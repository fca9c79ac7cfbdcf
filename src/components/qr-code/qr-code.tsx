import { Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PartFailed } from '../feedback/part-boundary';

/** Renders text as a QR code image; the qrcode library loads only when needed (if it does not, says so with Reload). */
export function QrCode({ value, label, size = 180 }: { value: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(value, { width: size, margin: 1 }).then((url) => alive && setSrc(url)))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [value, size]);
  if (failed) return <PartFailed />;
  if (!src) return <Skeleton width={size} height={size} />;
  return <img src={src} alt={label} width={size} height={size} style={{ background: '#fff', borderRadius: 8 }} />;
}
