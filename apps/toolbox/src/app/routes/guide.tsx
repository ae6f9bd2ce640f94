import { useParams } from 'react-router';
import { GuideScreen } from '@/features/guides/components/guide-screen';

/** A troubleshooting guide, step by step. */
export function Component() {
  const { machineId = '', guideId = '' } = useParams();
  return <GuideScreen machineId={machineId} guideId={guideId} />;
}
