import { createFileRoute } from '@tanstack/react-router';
import { DiscoverProducts } from '@/features/catalog';
import { TasteProfilePage } from '@/features/taste-profile';

// A public route with its own sign-in prompt; its code loads only when visited.
export const Route = createFileRoute('/taste-profile')({
  component: TasteProfileRoute,
});

function TasteProfileRoute() {
  return <TasteProfilePage discover={<DiscoverProducts />} />;
}
