import { createFileRoute } from '@tanstack/react-router';
import { CreatorsPage, loadCreatorList } from '@/features/creators';

export const Route = createFileRoute('/creators')({
  loader: ({ context }) => loadCreatorList(context.queryClient),
  component: CreatorsPage,
});
