import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { SearchBox } from './SearchBox';

describe('SearchBox', () => {
  it('searches live from three characters, with a hint before', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'ค้นหาสมาชิก' });
    await user.type(box, 'ab');
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByText('พิมพ์อย่างน้อย 3 ตัวอักษร')).toBeInTheDocument();
    await user.type(box, 'c');
    expect(onSearch).toHaveBeenCalledWith('abc');
    expect(screen.queryByText('พิมพ์อย่างน้อย 3 ตัวอักษร')).toBeNull();
  });

  it('counts Thai characters with their marks as one (domain isSearchQuery)', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    // 'ที่' is three code points but one character.
    await user.type(screen.getByRole('searchbox'), 'ที่');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('follows a controlled value and reports each change', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<SearchBox value="บุญ" onValueChange={onValueChange} />);
    const box = screen.getByRole('searchbox');
    expect(box).toHaveValue('บุญ');
    await user.type(box, 'x');
    expect(onValueChange).toHaveBeenCalledWith('บุญx');
    expect(box).toHaveValue('บุญ');
  });

  it('has no axe violations', async () => {
    const { container } = render(<SearchBox defaultValue="สม" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
