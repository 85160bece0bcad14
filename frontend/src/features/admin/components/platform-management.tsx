import { lazy, Suspense } from 'react';
import { useRouter } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ActivityTab, OrdersTab, SignupsTab } from './activity-tabs';
import { ComplianceTab } from './compliance-tab';
import { AdminProductsTable } from './admin-products-table';
import { BrandsTab, CollectionsTab, CuratorsTab } from './catalog-tabs';
import { UsersTab } from './users-tab';
import { NotificationsTab } from './notifications-tab';
import { AdminStatCards } from './admin-stat-cards';
import { ProductCsvUploadPanel } from './product-csv-upload-panel';
import { SecondFactorNotice } from './second-factor-notice';

/** The Bulk Upload tab's panels load when the tab is opened. */
const BulkUploadTab = lazy(() => import('./bulk-upload-tab'));

/**
 * /admin: the four stat cards and the specification's seven tabs, plus Orders and Activity (beyond the
 * specification). Bulk Upload's panels are a chunk of their own, loaded when that tab opens.
 */
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
          <p className="text-sm text-ink-muted">Users, curators, collections, brands, products, sign ups, orders and the state rules.</p>
        </div>
      </div>

      <SecondFactorNotice />

      <AdminStatCards />

      <Tabs defaultValue="products">
        {/* Wrapped on a phone rather than scrolled: nine tabs, and the default one (Products) would start off-screen. */}
        <TabsList className="flex flex-wrap justify-start gap-y-1">
          <TabsTrigger className="shrink-0" value="users">Users</TabsTrigger>
          <TabsTrigger className="shrink-0" value="creators">Curators</TabsTrigger>
          <TabsTrigger className="shrink-0" value="collections">Collections</TabsTrigger>
          <TabsTrigger className="shrink-0" value="brands">Brands</TabsTrigger>
          <TabsTrigger className="shrink-0" value="products">Products</TabsTrigger>
          <TabsTrigger className="shrink-0" value="signups">Sign Ups</TabsTrigger>
          <TabsTrigger className="shrink-0" value="bulk-upload">Bulk Upload</TabsTrigger>
          <TabsTrigger className="shrink-0" value="orders">Orders</TabsTrigger>
          <TabsTrigger className="shrink-0" value="activity">Activity</TabsTrigger>
          <TabsTrigger className="shrink-0" value="compliance">Compliance</TabsTrigger>
          <TabsTrigger className="shrink-0" value="notifications">Webhooks &amp; Mail</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="creators">
          <CuratorsTab />
        </TabsContent>
        <TabsContent value="collections">
          <CollectionsTab />
        </TabsContent>
        <TabsContent value="brands">
          <BrandsTab />
        </TabsContent>
        <TabsContent value="products" className="space-y-6">
          <ProductCsvUploadPanel />
          <AdminProductsTable />
        </TabsContent>
        <TabsContent value="signups">
          <SignupsTab />
        </TabsContent>
        <TabsContent value="bulk-upload">
          <Suspense fallback={<p className="p-8 text-center text-ink-muted">Loading…</p>}>
            <BulkUploadTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="orders">
          <OrdersTab />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityTab />
        </TabsContent>
        <TabsContent value="compliance">
          <ComplianceTab />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
