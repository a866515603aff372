import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait up to 5 s, not Testing Library's 1 s: the whole suite shares two cores
// with Chromium and the service, where a render can take over a second (a flaky CI run otherwise).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
