import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsButton } from '@/features/account-settings';
import { MyCreatorApplicationStatus } from '@/features/creator-applications';
import { FollowedCreators, FollowingCount } from '@/features/creators';
import { SalesTab } from '@/features/earnings';
import { MyProfilePage, parseMyProfileSearch } from '@/features/my-profile';
import { PartnershipsButton } from '@/features/partnerships';

export const Route = createFileRoute('/_authenticated/profile')({
  validateSearch: parseMyProfileSearch,
  component: MyProfileRoute,
});

/** The own profile, with what other features add: the creators followed, the sales, the settings and partnerships dialogs. */
function MyProfileRoute() {
  const { tab = 'favorites' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MyProfilePage
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      followingCount={<FollowingCount />}
      followingTab={<FollowedCreators />}
      salesTab={<SalesTab />}
      notice={<MyCreatorApplicationStatus />}
      headerActions={
        <>
          <PartnershipsButton />
          <AccountSettingsButton />
        </>
      }
    />
  );
}
