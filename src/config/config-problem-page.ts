import type { TFunction } from 'i18next';
import { brand } from './env';

/**
 * The static page shown instead of the app when `/config.json` is missing or invalid: what happened
 * in the reader's language, then the problems for the site's operator as they are (English, plain
 * text: a value from the file is never parsed as HTML), and no stack.
 */
export function showConfigProblems(root: HTMLElement, problems: string[], t: TFunction) {
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  document.title = `${t('common:configProblem.documentTitle')} · ${brand.name}`;
  const main = element('main');
  main.style.cssText = 'font-family:system-ui,sans-serif;line-height:1.5;max-width:640px;margin:12vh auto;padding:0 24px';
  const list = element('ul');
  list.dir = 'ltr';
  list.lang = 'en';
  list.append(...problems.map((problem) => element('li', problem)));
  list.style.cssText = 'overflow-wrap:anywhere;padding-inline-start:20px';
  main.append(
    element('h1', t('common:configProblem.title', { brand: brand.name })),
    element('p', t('common:configProblem.message')),
    element('h2', t('common:configProblem.problems')),
    list,
  );
  root.replaceChildren(main);
}
