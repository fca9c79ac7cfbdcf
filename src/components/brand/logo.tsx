import { brand } from '@/config/env';

/** The brand mark: a tide wave in a rounded square, plus the word mark. */
export function Logo({ size = 32, withName = true }: { size?: number; withName?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-indigo-6)" />
        <path d="M6 19c3-4 6-4 9 0s6 4 11-1" stroke="#fff" strokeWidth="2.6" fill="none" strokeLinecap="round" />
        <path d="M6 13c3-4 6-4 9 0s6 4 11-1" stroke="#c7d2fe" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      </svg>
      {withName && <span style={{ fontWeight: 700, fontSize: size * 0.62, letterSpacing: '-0.02em' }}>{brand.name}</span>}
    </span>
  );
}
