import { Outlet } from 'react-router-dom';
import { SiteChrome } from '../chrome/SiteChrome';

/** Layout 'nologinHeader' (product §2): header and footer (`/login`, policies, `/app`). */
export function NoLoginHeaderLayout() {
  return (
    <SiteChrome layout="nologinHeader" mode="header" footer={true}>
      <Outlet />
    </SiteChrome>
  );
}
