import { PageProgress } from '@lightbearers/ui';

/** The navigation progress bar (product §9: throttle 200 ms, 5 s — PageProgress applies domain's numbers). */
export function Progress({ active }: { active: boolean }) {
  return <PageProgress active={active} />;
}
