/**
 * What the browser was asked to save: the blob behind each clicked download link and the link's
 * file name. jsdom has no object URLs and does not follow links; `restore` puts both back.
 */
export function captureSaves() {
  const blobs = new Map<string, Blob>();
  const saved: { fileName: string; blob: Blob }[] = [];
  let next = 0;
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const url = `blob:test/${(next += 1)}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: vi.fn(),
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ fileName: this.download, blob });
  });
  return {
    saved,
    restore: () => {
      click.mockRestore();
      Object.assign(URL, original);
    },
  };
}
