import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const source = readFileSync(resolve('src/app/browser-check.js'), 'utf8');
const isIncompatibleBrowser = new Function(`${source}; return isIncompatibleBrowser;`)() as (ua: string) => boolean;

describe('incompatible-browser check', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko', true],
    ['Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)', true],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.18363', true],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko) Chrome/71.0.3578.98 Safari/537.36', true],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0', false],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko) Chromium/156.0 Chrome/156.0 Safari/537.36', false],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', false],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0', false],
  ])('%s → %s', (ua, expected) => {
    expect(isIncompatibleBrowser(ua)).toBe(expected);
  });
});
