/** The login dialog's open state: the header, the landing page and `/login` open it. */
import { atom } from 'jotai';

export const loginDialogOpenAtom = atom(false);
