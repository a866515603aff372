/**
 * Text posts on the built-in gradients plus the public list's readable ones (ADR 026, 041): the list
 * read through the service, unreadable entries dropped, a failure keeping the built-in list; the
 * feed's cards taking the public colours once loaded, never before hydration.
 */
import { textPostGradientChoice } from '@lightbearers/domain';
import { textPostGradients } from '@lightbearers/ui';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN, setupSiteApi } from '../test/mockApi';
import { renderRoute } from '../test/renderRoute';
import { gradientFor, setPublicGradients } from './gradients';
import { readPublicGradients } from './gradientsLoad';

const { server, mock } = setupSiteApi();

afterEach(() => setPublicGradients([]));

const PUBLIC = [
  { name: 'Pale rose', colors: ['#FDE2E4', '#FAD2E1'] },
  { name: 'Night', colors: ['#0F2027', '#203A43'] },
  { name: 'Mist', colors: ['#F5F7FA', '#E4E9F2', '#D9E2EC'] },
];

describe('text-post gradients', () => {
  it('reads the public list from the service and keeps only the ones the ink reads on', async () => {
    server.use(http.get(`${ORIGIN}/api/gradients`, () => HttpResponse.json(PUBLIC)));
    expect(await readPublicGradients()).toEqual([
      ['#FDE2E4', '#FAD2E1'],
      ['#F5F7FA', '#E4E9F2', '#D9E2EC'],
    ]);
  });

  it('a failed read rejects (the loader then keeps the built-in list)', async () => {
    server.use(http.get(`${ORIGIN}/api/gradients`, () => HttpResponse.json({ error: 'x' }, { status: 502 })));
    await expect(readPublicGradients()).rejects.toBeDefined();
  });

  it("gradientFor: built-in alone without the list; with it, the public half takes the list's", () => {
    const list = [['#FDE2E4', '#FAD2E1']] as const;
    for (let id = 1; id < 200; id++) {
      const without = gradientFor(id, []);
      expect(textPostGradients.map((g) => g.colors)).toContain(without);
      const choice = textPostGradientChoice(id, textPostGradients.length, 1);
      expect(gradientFor(id, list)).toBe(choice < textPostGradients.length ? without : list[0]);
    }
  });

  it("the feed's text cards take the public colours once the list is there", async () => {
    renderRoute('/all/other');
    const textCards = () => [
      ...document.querySelectorAll<HTMLElement>('[data-component="PostCard"][data-post-type="postText"]'),
    ];
    await waitFor(() => expect(textCards().length).toBeGreaterThan(0), { timeout: 10_000 });
    const onPublicHalf = textCards().filter(
      (card) =>
        textPostGradientChoice(Number(card.dataset.postId), textPostGradients.length, 1) >=
        textPostGradients.length,
    );
    // The card's own style carries its stops (`--post-gradient`), on the card or its text part.
    const background = (card: HTMLElement) =>
      [card, ...card.querySelectorAll<HTMLElement>('[style]')]
        .map((el) => el.getAttribute('style') ?? '')
        .join(' ');
    // Before the list: built-in colours only.
    for (const card of textCards()) {
      expect(background(card)).toContain('--post-gradient');
      expect(background(card)).not.toContain('#ABCDEF');
    }
    expect(onPublicHalf.length).toBeGreaterThan(0);
    act(() => setPublicGradients([['#ABCDEF', '#FEDCBA']]));
    for (const card of textCards())
      expect(background(card).includes('#ABCDEF')).toBe(onPublicHalf.includes(card));
    expect(mock.db.posts.some((p) => p.attributes.type === 'postText')).toBe(true);
  });
});
