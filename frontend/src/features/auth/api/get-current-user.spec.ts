import { getGetCurrentUserQueryKey } from '@/api/generated/endpoints/accounts/accounts';
import { currentUserQueryKey } from './get-current-user';

// The key is written out so every page need not load the generated accounts client; it must stay its key.
it('uses the generated client’s query key', () => {
  expect(currentUserQueryKey).toEqual(getGetCurrentUserQueryKey());
});
