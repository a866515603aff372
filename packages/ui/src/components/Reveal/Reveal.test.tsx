import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Reveal } from './Reveal';

describe('Reveal', () => {
  it('holds the placeholder and the content, each a part of one root', () => {
    render(
      <Reveal after={500} placeholder={<p>กำลังโหลด…</p>} data-testid="r">
        <p>แถว TikTok</p>
      </Reveal>,
    );
    const root = screen.getByTestId('r');
    expect(root).toHaveAttribute('data-component', 'Reveal');
    const parts = [...root.children].map((child) => [child.getAttribute('data-part'), child.textContent]);
    expect(parts).toEqual([
      ['Placeholder', 'กำลังโหลด…'],
      ['Content', 'แถว TikTok'],
    ]);
  });

  it('keeps time in its style sheet: the content waits `after` ms, the placeholder leaves then', () => {
    render(
      <Reveal after={750} placeholder={<p>a</p>} data-testid="r">
        <p>b</p>
      </Reveal>,
    );
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const root = screen.getByTestId('r');
    const rules = root.className
      .split(/\s+/)
      .flatMap((name) => css.match(new RegExp(`\\.${name}[^{]*\\{[^}]*\\}`, 'g')) ?? []);
    // The content hidden until then; the placeholder shown until then, and hidden at rest.
    expect(rules.join('\n')).toMatch(
      /\[data-part='Content'\]\s*\{[^}]*animation:[^;]*0s linear 750ms backwards/,
    );
    expect(rules.join('\n')).toMatch(
      /\[data-part='Placeholder'\]\s*\{[^}]*visibility:\s*hidden;[^}]*animation:[^;]*0s linear 750ms backwards/,
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Reveal after={0} placeholder={<p>a</p>}>
        <p>b</p>
      </Reveal>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
