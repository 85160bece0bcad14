import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  adjustUserTier,
  changeOrderStatus,
  deactivateUser,
  getGetAdminStatsQueryKey,
  getListAdminAuditLogQueryKey,
  getListAdminOrdersQueryKey,
  getListAdminSignupsQueryKey,
  getListAdminUsersQueryKey,
  listAdminAuditLog,
  listAdminOrders,
  listAdminSignups,
  listAdminUsers,
  setSignupModalState,
} from '@/api/generated/endpoints/admin/admin';
import { listBrands, getListBrandsQueryKey } from '@/api/generated/endpoints/catalog/catalog';
import {
  getGetFeedQueryKey,
  getListAdminCreatorsQueryKey,
  getListCohortsQueryKey,
  getListCreatorsQueryKey,
  listAdminCreators,
  listCohorts,
  publishCreatorPage,
  setCohortFeatured,
  setCreatorFeatured,
  unpublishCreatorPage,
} from '@/api/generated/endpoints/curators/curators';
import { getGetSignupModalStateQueryKey } from '@/api/generated/endpoints/sign-ups/sign-ups';
import type {
  AdjustUserTierDto,
  AdminCreatorDto,
  AdminOrderStatusTarget,
  CohortDto,
  ListAdminAuditLogParams,
  ListAdminOrdersParams,
  ListAdminUsersParams,
  SignupModalStateDto,
} from '@/api/generated/model';
import type { ApiRequestOptions } from '@/api/fetcher';
import { toast } from '@/components/ui/use-toast';

export const ADMIN_PAGE_SIZE = 25;
const TOTAL_COUNT_HEADER = 'X-Total-Count';

export interface Paged<T> {
  items: T[];
  total: number;
}

/** Calls a generated list operation and reads its X-Total-Count (the generated client returns only the body). */
export async function paged<T>(call: (options: ApiRequestOptions) => Promise<T[]>): Promise<Paged<T>> {
  let total = Number.NaN;
  const items = await call({ onResponseHeaders: (headers) => (total = Number(headers.get(TOTAL_COUNT_HEADER))) });
  return { items, total: Number.isFinite(total) ? total : items.length };
}

