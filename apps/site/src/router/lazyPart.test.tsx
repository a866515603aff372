import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type LazyPart, lazyPart, partsArrived } from './lazyPart';

function Field() {
  return <textarea aria-label="ที่อยู่" defaultValue="" />;
}

describe('lazyPart', () => {
  it('renders a part with form fields inert in the service HTML, so nothing is typed before it hydrates', async () => {
    const part = lazyPart(async () => ({ default: Field }), { fields: true });
    await part.preload();
    const html = renderToString(
      <Suspense fallback={null}>
        <part.Component />
      </Suspense>,
    );
    expect(html).toMatch(/<div[^>]*inert=""[^>]*data-hydrating=""[^>]*><textarea/);
  });

  it('renders it usable once the page runs (and on client navigations)', async () => {
    const part = lazyPart(async () => ({ default: Field }), { fields: true });
    await part.preload();
    render(
      <Suspense fallback={null}>
        <part.Component />
      </Suspense>,
    );
    const field = await screen.findByRole('textbox', { name: 'ที่อยู่' });
    expect(field.closest('[inert]')).toBeNull();
    expect(document.querySelector('[data-hydrating]')).toBeNull();
  });

  it('adds no wrapper to a part without fields', async () => {
    const part = lazyPart(async () => ({ default: Field }));
    await part.preload();
    const html = renderToString(
      <Suspense fallback={null}>
        <part.Component />
      </Suspense>,
    );
    expect(html).toContain('<textarea');
    expect(html).not.toContain('inert');
  });

  it('waits for the parts a part’s module declares (a post’s comments) before the page hydrates', async () => {
    let releaseInner = () => {};
    const innerCode = new Promise<void>((resolve) => {
      releaseInner = resolve;
    });
    let inner: LazyPart<object> | null = null;
    lazyPart(async () => {
      inner = lazyPart(() => innerCode.then(() => ({ default: Field })));
      return { default: Field };
    });
    let arrived = false;
    const waiting = partsArrived().then(() => {
      arrived = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(inner).not.toBeNull();
    expect(arrived).toBe(false);
    releaseInner();
    await waiting;
    expect(arrived).toBe(true);
  });
});
