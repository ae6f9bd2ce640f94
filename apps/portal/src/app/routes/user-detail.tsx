import { useParams } from 'react-router';
import { UserDetailView } from '../../features/users/components/user-detail-view';

export function Component() {
  const { id = '' } = useParams();
  return <UserDetailView key={id} id={id} />;
}
