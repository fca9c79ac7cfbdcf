import { Button, Group, List, Select, Stack, Text, TextInput } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '@/components/feedback/form-error';
import { ANTIFRAUD_RULES } from '@/config/paths';
import { targetKey, useSendIntent } from '@/features/intents';
import { compileRule } from '@/lib/antifraud-rules/compile';
import { ruleActions, ruleModes, type RuleAction, type RuleMode } from '@/lib/antifraud-rules/types';
import { RULE_NAME_MAX } from '@/lib/contract/antifraud';
import { failureMessageKey } from '@/lib/forms';
import { notify } from '@/lib/notify';
import type { AntifraudList, AntifraudRule } from '../api/review-model';
import { ANTIFRAUD_CODES } from '../antifraud-codes';
import { BacktestPanel } from '../backtest/backtest-panel';
import type { DraftSpec } from '../backtest/backtest-protocol';
import { useBacktest } from '../backtest/use-backtest';
import { UnsettledChange } from './unsettled-change';
import { RuleEditor } from './lazy-rule-editor';
import { lineAndColumn, refusalProblems, translateProblems } from './rule-problems';
import type { CompletionTexts } from './rule-language';

interface Props {
  resourceId: string;
  /** The rule edited; none for a new one. */
  rule?: AntifraudRule;
  lists: readonly AntifraudList[];
  editable: boolean;
}

/**
 * A rule's name, action and condition, checked as it is typed with the same compiler the server uses, tried
 * on the past (BacktestPanel) before it is saved. Saved once, as one intent; a refusal keeps what was typed.
 */
