import { Outlet } from 'react-router-dom';
import { PlainChrome } from '../chrome/Frame';

/** Layout 'nologinNoHeader': the page alone; the landing page brings its own sections and footer. */
export function NoLoginNoHeaderLayout() {
  return (
    <PlainChrome layout="nologinNoHeader" footer={false}>
      <Outlet />
    </PlainChrome>
  );
}
