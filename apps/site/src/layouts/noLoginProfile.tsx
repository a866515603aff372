import { Outlet } from 'react-router-dom';
import { SiteChrome } from '../chrome/SiteChrome';

/** Layout 'noLoginProfile': a visitor's profile page (`/user{id}`, `/u@{slug}`) — header and footer. */
export function NoLoginProfileLayout() {
  return (
    <SiteChrome layout="noLoginProfile" mode="header" footer={true}>
      <Outlet />
    </SiteChrome>
  );
}