export function RuleForm({ resourceId, rule, lists, editable }: Props) {
  const { t } = useTranslation(['antifraud', 'errors']);
  const navigate = useNavigate();
  const helpId = useId();
  const problemsId = useId();
  const [name, setName] = useState(rule?.name ?? '');
  const [action, setAction] = useState<RuleAction>(rule?.action ?? 'block');
  const [mode, setMode] = useState<RuleMode>(rule?.mode ?? 'enabled');
  const [source, setSource] = useState(rule?.source ?? '');
  const [tried, setTried] = useState(false);
  const fixed = Boolean(rule?.builtIn) || !editable;
  const backtest = useBacktest(resourceId);

  const refs = useMemo(() => lists.map(({ alias, kind }) => ({ alias, kind })), [lists]);
  const aliases = useMemo(() => lists.map((list) => list.alias), [lists]);
  const compiled = useMemo(() => compileRule(source, refs), [source, refs]);
  const target = targetKey('antifraud-rule', rule?.id ?? `new:${resourceId}`);
  const save = useSendIntent(target, () => {
    notify({ color: 'teal', message: t(rule ? 'rules.saved' : 'rules.created', { name: name.trim() }) });
    void navigate(ANTIFRAUD_RULES);
  });
  const serverProblems = useMemo(() => refusalProblems(save.refusal), [save.refusal]);
  const showCompiled = !compiled.ok && Boolean(source.trim() || tried);
  const problems = useMemo(
    () => translateProblems(t, compiled.ok ? serverProblems : showCompiled ? compiled.problems : []),
    [t, compiled, serverProblems, showCompiled],
  );
  const nameError =
    tried && !name.trim() ? t('rules.form.nameRequired') : name.length > RULE_NAME_MAX ? t('rules.form.nameTooLong', { max: RULE_NAME_MAX }) : null;

  const completion = useMemo<CompletionTexts>(
    () => ({
      attributeType: (type) => t(`rules.form.type.${type}` as 'rules.form.type.text'),
      listDetail: (alias) => lists.find((list) => list.alias === alias)?.name,
      keyword: t('rules.form.keyword'),
    }),
    [t, lists],
  );

  const draft: DraftSpec | null = compiled.ok
    ? { source, action, replaces: rule?.id, ...(rule && rule.action === action && { position: rule.position }) }
    : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!compiled.ok || !name.trim() || name.length > RULE_NAME_MAX || !editable) return;
    const attributes = rule
      ? {
          ...(name.trim() !== rule.name && { name: name.trim() }),
          ...(!rule.builtIn && source !== rule.source && { source }),
          ...(!rule.builtIn && action !== rule.action && { action }),
        }
      : { name: name.trim(), action, mode, source };
    if (rule && Object.keys(attributes).length === 0) return void navigate(ANTIFRAUD_RULES);
    save.send({
      request: rule
        ? { action: 'antifraud-rules/update', id: rule.id, payload: { id: rule.id, data: { type: 'antifraud-rules', attributes } } }
        : { action: 'antifraud-rules/create', payload: { resourceId, data: { type: 'antifraud-rules', attributes } } },
      summary: { kind: rule ? 'rule-update' : 'rule-create' },
      invalidates: [{ type: 'AntifraudRule', id: 'LIST' }, ...(rule ? [{ type: 'AntifraudRule' as const, id: rule.id }] : [])],
    });
  };

  const refusal = save.refusal && serverProblems.length === 0 ? t(failureMessageKey(save.refusal, ANTIFRAUD_CODES)) : null;

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-label={t(rule ? 'rules.form.editLabel' : 'rules.form.newLabel')}>
        <Stack gap="md">
          <FormError message={refusal} />
          <UnsettledChange target={target} description={t(rule ? 'rules.intent.update' : 'rules.intent.create', { name: name.trim() || rule?.name })} />
          <TextInput
            label={t('rules.form.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
            required
            disabled={!editable}
            maw={480}
          />
          <Group align="flex-start" gap="md">
            <Select
              label={t('rules.form.action')}
              description={t('rules.form.actionHelp')}
              data={ruleActions.map((value) => ({ value, label: t(`rules.action.${value}`) }))}
              value={action}
              onChange={(value) => value && setAction(value as RuleAction)}
              allowDeselect={false}
              disabled={fixed}
              w={280}
              comboboxProps={{ withinPortal: true }}
            />
            {!rule && (
              <Select
                label={t('rules.form.mode')}
                description={t('rules.form.modeHelp')}
                data={ruleModes.map((value) => ({ value, label: t(`rules.mode.${value}`) }))}
                value={mode}
                onChange={(value) => value && setMode(value as RuleMode)}
                allowDeselect={false}
                disabled={!editable}
                w={280}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          </Group>
          <Stack gap={6}>
            <Text size="sm" fw={500} aria-hidden>
              {t('rules.form.condition')}
            </Text>
            <RuleEditor
              value={source}
              onChange={(value) => (setSource(value), save.clearRefusal())}
              problems={problems}
              lists={aliases}
              completion={completion}
              label={t('rules.form.condition')}
              describedBy={`${helpId} ${problemsId}`}
              placeholder={t('rules.form.placeholder')}
              readOnly={fixed}
            />
            <Text size="xs" c="dimmed" id={helpId}>
              {t(rule?.builtIn ? 'rules.form.builtInHelp' : 'rules.form.help')}
            </Text>
            <div id={problemsId} aria-live="polite">
              {problems.length > 0 && (
                <List size="sm" c="red" aria-label={t('rules.form.problems')} spacing={2}>
                  {problems.map((problem, index) => {
                    const { line, column } = lineAndColumn(source, problem.from);
                    return <List.Item key={index}>{t('rules.form.problemAt', { line, column, message: problem.message })}</List.Item>;
                  })}
                </List>
              )}
            </div>
          </Stack>
          {editable && (
            <Group>
              <Button type="submit" loading={save.pending}>
                {t(rule ? 'rules.form.save' : 'rules.form.create')}
              </Button>
              <Button variant="default" onClick={() => void navigate(ANTIFRAUD_RULES)}>
                {t('rules.form.cancel')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      <BacktestPanel state={backtest.state} draft={draft} onRun={(days) => draft && void backtest.start(draft, days)} onCancel={backtest.cancel} />
    </Stack>
  );
}
