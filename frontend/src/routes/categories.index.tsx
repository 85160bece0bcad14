import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from '@/features/catalog';

export const Route = createFileRoute('/categories/')({
  component: CategoriesPage,
});
