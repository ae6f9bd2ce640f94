import { useParams } from 'react-router';
import { DocumentDetailView } from '../../features/documents/components/document-detail-view';

export function Component() {
  const { id = '' } = useParams();
  return <DocumentDetailView key={id} id={id} />;
}
