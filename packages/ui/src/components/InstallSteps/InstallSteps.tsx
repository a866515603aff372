import { type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import * as th from '../../i18n/th';
import { CheckIcon, InstallIcon } from '../../icons';
import { Button } from '../Button';
import {
  InstallDone,
  InstallDoneMark,
  InstallDoneText,
  InstallDoneTitle,
  InstallPlatformCard,
  InstallPlatformList,
  InstallPlatformTitle,
  InstallRoot,
  InstallStepList,
} from './InstallSteps.styles';

/** Where the page is: the browser can prompt, only manual steps are possible, or it is installed. */
export const installStates = ['prompt', 'manual', 'installed'] as const;
export type InstallState = (typeof installStates)[number];

export const installPlatformIds = ['android', 'ios'] as const;
export type InstallPlatformId = (typeof installPlatformIds)[number];

export interface InstallPlatform {
  /** Which platform. */
  id: InstallPlatformId;
  /** The card's heading ('Android (Chrome)'). */
  title: string;
  /** The numbered steps, in order. */
  steps: readonly string[];
}

/** Android/Chrome and iOS/Safari steps with Thai copy from the catalogue. */
export const defaultInstallPlatforms: readonly InstallPlatform[] = [
  { id: 'android', title: th.install.androidTitle, steps: th.install.androidSteps },
  { id: 'ios', title: th.install.iosTitle, steps: th.install.iosSteps },
];

export interface InstallStepsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The browser offered an install prompt (`beforeinstallprompt` was kept): shows the install button. */
  canPrompt: boolean;
  /** The install button was tapped: the app calls the kept prompt's `prompt()`. */
  onInstall?: () => void;
  /** The site already runs installed (standalone display mode): shows that instead of the steps. */
  installed?: boolean;
  /** The manual steps per platform; Android/Chrome and iOS/Safari by default. */
  platforms?: readonly InstallPlatform[];
}

/**
 * The body of /app: an install button when the browser can prompt, then numbered manual steps for
 * Android/Chrome and iOS/Safari; or, once installed, a short 'already installed' note.
 */
export const InstallSteps = forwardRef<HTMLDivElement, InstallStepsProps>(function InstallSteps(
  { canPrompt, onInstall, installed = false, platforms = defaultInstallPlatforms, ...rest },
  ref,
) {
  const baseId = useId();
  const state: InstallState = installed ? 'installed' : canPrompt ? 'prompt' : 'manual';
  return (
    <InstallRoot ref={ref} data-component="InstallSteps" data-state={state} {...rest}>
      {state === 'installed' ? (
        <InstallDone data-part="Installed" role="status">
          <InstallDoneMark aria-hidden="true">
            <CheckIcon />
          </InstallDoneMark>
          <div>
            <InstallDoneTitle>{th.install.installedTitle}</InstallDoneTitle>
            <InstallDoneText>{th.install.installedText}</InstallDoneText>
          </div>
        </InstallDone>
      ) : (
        <>
          {state === 'prompt' ? (
            <div data-part="Prompt">
              <Button size="lg" leadingIcon={<InstallIcon />} onClick={() => onInstall?.()}>
                {th.install.button}
              </Button>
            </div>
          ) : null}
          <InstallPlatformList data-part="Platforms">
            {platforms.map((platform) => (
              <InstallPlatformCard
                key={platform.id}
                data-part="Platform"
                data-platform={platform.id}
                aria-labelledby={`${baseId}-${platform.id}`}
              >
                <InstallPlatformTitle id={`${baseId}-${platform.id}`}>{platform.title}</InstallPlatformTitle>
                <InstallStepList>
                  {platform.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </InstallStepList>
              </InstallPlatformCard>
            ))}
          </InstallPlatformList>
        </>
      )}
    </InstallRoot>
  );
});
