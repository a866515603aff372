import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Prose } from './Prose';
import { PrivacySample } from './Prose.fixtures';

describe('Prose', () => {
  it('renders plain elements inside its root, as the chosen element, and forwards its ref', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Prose ref={ref} as="article">
        <PrivacySample />
      </Prose>,
    );
    expect(screen.getByRole('article')).toBe(ref.current);
    expect(ref.current).toHaveAttribute('data-component', 'Prose');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('นโยบายความเป็นส่วนตัว');
    expect(screen.getAllByRole('list')).toHaveLength(2);
  });

  it('is a div by default', () => {
    const { container } = render(
      <Prose>
        <p>ข้อความ</p>
      </Prose>,
    );
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Prose as="article">
        <PrivacySample />
      </Prose>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
