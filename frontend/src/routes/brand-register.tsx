import { createFileRoute } from '@tanstack/react-router';
import { BrandRegisterPage } from '@/features/brand-dashboard';

export const Route = createFileRoute('/brand-register')({
  component: BrandRegisterPage,
});
