import { startLoader, takeStartFiles } from '../scripts/start-loader';

const builtHead = `<head>
    <title>Paytide</title>
    <script type="module" crossorigin src="/assets/rolldown-runtime-1.js"></script>
    <script type="module" crossorigin src="/assets/start-2.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/start-3.css">
  </head>`;

describe("the app's code and stylesheet are taken out of index.html for the boot script to load", () => {
  it('names them and leaves the rest of the page as it was', () => {
    const { html, files } = takeStartFiles(builtHead);
    expect(files).toEqual({ scripts: ['/assets/rolldown-runtime-1.js', '/assets/start-2.js'], styles: ['/assets/start-3.css'] });
    expect(html).toBe('<head>\n    <title>Paytide</title>\n  </head>');
  });

  it('refuses a page with no script to start the app', () => {
    expect(() => takeStartFiles('<head><title>Paytide</title></head>')).toThrow(/no module script/);
  });
});

describe('the boot script loads them', () => {
  const files = { scripts: ['/assets/start-2.js'], styles: ['/assets/start-3.css'] };
  let present = new Set<Element>();
  /** What the loader added to <head>, in order: the kind of element, its file, and `render` when it blocks rendering. */
  const requested = () =>
    [...document.head.children]
      .filter((element) => !present.has(element))
      .map((element) =>
        [element.getAttribute('rel') ?? 'script', element.getAttribute('src') ?? element.getAttribute('href'), element.getAttribute('blocking')]
          .join(' ')
          .trim(),
      );
  // The loader runs against its own `document` events and `window`, so that no listener or flag outlives a test.
  let page: EventTarget;
  let pageWindow: { __appStyles?: Promise<unknown> };
  const run = () => {
    present = new Set(document.head.children);
    page = Object.assign(new EventTarget(), {
      head: document.head,
      documentElement: document.documentElement,
      createElement: (tag: string) => document.createElement(tag),
    });
    pageWindow = {};
    new Function('document', 'window', `var firstPageFiles = ['/assets/login-page.js']; ${startLoader(files)}`)(page, pageWindow);
  };

  beforeEach(() => document.documentElement.removeAttribute('data-sign-in-preview'));
  afterEach(() => {
    [...document.head.children].filter((element) => !present.has(element)).forEach((element) => element.remove());
    document.documentElement.removeAttribute('data-sign-in-preview');
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('at once on a page without the build-time sign-in page, the stylesheet blocking rendering, and tells when it has loaded', async () => {
    run();
    expect(requested()).toEqual(['stylesheet /assets/start-3.css render', 'script /assets/start-2.js', 'modulepreload /assets/login-page.js']);
    let loaded = false;
    void pageWindow.__appStyles?.then(() => (loaded = true));
    await Promise.resolve();
    expect(loaded).toBe(false);
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(loaded).toBe(true));
  });

  it('where the sign-in page shows, nothing until it has painted, then all without blocking', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    document.documentElement.setAttribute('data-sign-in-preview', '');
    run();
    page.dispatchEvent(new Event('DOMContentLoaded'));
    expect(requested()).toEqual([]);
    frames.shift()!(0); // the frame that paints the page, before its paint
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(0); // after it
    expect(requested()).toEqual(['stylesheet /assets/start-3.css', 'script /assets/start-2.js', 'modulepreload /assets/login-page.js']);
    vi.advanceTimersByTime(1000);
    expect(requested()).toHaveLength(3);
  });

  it('in a hidden tab, which paints no frame, after half a second', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    document.documentElement.setAttribute('data-sign-in-preview', '');
    run();
    page.dispatchEvent(new Event('DOMContentLoaded'));
    vi.advanceTimersByTime(499);
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested()).toHaveLength(3);
  });
});
