import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/brand-register')({
  component: () => <ComingSoon title="Register Your Brand" summary="Create a brand account to list products and work with curators." />,
});
