import { Alert, Button, Center, Group, Image, Loader, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentLink } from '../api/payment-links-api';
import { payLinkUrl } from '../model/pay-url';
import { downloadQrPng, downloadQrSvg, svgDataUrl, useQrSvg } from '../model/qr-code';
import { LinkAmount } from './link-amount';
import { linkName } from './link-columns';

/** The link's URL with "Copy link", its QR code, and the QR code as SVG and PNG files. */
export function LinkSharePanel({ link }: { link: PaymentLink }) {
  const { t } = useTranslation('paymentLinks');
  const clipboard = useClipboard({ timeout: 2500 });
  const url = payLinkUrl(link.id);
  const qr = useQrSvg(url);
  const [pngFailed, setPngFailed] = useState(false);
  const name = linkName(link);

  return (
    <Stack gap="md">
      {/* The description is the merchant's text: isolated, so its direction marks stop at its end, and wrapped anywhere. */}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <bdi>{name}</bdi> · <LinkAmount amount={link.amount} currency={link.currency} />
      </Text>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput label={t('share.url')} value={url} readOnly dir="ltr" style={{ flex: 1, minWidth: 0 }} onFocus={(event) => event.currentTarget.select()} />
        <Button
          variant={clipboard.copied ? 'light' : 'filled'}
          color={clipboard.copied ? 'teal' : undefined}
          leftSection={clipboard.copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          onClick={() => clipboard.copy(url)}
        >
          {clipboard.copied ? t('share.copied') : t('share.copy')}
        </Button>
      </Group>
      <VisuallyHidden role="status">{clipboard.copied ? t('share.copiedAnnouncement') : ''}</VisuallyHidden>
      {clipboard.error && (
        <Alert color="red" variant="light" role="alert">
          {t('share.copyFailed')}
        </Alert>
      )}
      <Center>
        {qr === null ? (
          <Loader size="md" aria-label={t('share.qrLoading')} />
        ) : qr instanceof Error ? (
          <Alert color="red" variant="light" role="alert">
            {t('share.qrFailed')}
          </Alert>
        ) : (
          <Image src={svgDataUrl(qr)} alt={t('share.qrAlt', { name })} w={200} h={200} radius="sm" bg="white" p={4} />
        )}
      </Center>
      <Group justify="center" gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={typeof qr !== 'string'}
          onClick={() => typeof qr === 'string' && downloadQrSvg(qr, link.id)}
        >
          {t('share.downloadSvg')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => {
            setPngFailed(false);
            downloadQrPng(url, link.id).catch(() => setPngFailed(true));
          }}
        >
          {t('share.downloadPng')}
        </Button>
      </Group>
      {pngFailed && (
        <Alert color="red" variant="light" role="alert">
          {t('share.qrFailed')}
        </Alert>
      )}
    </Stack>
  );
}
