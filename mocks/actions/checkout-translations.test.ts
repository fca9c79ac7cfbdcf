import { parseAnswer, type ActionName } from '@/lib/contract';
import { checkoutTextKeys, CHECKOUT_TEXT_MAX } from '@/lib/contract/developers';
import { db } from '../db/store';
import { openLive, signIn, type ActionResultEvent } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const SHOP = 'res_prj_northwind_shop';
type Translation = { id: string; attributes: { language: string; isDefault: boolean; texts: Record<string, string>; updatedAt: string | null } };

const createBody = (language: string, texts: Record<string, string> = {}) => ({
  resourceId: SHOP,
  data: { type: 'checkout-translations', attributes: { language, texts } },
});
const textsBody = (texts: Record<string, string>) => ({ data: { type: 'checkout-translations', attributes: { texts } } });
const errorsOf = (answer: ActionResultEvent) => answer.errors?.map((error) => [error.code, error.title, error.source?.pointer]);

async function live(email: string) {
  const session = await openLive(await signIn(email));
  const run = async (name: ActionName, payload?: unknown, id?: string) => {
    const answer = await session.action(name, payload, id ? { id } : {});
    if (!answer.errors) expect(await parseAnswer(name, answer.data), name).toMatchObject({ ok: true });
    return answer;
  };
  const languages = async (resourceId = SHOP) =>
    ((await run('checkout-translations/list', { resourceId })).data as Translation[]).map((row) => row.attributes.language);
  return { ...session, run, languages };
}

