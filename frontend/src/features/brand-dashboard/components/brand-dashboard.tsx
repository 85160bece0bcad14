import { Building2 } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/features/auth';
import { BrandAccessRequired } from './brand-access-required';
import { CampaignsTab } from './campaigns-tab';
import { CreatorDiscoveryTab } from './creator-discovery-tab';
import { MetricCards } from './metric-cards';
import { AnalyticsTab } from './analytics-tab';
import { OrdersTab } from './orders-tab';
import { SettingsTab } from './settings-tab';

/** /brand: metric cards on real figures and the tabs Campaigns, Orders, Creator Discovery, Analytics, Settings. */
export function BrandDashboard() {
  const { user, isLoading } = useCurrentUser();
  if (!isLoading && user?.role !== 'brand') return <BrandAccessRequired />;
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:py-10">
      <header className="flex items-center gap-3">
        <Building2 aria-hidden className="size-8 text-accent-bright" />
        <div>
          <h1 className="font-display text-3xl font-semibold tracking-tight">Brand Dashboard</h1>
          <p className="text-sm text-ink-muted">Campaigns, creators and the sales they bring, from Rounds' own orders.</p>
        </div>
      </header>
      <MetricCards />
      <Tabs defaultValue="campaigns">
        <TabsList className="flex w-full overflow-x-auto">
          <TabsTrigger value="campaigns">Campaigns</TabsTrigger>
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="creators">Creator Discovery</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </TabsList>
        <TabsContent value="campaigns">
          <CampaignsTab />
        </TabsContent>
        <TabsContent value="orders">
          <OrdersTab />
        </TabsContent>
        <TabsContent value="creators">
          <CreatorDiscoveryTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
