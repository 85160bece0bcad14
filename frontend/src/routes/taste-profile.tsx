import { createFileRoute } from '@tanstack/react-router';
import { TasteProfilePage } from '@/features/profiles';

// A public route with its own sign-in prompt (seed 001 §2); its code loads only when visited.
export const Route = createFileRoute('/taste-profile')({
  component: TasteProfilePage,
});