describe('checkout translations', () => {
  it('every project has English by default with every text; Northwind Shop has German complete and French with three missing', async () => {
    const admin = await live('admin@sandbox.test');
    const rows = (await admin.run('checkout-translations/list', { resourceId: SHOP })).data as Translation[];
    expect(rows.map((row) => [row.attributes.language, row.attributes.isDefault])).toEqual([
      ['en', true],
      ['de', false],
      ['fr', false],
    ]);
    expect(Object.keys(rows[0].attributes.texts).sort()).toEqual([...checkoutTextKeys].sort());
    expect(Object.keys(rows[1].attributes.texts).sort()).toEqual([...checkoutTextKeys].sort());
    expect(checkoutTextKeys.filter((key) => !(key in rows[2].attributes.texts))).toEqual(['tryAgain', 'backToShop', 'securedBy']);
    expect(await admin.languages('res_prj_solo')).toEqual(['en']);
    admin.close();
  });

  it('adds a language by its canonical tag: Incorrect format for one that is not, Language already exists in any case', async () => {
    const admin = await live('admin@sandbox.test');
    for (const tag of ['english', 'en_US', 'e', '', 'de-DE-x']) {
      expect(errorsOf(await admin.run('checkout-translations/create', createBody(tag))), tag).toEqual([
        ['invalid-language-tag', 'Incorrect format', '/data/attributes/language'],
      ]);
    }
    for (const tag of ['EN', 'De', 'fr']) {
      expect(errorsOf(await admin.run('checkout-translations/create', createBody(tag))), tag).toEqual([
        ['language-exists', 'Language already exists', '/data/attributes/language'],
      ]);
    }
    const created = (await admin.run('checkout-translations/create', createBody('pt-br', { title: 'Pagamento' }))).data as Translation;
    expect(created.attributes).toMatchObject({ language: 'pt-BR', isDefault: false, texts: { title: 'Pagamento' } });
    expect(errorsOf(await admin.run('checkout-translations/create', createBody('PT-BR')))?.[0][0]).toBe('language-exists');
    expect(await admin.languages()).toEqual(['en', 'de', 'fr', 'pt-BR']);
    admin.close();
  });

  it('keeps texts as typed on one line; refuses unknown keys, line breaks and overlong texts at their pointer', async () => {
    const admin = await live('admin@sandbox.test');
    const kept = { title: '=1+1', payButton: '\u200Fادفع الآن\u200E', success: '<b>Paid</b> & done' };
    const updated = (await admin.run('checkout-translations/update', textsBody({ ...kept, failure: '' }), 'ctr_nw_fr')).data as Translation;
    expect(updated.attributes.texts).toEqual(kept);
    expect(db.checkoutTranslations.get('ctr_nw_fr')?.texts).toEqual(kept);

    const refused = await admin.run(
      'checkout-translations/update',
      textsBody({ title: 'ok', footer: 'x', 'a/b': 'y', success: 'one\ntwo', failure: 'tab\there' }),
      'ctr_nw_fr',
    );
    expect(errorsOf(refused)).toEqual([
      ['invalid', 'Unknown text footer', '/data/attributes/texts/footer'],
      ['invalid', 'Unknown text a/b', '/data/attributes/texts/a~1b'],
      ['invalid', 'Text must be on one line', '/data/attributes/texts/success'],
      ['invalid', 'Text must not contain control characters', '/data/attributes/texts/failure'],
    ]);
    const long = await admin.action('checkout-translations/update', textsBody({ title: 'x'.repeat(CHECKOUT_TEXT_MAX + 1) }), { id: 'ctr_nw_fr' });
    expect(long.errors?.[0].source?.pointer).toBe('/data/attributes/texts/title');
    expect((await admin.run('checkout-translations/update', textsBody({ title: 'x'.repeat(CHECKOUT_TEXT_MAX) }), 'ctr_nw_fr')).errors).toBeUndefined();
    expect(errorsOf(await admin.run('checkout-translations/create', createBody('it', { cvc: 'CVC\r\n' + 'x' })))).toEqual([
      ['invalid', 'Text must be on one line', '/data/attributes/texts/cvc'],
    ]);
    admin.close();
  });

  it('the default language keeps every text and is never removed; another one is removed, audited on its project', async () => {
    const admin = await live('admin@sandbox.test');
    const [english] = (await admin.run('checkout-translations/list', { resourceId: SHOP })).data as Translation[];
    const { title: _title, ...withoutTitle } = english.attributes.texts;
    expect(errorsOf(await admin.run('checkout-translations/update', textsBody({ ...withoutTitle, cvc: '' }), english.id))).toEqual([
      ['required', 'The default language needs every text', '/data/attributes/texts/title'],
      ['required', 'The default language needs every text', '/data/attributes/texts/cvc'],
    ]);
    const changed = (await admin.run('checkout-translations/update', textsBody({ ...english.attributes.texts, payButton: 'Pay securely' }), english.id))
      .data as Translation;
    expect(changed).toMatchObject({ id: english.id, attributes: { isDefault: true, texts: { payButton: 'Pay securely' } } });
    expect(((await admin.run('checkout-translations/list', { resourceId: SHOP })).data as Translation[])[0].attributes.texts.payButton).toBe('Pay securely');

    expect(errorsOf(await admin.run('checkout-translations/delete', undefined, english.id))).toEqual([
      ['invalid', 'The default language cannot be removed', '/id'],
    ]);
    expect((await admin.run('checkout-translations/delete', undefined, 'ctr_nw_fr')).errors).toBeUndefined();
    expect(await admin.languages()).toEqual(['en', 'de']);
    expect((await admin.action('checkout-translations/delete', undefined, { id: 'ctr_nw_fr' })).errors?.[0]).toMatchObject({
      code: 'not-found',
      title: 'Translation not found',
    });
    const entry = db.auditEntries.find((e) => e.action === 'checkout-translations/delete')!;
    expect(entry).toMatchObject({ object: { type: 'checkout-translations', id: 'ctr_nw_fr' }, resource: { id: SHOP, name: 'Northwind Shop' } });
    expect(entry.changes.find((change) => change.field === 'language')).toEqual({ field: 'language', before: 'fr', after: null });
    admin.close();
  });

  it('projects.read lists them, projects.write changes them: the developer and support read only; another project’s are not found', async () => {
    const admin = await live('admin@sandbox.test');
    for (const email of ['developer@sandbox.test', 'support@sandbox.test']) {
      const reader = await live(email);
      expect(await reader.languages(), email).toEqual(['en', 'de', 'fr']);
      expect((await reader.action('checkout-translations/create', createBody('it'))).errors?.[0].code, email).toBe('forbidden');
      expect((await reader.action('checkout-translations/update', textsBody({ title: 'x' }), { id: 'ctr_nw_de' })).errors?.[0].code, email).toBe('forbidden');
      expect((await reader.action('checkout-translations/delete', undefined, { id: 'ctr_nw_de' })).errors?.[0].code, email).toBe('forbidden');
      reader.close();
    }
    const support = await live('support@sandbox.test');
    const created = (await admin.run('checkout-translations/create', createBody('it'))).data as Translation;
    const pushed = await support.next((m) => m.event === 'resource-updated' && m.data.includes(created.id));
    expect(JSON.parse(pushed.data)).toEqual({ type: 'checkout-translations', id: created.id, resourceId: SHOP });
    support.close();
    const developer = await live('developer@sandbox.test');
    expect((await developer.action('checkout-translations/list', { resourceId: 'res_prj_solo' })).errors?.[0].code).toBe('forbidden');
    developer.close();
    // The owner of Northwind Group may change Northwind's, not Solo Store's (by its default's id).
    const owner = await live('owner@sandbox.test');
    expect((await owner.action('checkout-translations/update', textsBody({ title: 'x' }), { id: 'ctr_default_res_prj_solo' })).errors?.[0].code).toBe(
      'not-found',
    );
    owner.close();
    admin.close();
  });
});
