// Pure parts of the custom pieces: role permission levels and clipboard paste (spec 01 §6, spec 02 §6),
// file sizes in B to TB (spec 02 §9).
import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@cs/rules/numbers';
import { levelOf, parsePasted, withLevel } from './permissions-input.tsx';

describe('role permissions: hide / read / write per module', () => {
  it('hide without codes, read with only use_module and see_* codes, write otherwise', () => {
    expect(levelOf('calllog', [])).toBe('hide');
    expect(levelOf('calllog', ['calllog::use_module', 'calllog::see_defects'])).toBe('read');
    expect(levelOf('calllog', ['calllog::use_module', 'calllog::close_calls'])).toBe('write');
  });
  it('setting a level replaces only that module', () => {
    const held = ['admin::use_module', 'calllog::close_calls'];
    expect(withLevel('calllog', held, 'read').sort()).toEqual([
      'admin::use_module',
      'calllog::see_defects',
      'calllog::see_repeater_defects',
      'calllog::use_module',
    ]);
    expect(withLevel('calllog', held, 'hide')).toEqual(['admin::use_module']);
    expect(withLevel('visuals', [], 'write')).toEqual(['visuals::close_calls']);
  });
  it('pasting takes a copied list, drops unknown codes and refuses anything else', () => {
    expect(parsePasted(JSON.stringify({ permissions: ['calllog::use_module', 'made::up'] }))).toEqual([
      'calllog::use_module',
    ]);
    expect(parsePasted('["admin::manage_users"]')).toEqual(['admin::manage_users']);
    expect(parsePasted('hallo')).toBeNull();
  });
});

describe('file sizes', () => {
  it('uses the units B to TB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(1.5 * 1024 ** 4)).toBe('1.5 TB');
  });
});
