import { useParams } from 'react-router';
import { DocumentScreen } from '@/features/documents/components/document-screen';

/** One document, to read and keep on the device. */
export function Component() {
  const { id = '' } = useParams();
  return <DocumentScreen id={id} />;
}
