import { useParams } from 'react-router';
import { DocumentUpdateView } from '../../features/documents/components/document-update-view';

export function Component() {
  const { id = '' } = useParams();
  return <DocumentUpdateView key={id} id={id} />;
}
