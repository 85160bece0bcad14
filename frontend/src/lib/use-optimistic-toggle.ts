import { useMutation, useMutationState, type MutationKey } from '@tanstack/react-query';

interface OptimisticToggleOptions {
  /** Identifies the thing toggled (e.g. one product's favorite), shared by every button showing it. */
  mutationKey: MutationKey;
  /** What the server last said. */
  serverValue: boolean;
  /** Sends the change to the server. */
  send: (next: boolean) => Promise<unknown>;
  /**
   * Runs after the server accepted the change. Return the refetch of whatever shows the value: the
   * toggle keeps showing the new value until it resolves, so nothing flickers back in between.
   */
  onSuccess: (next: boolean) => Promise<unknown> | void;
  onError: (next: boolean, error: unknown) => void;
}

/**
 * An on/off switch that shows the new value at once and falls back to the server's value when the
 * call fails (the specification's optimistic update with rollback). The optimistic value is the pending
 * mutation's own variable, so every button bound to the same key agrees, and a failure leaves no
 * cached state to undo.
 */
export function useOptimisticToggle({ mutationKey, serverValue, send, onSuccess, onError }: OptimisticToggleOptions) {
  const pendingValues = useMutationState({
    filters: { mutationKey, status: 'pending', exact: true },
    select: (mutation) => mutation.state.variables as boolean,
  });
  const { mutate } = useMutation({
    mutationKey,
    mutationFn: send,
    onSuccess: (_data, next) => onSuccess(next),
    onError: (error, next) => onError(next, error),
  });

  const isPending = pendingValues.length > 0;
  const value = isPending ? pendingValues[pendingValues.length - 1] : serverValue;
  const toggle = () => {
    // One change at a time: a second click while the first is in flight would race it.
    if (!isPending) mutate(!value);
  };
  return { value, toggle, isPending };
}
