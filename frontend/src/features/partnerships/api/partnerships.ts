import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/api/fetcher';
import { acceptPartnership, declinePartnership, getListPartnershipsQueryKey, listPartnerships } from '@/api/generated/endpoints/profile/profile';
import { toast } from '@/components/ui/use-toast';

export const partnershipsQueryOptions = () =>
  queryOptions({
    queryKey: getListPartnershipsQueryKey(),
    queryFn: ({ signal }) => listPartnerships(undefined, signal),
  });

export function usePartnerships() {
  return useQuery(partnershipsQueryOptions());
}

/** Accept or decline a pending offer (POST /api/user/partnerships/{id}/accept|decline), then reread the list. */
export function useAnswerPartnership() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: getListPartnershipsQueryKey() });
  const onError = (error: unknown) => {
    toast({ title: 'Could not answer the offer', description: errorMessage(error), variant: 'destructive' });
    refresh();
  };
  const accept = useMutation({ mutationFn: (id: string) => acceptPartnership(id), onSuccess: () => (toast({ title: 'Partnership accepted!' }), refresh()), onError });
  const decline = useMutation({ mutationFn: (id: string) => declinePartnership(id), onSuccess: () => (toast({ title: 'Offer declined' }), refresh()), onError });
  return {
    accept: (id: string) => accept.mutate(id),
    decline: (id: string) => decline.mutate(id),
    isPending: accept.isPending || decline.isPending,
  };
}
