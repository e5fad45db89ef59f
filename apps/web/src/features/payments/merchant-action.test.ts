import { describe, expect, it } from 'vitest';
import { merchantActionFor } from './merchant-action';

describe('merchantActionFor', () => {
  it('opens the page of each permissionsType', () => {
    expect(merchantActionFor(0)).toBe('no-permission');
    expect(merchantActionFor(1)).toBe('register');
    expect(merchantActionFor(2)).toBe('sign-in');
  });

  it('does nothing for any other value', () => {
    for (const value of [3, -1, '1', null, undefined]) {
      expect(merchantActionFor(value)).toBe('unknown');
    }
  });
});
