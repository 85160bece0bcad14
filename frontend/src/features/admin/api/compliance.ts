import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getListComplianceRulesQueryKey, listComplianceRules, putComplianceRule } from '@/api/generated/endpoints/admin/admin';
import type { PutStateRuleDto } from '@/api/generated/model';

/** The Compliance tab: every state's rules in force and those scheduled. */
export function useComplianceRules() {
  return useQuery({ queryKey: getListComplianceRulesQueryKey(), queryFn: ({ signal }) => listComplianceRules(undefined, signal) });
}

/** A new version of one state's rules; the table is read again once it is saved. */
export function usePutComplianceRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ state, data }: { state: string; data: PutStateRuleDto }) => putComplianceRule(state, data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getListComplianceRulesQueryKey() }),
  });
}
