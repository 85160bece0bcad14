import { createFileRoute, Link, useRouter } from '@tanstack/react-router';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AdminProductsTable, AdminStatCards, ProductCsvUploadPanel } from '@/features/admin';
import { useCurrentUser } from '@/features/auth';

/** Seed 001 §2 "Admin area": the Products tab ships now; the other tabs come in a later release. */
const LATER_TABS = [
  { value: 'users', label: 'Users' },
  { value: 'creators', label: 'Curators' },
  { value: 'collections', label: 'Collections' },
  { value: 'brands', label: 'Brands' },
  { value: 'signups', label: 'Sign Ups' },
  { value: 'bulk-upload', label: 'Bulk Upload' },
] as const;

export const Route = createFileRoute('/_authenticated/admin')({
  component: AdminPage,
});

function AdminPage() {
  const { user } = useCurrentUser();
  const router = useRouter();
  if (user?.role !== 'admin') return <AdminOnly />;

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
      <div className="flex items-center gap-3">
        <Button variant="ghost" size="icon" aria-label="Back" onClick={() => router.history.back()}>
          <ArrowLeft />
        </Button>
        <div>
          <h1 className="font-display text-3xl font-semibold tracking-tight">Platform Management</h1>
          <p className="text-sm text-stone-400">Users, curators, collections, brands and products.</p>
        </div>
      </div>

      <AdminStatCards />

      <Tabs defaultValue="products">
        <TabsList className="overflow-x-auto">
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="creators">Curators</TabsTrigger>
          <TabsTrigger value="collections">Collections</TabsTrigger>
          <TabsTrigger value="brands">Brands</TabsTrigger>
          <TabsTrigger value="products">Products</TabsTrigger>
          <TabsTrigger value="signups">Sign Ups</TabsTrigger>
          <TabsTrigger value="bulk-upload">Bulk Upload</TabsTrigger>
        </TabsList>
        <TabsContent value="products" className="space-y-6">
          <ProductCsvUploadPanel />
          <AdminProductsTable />
        </TabsContent>
        {LATER_TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <p className="rounded-xl border border-stone-800 p-8 text-center text-stone-400">
              {tab.label} management is coming in a later release.
            </p>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function AdminOnly() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <ShieldAlert aria-hidden className="size-10 text-amber-400" />
      <h1 className="mt-4 font-display text-3xl font-semibold">Admin Access Required</h1>
      <p className="mt-3 text-stone-300">You are not allowed to view this page: Platform Management is for Rounds admins only.</p>
      <Button asChild variant="outline" className="mt-8">
        <Link to="/">Back to Home</Link>
      </Button>
    </section>
  );
}
