/** Built by scripts/page-texts-plugin.ts: `<lng>/<namespace>` → what the page texts files have for it, one chunk each. */
declare module 'virtual:page-texts' {
  const pageTexts: Record<string, () => Promise<{ default: Record<string, unknown> }>>;
  export default pageTexts;
}
