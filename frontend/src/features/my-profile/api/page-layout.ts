import { useQueryClient } from '@tanstack/react-query';
import { savePageLayout } from '@/api/generated/endpoints/profile/profile';
import { toast } from '@/components/ui/use-toast';
import { currentUserQueryOptions, type User } from '@/features/auth';
import type { CustomBlock } from '../lib/custom-blocks';

/** PUT /api/user/page-layout: 'Layout saved!' or 'Error: Failed to save page layout. Please try again.' (the specification's toasts). */
export function useSavePageLayout() {
  const queryClient = useQueryClient();
  return async (sections: string[], customBlocks: CustomBlock[]): Promise<boolean> => {
    try {
      const pageLayout = await savePageLayout({ sections, customBlocks });
      queryClient.setQueryData<User | null>(currentUserQueryOptions().queryKey, (user) => (user ? { ...user, pageLayout: { ...pageLayout } } : user));
      toast({ title: 'Layout saved!' });
      return true;
    } catch {
      toast({ title: 'Error', description: 'Failed to save page layout. Please try again.', variant: 'destructive' });
      return false;
    }
  };
}
