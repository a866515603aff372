import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { OrgPicker } from './OrgPicker';
import { WithUnits } from './OrgPicker.fixtures';

describe('OrgPicker', () => {
  it('lists the five level-1 groups from domain, in order', () => {
    const ref = createRef<HTMLDivElement>();
    render(<OrgPicker ref={ref} org2Options={[]} />);
    expect(ref.current).toHaveAttribute('data-component', 'OrgPicker');
    const org1 = screen.getByRole('combobox', { name: 'สาย' });
    expect([...org1.querySelectorAll('option')].map((o) => o.value)).toEqual([
      '',
      'ชพส.',
      'ต่างประเทศ',
      'นครหลวง',
      'ภูมิภาค',
      'สำนัก/อื่นๆ',
    ]);
  });

  it('submits only when both levels are chosen; level 1 clears level 2', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onOrg1Change = vi.fn();
    render(<WithUnits onSubmit={onSubmit} onOrg1Change={onOrg1Change} />);
    expect(screen.queryByRole('button')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'สาย' }), 'นครหลวง');
    expect(onOrg1Change).toHaveBeenCalledWith('นครหลวง');
    expect(screen.queryByRole('button')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'หน่วย' }), 'แก้วภูธร 2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'สาย' }), 'ภูมิภาค');
    expect(screen.getByRole('combobox', { name: 'หน่วย' })).toHaveValue('');
    expect(screen.queryByRole('button')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'หน่วย' }), 'ภาคใต้');
    await user.click(screen.getByRole('button', { name: 'บันทึกสังกัด' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ org1: 'ภูมิภาค', org2: 'ภาคใต้' });
  });

  it('fields layout has no form and names its selects', () => {
    const { container } = render(
      <form>
        <OrgPicker
          layout="fields"
          name="aff_"
          org2Options={['ก']}
          defaultValue={{ org1: 'ชพส.', org2: 'ก' }}
        />
      </form>,
    );
    expect(container.querySelectorAll('form')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'สาย' })).toHaveAttribute('name', 'aff_org1');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <OrgPicker org2Options={['ภาคใต้']} defaultValue={{ org1: 'ภูมิภาค', org2: 'ภาคใต้' }} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
