import { useParams } from 'react-router';
import { SoftwareDetailView } from '../../features/software/components/software-detail-view';

export function Component() {
  const { id = '' } = useParams();
  return <SoftwareDetailView key={id} id={id} />;
}
