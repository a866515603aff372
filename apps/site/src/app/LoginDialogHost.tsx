import { useAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { loginDialogOpenAtom } from './loginDialog';

// The dialog's code (Radix dialog, the sign-in flows) loads on first open, not with the first screen.
const LoginDialogView = lazy(() => import('./LoginDialogView'));

/** Mounts the login dialog once it is first opened. */
export function LoginDialogHost() {
  const [open, setOpen] = useAtom(loginDialogOpenAtom);
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialogView open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
