import { Outlet } from 'react-router-dom';
import { SiteChrome } from '../chrome/SiteChrome';

/** Layout 'nologinNoHeader': the page alone; the landing page brings its own sections and footer. */
export function NoLoginNoHeaderLayout() {
  return (
    <SiteChrome layout="nologinNoHeader" mode="none" footer={false}>
      <Outlet />
    </SiteChrome>
  );
}
