import { Outlet, useParams } from 'react-router-dom';
import { SiteChrome } from '../chrome/SiteChrome';
import { parseProfileSegment } from '../router/guards';
import { LAYOUT_TABLE, useLayoutKey } from '.';

/**
 * The header layouts (frame `site` in the layout table): the site chrome as the layout's row says.
 * Profile routes share one path pattern (`/:profile`), so `profile` follows the segment's shape:
 * `/u{id}` and `/@{slug}` in the default layout, `/user{id}` and `/u@{slug}` in noLoginProfile.
 */
export function SiteLayout() {
  const layout = useLayoutKey();
  const { profile = '' } = useParams();
  let name = layout;
  if (layout === 'profile') {
    const ref = parseProfileSegment(profile);
    name = ref && !ref.loggedInRoute ? 'noLoginProfile' : 'default';
  }
  const row = LAYOUT_TABLE[name];
  return (
    <SiteChrome layout={name} mode={row.chrome === 'full' ? 'full' : 'header'} footer={row.footer}>
      <Outlet />
    </SiteChrome>
  );
}
