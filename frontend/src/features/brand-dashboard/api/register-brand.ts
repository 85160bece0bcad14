import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@/api/fetcher';
import { registerBrand } from '@/api/generated/endpoints/brands/brands';
import type { RegisterBrandDto } from '@/api/generated/model';
import { toast } from '@/components/ui/use-toast';

export const BRAND_REGISTERED = 'Brand account created successfully. You can now sign in.';

/** POST /api/auth/register-brand; the toasts are the specification's. */
export function useRegisterBrand(options: { onRegistered?: () => void } = {}) {
  return useMutation({
    mutationFn: (body: RegisterBrandDto) => registerBrand(body),
    onSuccess: () => {
      toast({ title: BRAND_REGISTERED });
      options.onRegistered?.();
    },
    onError: (error) => {
      toast({ title: 'Registration failed', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
