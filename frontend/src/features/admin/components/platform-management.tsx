import { useRouter } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AdminProductsTable } from './admin-products-table';
import { AdminStatCards } from './admin-stat-cards';
import { ProductCsvUploadPanel } from './product-csv-upload-panel';

/** Seed 001 §2 "Admin area": the Products tab ships now; the other tabs come in a later release. */
const LATER_TABS = [
  { value: 'users', label: 'Users' },
  { value: 'creators', label: 'Curators' },
  { value: 'collections', label: 'Collections' },
  { value: 'brands', label: 'Brands' },
  { value: 'signups', label: 'Sign Ups' },
  { value: 'bulk-upload', label: 'Bulk Upload' },
] as const;

/** /admin: the four stat cards and the tabs; Products holds the CSV upload and the product table. */
export function PlatformManagement() {
  const router = useRouter();
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
            <p className="rounded-xl border border-stone-800 p-8 text-center text-stone-400">{tab.label} management is coming in a later release.</p>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
