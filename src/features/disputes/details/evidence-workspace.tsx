import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { EVIDENCE_FILES_MAX } from '@/lib/contract/disputes';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { evidenceChecklist } from '../model/evidence-checklist';
import type { EvidenceKind } from '../model/reason-codes';
import { useRemoveEvidenceFileMutation, useUpdateEvidenceFileMutation } from './api/dispute-actions';
import type { Dispute, EvidenceFile } from './api/get-dispute';
import { DecisionActions } from './decision-actions';
import { DISPUTE_CODES } from './dispute-codes';
import { EvidenceChecklistPanel } from './evidence-checklist-panel';
import { EvidenceFiles } from './evidence-files';
import { EvidenceUpload } from './evidence-upload';
import { RebuttalForm } from './rebuttal-form';
import { submitBlockers } from './submit-blockers';
import { useEvidenceUploads } from './use-evidence-uploads';
import { useNoStrayFileDrops } from '@/lib/forms/use-file-drop';
import { useRebuttalDraft } from './use-rebuttal-draft';

/**
 * The evidence type a newly picked file starts with: the first required kind whose group is still
 * unmet, counting the files already on their way (`taken`); else the first recommended kind not yet
 * provided; else 'other'.
 */
const nextKind =
  (dispute: Dispute) =>
  (taken: EvidenceKind[]): EvidenceKind => {
    const counted = [...dispute.evidence.files, ...taken.map((kind) => ({ kind }))];
    const open = evidenceChecklist(dispute.scheme, dispute.reasonCode, counted, '').items.filter((item) => !item.done && !item.coveredByAlternative);
    return (open.find((item) => item.required) ?? open[0])?.kind ?? 'other';
  };

/** The open dispute's workspace: checklist, files with upload, the response, and submit / accept for those who may act. */
export function EvidenceWorkspace({ dispute, canAct }: { dispute: Dispute; canAct: boolean }) {
  const { t } = useTranslation(['disputes', 'errors']);
  const titleId = useId();
  const { files, rebuttal } = dispute.evidence;
  const draft = useRebuttalDraft(dispute.id, rebuttal, canAct);
  // The response as typed: what Submit will carry once it is saved (it waits for the save).
  const checklist = evidenceChecklist(dispute.scheme, dispute.reasonCode, files, canAct ? draft.text : (rebuttal ?? ''));
  const uploads = useEvidenceUploads(dispute.id, files.length, nextKind(dispute));
  const full = files.length >= EVIDENCE_FILES_MAX;
  useNoStrayFileDrops(canAct);
  const [removeFile] = useRemoveEvidenceFileMutation();
  const [updateFile] = useUpdateEvidenceFileMutation();
  const [busyFile, setBusyFile] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  /** Removes a file or changes its type: one change of one file at a time, its refusal shown under the files. */
  const changeFile = async (file: EvidenceFile, change: (requestReference: string) => Promise<unknown>) => {
    setBusyFile(file.id);
    setFileError(null);
    try {
      await change(crypto.randomUUID());
    } catch (error) {
      setFileError(t(failureMessageKey(toFailure(error), DISPUTE_CODES)));
    } finally {
      setBusyFile(null);
    }
  };
  const remove = (file: EvidenceFile) =>
    void changeFile(file, (requestReference) => removeFile({ disputeId: dispute.id, fileId: file.id, requestReference }).unwrap());
  const changeKind = (file: EvidenceFile, kind: EvidenceKind) =>
    void changeFile(file, (requestReference) => updateFile({ disputeId: dispute.id, fileId: file.id, kind, requestReference }).unwrap());

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} id={titleId}>
        {t('workspace.title')}
      </Title>
      {!canAct && (
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
          {t('workspace.readOnly')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <EvidenceChecklistPanel checklist={checklist} upload={canAct ? { add: uploads.add, disabled: full } : undefined} />
        <Stack gap="md">
          <Card withBorder padding="md">
            <Title order={3} size="h4" mb="sm">
              {t('details.files.title')}
            </Title>
            <Stack gap="md">
              <EvidenceFiles files={files} onRemove={canAct ? remove : undefined} onKindChange={canAct ? changeKind : undefined} busyId={busyFile} />
              <FormError message={fileError} />
              {canAct && <EvidenceUpload uploads={uploads} fileCount={files.length} />}
            </Stack>
          </Card>
          <Card withBorder padding="md">
            {canAct ? (
              <RebuttalForm draft={draft} />
            ) : (
              <>
                <Title order={3} size="h4" mb="xs">
                  {t('workspace.rebuttal')}
                </Title>
                <Text size="sm" c={rebuttal ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }} dir="auto">
                  {rebuttal || t('details.rebuttal.empty')}
                </Text>
              </>
            )}
          </Card>
        </Stack>
      </SimpleGrid>
      {canAct && <DecisionActions disputeId={dispute.id} blockers={submitBlockers(checklist, draft.state, uploads.running)} />}
    </Stack>
  );
}
