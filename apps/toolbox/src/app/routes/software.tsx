import { useParams } from 'react-router';
import { SoftwareScreen } from '@/features/software/components/software-screen';

/** One software package, to download checked against its SHA-256. */
export function Component() {
  const { id = '' } = useParams();
  return <SoftwareScreen id={id} />;
}
