import { Outlet } from 'react-router-dom';

/** Layout 'null' (spec §2): nothing around the page (full-screen tools: cards, the profile export). */
export function NullLayout() {
  return (
    <main data-layout="null">
      <Outlet />
    </main>
  );
}
