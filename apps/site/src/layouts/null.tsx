import { Outlet } from 'react-router-dom';

/** Layout 'null' (spec §2): nothing around the page (full-screen tools: cards, the profile export). */
export function NullLayout() {
  return (
    <div data-layout="null">
      <Outlet />
    </div>
  );
}
