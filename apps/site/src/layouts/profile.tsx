import { useParams } from 'react-router-dom';
import { parseProfileSegment } from '../router/guards';
import { DefaultLayout } from './default';
import { NoLoginProfileLayout } from './noLoginProfile';

/**
 * Profile routes share one path pattern (`/:profile`), so their layout follows the segment's shape:
 * `/u{id}` and `/@{slug}` in the default layout, `/user{id}` and `/u@{slug}` in noLoginProfile.
 */
export function ProfileLayout() {
  const { profile = '' } = useParams();
  const ref = parseProfileSegment(profile);
  return ref && !ref.loggedInRoute ? <NoLoginProfileLayout /> : <DefaultLayout />;
}
