import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Spinner } from '@/components/ui/spinner';
import { AuthPanel, redirectSignedInVisitor } from '@/features/auth';

export const Route = createFileRoute('/auth')({
  beforeLoad: ({ context }) => redirectSignedInVisitor(context.queryClient),
  pendingComponent: () => <Spinner className="py-32" />,
  component: AuthPage,
});

function AuthPage() {
  const navigate = useNavigate();
  return (
    <div className="flex justify-center px-4 py-16">
      <AuthPanel onAuthenticated={() => void navigate({ to: '/' })} />
    </div>
  );
}
