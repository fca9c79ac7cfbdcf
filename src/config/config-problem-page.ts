import { brand } from './env';
import { CONFIG_URL } from './load-runtime-config';

/**
 * The static page shown instead of the app when `/config.json` is missing or invalid: for the
 * site's operator, in English, with the problems as plain text (a value from the file is never
 * parsed as HTML) and no stack.
 */
export function showConfigProblems(root: HTMLElement, problems: string[]) {
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  document.title = `Configuration problem · ${brand.name}`;
  const main = element('main');
  main.style.cssText = 'font-family:system-ui,sans-serif;line-height:1.5;max-width:640px;margin:12vh auto;padding:0 24px';
  const list = element('ul');
  list.append(...problems.map((problem) => element('li', problem)));
  list.style.cssText = 'overflow-wrap:anywhere;padding-inline-start:20px';
  main.append(
    element('h1', `${brand.name} cannot start: its configuration is missing or invalid`),
    element('p', `The dashboard reads its settings from ${CONFIG_URL} when it opens. Until that file is fixed, nothing else can load. If you use this site, please try again later; if you run it, see “Runtime configuration” in docs/deployment.md.`),
    element('h2', 'Problems found'),
    list,
  );
  root.replaceChildren(main);
}
