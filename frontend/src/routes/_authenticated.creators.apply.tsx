import { createFileRoute } from '@tanstack/react-router';
import { CreatorApplicationPage } from '@/features/creator-applications';

/** Apply to be a Curator: signed-out visitors go to /auth and come back here. */
export const Route = createFileRoute('/_authenticated/creators/apply')({
  component: CreatorApplicationPage,
});
