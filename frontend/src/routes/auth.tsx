import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '@/components/ui/spinner';
import { AuthPanel, parseAuthSearch, redirectSignedInVisitor, safeRedirectTarget } from '@/features/auth';

export const Route = createFileRoute('/auth')({
  // ?redirect=: the page a signed-out visitor asked for (only this site's paths are kept).
  validateSearch: parseAuthSearch,
  beforeLoad: ({ context, search }) => redirectSignedInVisitor(context.queryClient, search.redirect),
  pendingComponent: () => <Spinner className="py-32" />,
  component: AuthPage,
});

function AuthPage() {
  const { redirect, tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <div className="flex justify-center px-4 py-16">
      <AuthPanel initialTab={tab} onAuthenticated={() => void navigate({ href: safeRedirectTarget(redirect) })} />
    </div>
  );
}