/** The Users tab, paged, searched and filtered on the server. */
export function useAdminUsers(params: ListAdminUsersParams) {
  return useQuery({
    queryKey: [...getListAdminUsersQueryKey(params), 'page'],
    queryFn: ({ signal }) => paged((options) => listAdminUsers(params, options, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCreators(page: number) {
  const params = { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE };
  return useQuery({
    queryKey: [...getListAdminCreatorsQueryKey(params), 'page'],
    queryFn: ({ signal }) => paged((options) => listAdminCreators(params, options, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCohorts() {
  return useQuery({ queryKey: getListCohortsQueryKey(), queryFn: ({ signal }) => listCohorts(undefined, undefined, signal) });
}

export function useAdminBrands() {
  return useQuery({ queryKey: getListBrandsQueryKey(), queryFn: ({ signal }) => listBrands(undefined, undefined, signal) });
}

export function useAdminSignups(page: number) {
  const params = { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE };
  return useQuery({
    queryKey: [...getListAdminSignupsQueryKey(params), 'page'],
    queryFn: ({ signal }) => paged((options) => listAdminSignups(params, options, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(params: ListAdminOrdersParams) {
  return useQuery({
    queryKey: [...getListAdminOrdersQueryKey(params), 'page'],
    queryFn: ({ signal }) => paged((options) => listAdminOrders(params, options, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(params: ListAdminAuditLogParams) {
  return useQuery({
    queryKey: [...getListAdminAuditLogQueryKey(params), 'page'],
    queryFn: ({ signal }) => paged((options) => listAdminAuditLog(params, options, signal)),
    placeholderData: keepPreviousData,
  });
}

/** Every admin change shows up in the Activity view. */
function useInvalidateAudit() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getListAdminAuditLogQueryKey() });
}

/**
 * An optimistic toggle: the cached lists under `listKey` change at once; on failure they roll back and
 * the specification's toast shows. `after` keys are refetched when the call settles (e.g. the home page lists).
 */
function useOptimisticToggle<Vars>(options: {
  listKey: QueryKey;
  apply: (data: unknown, vars: Vars) => unknown;
  call: (vars: Vars) => Promise<unknown>;
  failure: string;
  after?: QueryKey[];
}) {
  const queryClient = useQueryClient();
  const invalidateAudit = useInvalidateAudit();
  return useMutation({
    mutationFn: options.call,
    onMutate: async (vars: Vars) => {
      await queryClient.cancelQueries({ queryKey: options.listKey });
      const previous = queryClient.getQueriesData({ queryKey: options.listKey });
      for (const [key, data] of previous) if (data !== undefined) queryClient.setQueryData(key, options.apply(data, vars));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast({ title: options.failure, variant: 'destructive' });
    },
    onSettled: () => {
      void invalidateAudit();
      for (const key of options.after ?? []) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

const mapItems = <T extends { id: string }>(data: unknown, id: string, change: (item: T) => T): unknown => {
  if (Array.isArray(data)) return (data as T[]).map((item) => (item.id === id ? change(item) : item));
  const page = data as Paged<T>;
  return page && Array.isArray(page.items) ? { ...page, items: page.items.map((item) => (item.id === id ? change(item) : item)) } : data;
};

/** Star toggle of the Curators tab; the home page's Featured Curators follow at once. */
export function useToggleCreatorFeatured() {
  return useOptimisticToggle<{ id: string; featured: boolean }>({
    listKey: getListAdminCreatorsQueryKey(),
    apply: (data, { id, featured }) => mapItems<AdminCreatorDto>(data, id, (creator) => ({ ...creator, featured })),
    call: ({ id, featured }) => setCreatorFeatured(id, { featured }),
    failure: 'Failed to update creator featured status',
    after: [getListCreatorsQueryKey(), getListAdminCreatorsQueryKey()],
  });
}

/** Featured toggle of the Collections tab; the home page's Curated Collections follow at once. */
export function useToggleCohortFeatured() {
  return useOptimisticToggle<{ id: string; featured: boolean }>({
    listKey: getListCohortsQueryKey(),
    apply: (data, { id, featured }) => mapItems<CohortDto>(data, id, (cohort) => ({ ...cohort, featured })),
    call: ({ id, featured }) => setCohortFeatured(id, { featured }),
    failure: 'Failed to update collection featured status',
    after: [getListCohortsQueryKey()],
  });
}

/** The Users tab's popup switch. */
export function useToggleSignupModal() {
  return useOptimisticToggle<SignupModalStateDto>({
    listKey: getGetSignupModalStateQueryKey(),
    apply: (_data, vars) => vars,
    call: (vars) => setSignupModalState(vars),
    failure: 'Failed to update signup modal state',
    after: [getGetSignupModalStateQueryKey()],
  });
}

export function useAdjustUserTier() {
  const queryClient = useQueryClient();
  const invalidateAudit = useInvalidateAudit();
  return useMutation({
    mutationFn: ({ userId, data }: { userId: string; data: AdjustUserTierDto }) => adjustUserTier(userId, data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getListAdminUsersQueryKey() });
      void invalidateAudit();
    },
  });
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  const invalidateAudit = useInvalidateAudit();
  return useMutation({
    mutationFn: (userId: string) => deactivateUser(userId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getListAdminUsersQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetAdminStatsQueryKey() });
      void invalidateAudit();
    },
  });
}

/** The Curators tab's Delete (unpublish) and Publish; the shop's curator lists and feed are fetched again. */
export function useSetCreatorPublished() {
  const queryClient = useQueryClient();
  const invalidateAudit = useInvalidateAudit();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) => (published ? publishCreatorPage(id) : unpublishCreatorPage(id)),
    onSuccess: () => {
      for (const queryKey of [getListAdminCreatorsQueryKey(), getListCreatorsQueryKey(), getGetFeedQueryKey(), getGetAdminStatsQueryKey()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      void invalidateAudit();
    },
  });
}

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  const invalidateAudit = useInvalidateAudit();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: string; status: AdminOrderStatusTarget }) => changeOrderStatus(orderId, { status }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getListAdminOrdersQueryKey() });
      void invalidateAudit();
    },
  });
}
