import { Outlet } from 'react-router-dom';
import { SiteChrome } from '../chrome/SiteChrome';

/** Layout 'nologin': the page alone, with the footer (`/404NoLogin`, `/orgsub`). */
export function NoLoginLayout() {
  return (
    <SiteChrome layout="nologin" mode="none" footer={true}>
      <Outlet />
    </SiteChrome>
  );
}
