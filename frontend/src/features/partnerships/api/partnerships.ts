import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/api/fetcher';
import { getListPartnershipsQueryKey, useAcceptPartnership, useDeclinePartnership, useListPartnerships } from '@/api/generated/endpoints/profile/profile';
import { toast } from '@/components/ui/use-toast';

export function usePartnerships() {
  return useListPartnerships();
}

/** Accept or decline a pending offer (POST /api/user/partnerships/{id}/accept|decline), then reread the list. */
export function useAnswerPartnership() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: getListPartnershipsQueryKey() });
  const onError = (error: unknown) => {
    toast({ title: 'Could not answer the offer', description: errorMessage(error), variant: 'destructive' });
    refresh();
  };
  const accept = useAcceptPartnership({ mutation: { onSuccess: () => (toast({ title: 'Partnership accepted!' }), refresh()), onError } });
  const decline = useDeclinePartnership({ mutation: { onSuccess: () => (toast({ title: 'Offer declined' }), refresh()), onError } });
  return {
    accept: (id: string) => accept.mutate({ id }),
    decline: (id: string) => decline.mutate({ id }),
    isPending: accept.isPending || decline.isPending,
  };
}
