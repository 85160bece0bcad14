import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsButton, parseSettingsSearch } from '@/features/account-settings';
import { MyCreatorApplicationStatus } from '@/features/creator-applications';
import { FollowedCreators, FollowingCount } from '@/features/creators';
import { SalesTab } from '@/features/earnings';
import { MyProfilePage, parseMyProfileSearch } from '@/features/my-profile';
import { PartnershipsButton } from '@/features/partnerships';

export const Route = createFileRoute('/_authenticated/profile')({
  validateSearch: (search: Record<string, unknown>) => ({ ...parseMyProfileSearch(search), ...parseSettingsSearch(search) }),
  component: MyProfileRoute,
});

/** The own profile, with what other features add: the creators followed, the sales, the settings (?settings=security opens it there) and partnerships dialogs. */
function MyProfileRoute() {
  const { tab = 'favorites', settings } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MyProfilePage
      tab={tab}
      onTabChange={(next) => void navigate({ search: (previous) => ({ ...previous, tab: next }), replace: true })}
      followingCount={<FollowingCount />}
      followingTab={<FollowedCreators />}
      salesTab={<SalesTab />}
      notice={<MyCreatorApplicationStatus />}
      headerActions={
        <>
          <PartnershipsButton />
          <AccountSettingsButton openOn={settings} onClose={() => void navigate({ search: (previous) => ({ ...previous, settings: undefined }), replace: true })} />
        </>
      }
    />
  );
}
