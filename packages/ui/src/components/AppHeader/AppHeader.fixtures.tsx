import { AppHeader, type AppHeaderProps } from './AppHeader';
import { AppHeaderAccountMenu } from './AppHeaderAccountMenu';

/** The header's props plus the avatar menu's `onLogout`: the stories fill the `accountMenu` slot. */
export type StoryArgs = AppHeaderProps & { onLogout?: () => void };

/** As the site does: the avatar menu in the slot, for the member shown. */
export const renderWithAccountMenu = ({ onLogout, ...args }: StoryArgs) => (
  <AppHeader
    {...args}
    accountMenu={args.member ? <AppHeaderAccountMenu member={args.member} onLogout={onLogout} /> : undefined}
  />
);
