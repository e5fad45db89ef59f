import { describe, expect, it } from 'vitest';
import { listLoading } from './use-list-query';

describe('listLoading', () => {
  it('masks a list with nothing to show yet, or showing another page’s rows, but not a refresh of its own', () => {
    expect(listLoading({ isPending: true, isFetching: true, isPlaceholderData: false })).toBe(true);
    expect(listLoading({ isPending: false, isFetching: true, isPlaceholderData: true })).toBe(true);
    expect(listLoading({ isPending: false, isFetching: true, isPlaceholderData: false })).toBe(false);
    expect(listLoading({ isPending: false, isFetching: false, isPlaceholderData: false })).toBe(false);
  });

  it('shows no mask on a list whose query waits for a choice (not enabled: pending, not fetching)', () => {
    expect(listLoading({ isPending: true, isFetching: false, isPlaceholderData: false })).toBe(false);
  });
});
