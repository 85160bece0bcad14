import type { InputHTMLAttributes } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

interface CheckoutFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** A required, labelled input; the browser's own validation blocks the step until it is filled. */
export function CheckoutField({ id, label, onValueChange, className, ...inputProps }: CheckoutFieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={id} required onChange={(event) => onValueChange(event.target.value)} {...inputProps} />
    </div>
  );
}
