/**
 * What the root route adds around every layout once the page runs: the document title on each
 * navigation, the navigation progress bar, the login dialog and the switch-account question. None of it is in the service's HTML, so its code loads after the first
 * screen's (ADR 024), never before a hydration.
 */
import { useNavigation } from 'react-router-dom';
import { DocumentTitle } from '../router/meta';
import { LoginDialogHost } from './LoginDialogHost';
import { Progress } from './Progress';
import { SessionSwitchHost } from './SessionSwitchHost';

export default function RootExtras() {
  const navigation = useNavigation();
  return (
    <>
      <DocumentTitle />
      <Progress active={navigation.state !== 'idle'} />
      <LoginDialogHost />
      <SessionSwitchHost />
    </>
  );
}
