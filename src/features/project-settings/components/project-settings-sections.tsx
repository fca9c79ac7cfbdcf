import { usePermission } from '@/features/permissions';
import { ALLOWED_IPS_READ } from '../model/permissions';
import { AllowedIpsSection } from './allowed-ips-section';
import { CheckoutLanguagesSection } from './checkout-languages-section';

interface Props {
  projectId: string;
  projectName: string;
}

/** The project's developer settings, shown on its page under its details (which need `projects.read`). */
export function ProjectSettingsSections({ projectId, projectName }: Props) {
  const readsAllowedIps = usePermission(ALLOWED_IPS_READ);
  return (
    <>
      {readsAllowedIps && <AllowedIpsSection projectId={projectId} projectName={projectName} />}
      <CheckoutLanguagesSection projectId={projectId} projectName={projectName} />
    </>
  );
}
