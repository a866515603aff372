import { describe, expect, it } from 'vitest';
import { canManageMember, hasRole, roleOf } from './roles';

describe('roles', () => {
  it('ranks admin above staff above member', () => {
    expect(hasRole('admin', 'staff')).toBe(true);
    expect(hasRole('admin', 'admin')).toBe(true);
    expect(hasRole('staff', 'staff')).toBe(true);
    expect(hasRole('staff', 'admin')).toBe(false);
    expect(hasRole('member', 'staff')).toBe(false);
    expect(hasRole('member', 'member')).toBe(true);
  });

  it('reads an unknown stored role as a plain member', () => {
    expect(roleOf('root')).toBe('member');
    expect(roleOf(null)).toBe('member');
    expect(hasRole('root', 'staff')).toBe(false);
    expect(hasRole(undefined, 'member')).toBe(true);
  });

  it('lets staff manage plain members only, and an admin anyone', () => {
    expect(canManageMember('staff', 'member')).toBe(true);
    expect(canManageMember('staff', 'staff')).toBe(false);
    expect(canManageMember('staff', 'admin')).toBe(false);
    expect(canManageMember('admin', 'staff')).toBe(true);
    expect(canManageMember('member', 'member')).toBe(false);
  });
});
