import { Children, cloneElement, isValidElement, type HTMLAttributes, type ReactNode, type Ref, type RefCallback } from 'react';
import { cn } from '@/lib/utils';

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> };
type AnyProps = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (value) => refs.forEach((ref) => setRef(ref, value));
}

/**
 * Renders its single child with the slot's props merged in (Button's `asChild`): the child's own
 * props win, except that event handlers both run (the child's first), styles and classes combine and
 * refs are both set. What Radix's Slot does for this use, without its 2 kB on every page.
 */
export function Slot({ children, ...slotProps }: SlotProps) {
  const child = Children.only(children);
  if (!isValidElement<AnyProps>(child)) return null;
  const childProps = child.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const [key, slotValue] of Object.entries(slotProps as AnyProps)) {
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[key] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    } else if (key === 'style') merged.style = { ...(slotValue as object), ...(childValue as object) };
    else if (key === 'className') merged.className = cn(slotValue as string, childValue as string);
    else if (key === 'ref' && childValue) merged.ref = composeRefs(slotValue as Ref<unknown>, childValue as Ref<unknown>);
  }
  return cloneElement(child, merged);
}
