import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { canonicalRanges, IpRangesField, rangeLineErrors } from '@/components/ip-ranges';
import { ALLOWED_IPS_MAX } from '@/lib/contract/developers';
import { useFormFailure } from '@/lib/forms';
import { notify, tx } from '@/lib/notify';
import { useLazyCurrentSessionIpQuery, useSetAllowedIpsMutation } from '../api/allowed-ips-api';
import { ALLOWED_IPS_CODES } from '../model/codes';
import { locksOut } from '../model/lockout';
import { LockoutDialog } from './lockout-dialog';

interface Props {
  projectId: string;
  projectName: string;
  /** The ranges saved now. */
  saved: string[];
}

interface Values {
  ranges: string[];
}

/** A server refusal of line `i` points at `/data/attributes/ranges/<i>`. */
const fieldsOf = (count: number) => ['ranges', ...Array.from({ length: count }, (_, index) => `ranges.${index}`)];

/**
 * The allowed IP list being edited. Save sends the canonical ranges (`projects/setAllowedIps`); a list
 * that would leave out the address this session comes from is confirmed first.
 */
export function AllowedIpsForm({ projectId, projectName, saved }: Props) {
  const { t } = useTranslation(['projectSettings', 'common']);
  const [setAllowedIps] = useSetAllowedIpsMutation();
  const [loadSessionIp] = useLazyCurrentSessionIpQuery();
  const [pending, setPending] = useState<{ ranges: string[]; ip: string | null } | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { ranges: saved },
    validate: (values) => rangeLineErrors('ranges', values.ranges, t),
    validateInputOnBlur: true,
  });
  const lines = form.getValues().ranges;

  // The list changed elsewhere (a push, another tab): follow it unless the user is editing.
  const savedText = saved.join('\n');
  useEffect(() => {
    if (form.isDirty() || form.submitting) return;
    form.setInitialValues({ ranges: saved });
    form.setValues({ ranges: saved });
    // `saved` is a new array on every read; its text says whether it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedText]);
  const failure = useFormFailure(form, { fields: fieldsOf(lines.length), codes: ALLOWED_IPS_CODES });

  const save = async (ranges: string[]) => {
    try {
      const result = await setAllowedIps({ resourceId: projectId, ranges }).unwrap();
      form.setInitialValues({ ranges: result.ranges });
      form.setValues({ ranges: result.ranges });
      notify({ color: 'teal', title: tx('projectSettings:allowedIps.saved'), message: projectName });
    } catch (error) {
      failure.show(error);
    }
  };

  const onSubmit = form.onSubmit(async (values) => {
    failure.clear();
    // Blank lines go, so that the server's pointers (`ranges/<i>`) name the lines shown.
    const typed = values.ranges.filter((line) => line.trim());
    if (typed.length !== values.ranges.length) form.setFieldValue('ranges', typed);
    const ranges = canonicalRanges(typed);
    if (ranges.length > 0) {
      const ip = await loadSessionIp(undefined, true)
        .unwrap()
        .catch(() => null);
      if (locksOut(ranges, ip)) {
        setPending({ ranges, ip });
        return;
      }
    }
    await save(ranges);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <FormError message={failure.message} />
        {lines.length === 0 && <Text size="sm">{t('allowedIps.anyAddress')}</Text>}
        <IpRangesField
          label={t('allowedIps.ranges')}
          description={t('allowedIps.rangesHint')}
          form={form}
          path="ranges"
          lines={lines}
          max={ALLOWED_IPS_MAX}
          disabled={form.submitting}
        />
        <Group gap="sm">
          <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
            {t('allowedIps.save')}
          </Button>
          {form.isDirty() && (
            <Button
              variant="default"
              disabled={form.submitting}
              onClick={() => {
                form.reset();
                failure.clear();
              }}
            >
              {t('allowedIps.discard')}
            </Button>
          )}
        </Group>
      </Stack>
      <LockoutDialog
        pending={pending}
        onClose={() => setPending(null)}
        onConfirm={async (ranges) => {
          await save(ranges);
          setPending(null);
        }}
      />
    </form>
  );
}
