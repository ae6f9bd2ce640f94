import { useParams } from 'react-router';
import { SoftwareEditView } from '../../features/software/components/software-edit-view';

export function Component() {
  const { id = '' } = useParams();
  return <SoftwareEditView key={id} id={id} />;
}
