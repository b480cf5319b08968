import { getMember } from '@/lib/session/member';
import { MyProfileCard } from './my-profile-card';
import { BottomBar } from '@/components/layout/bottom-bar';

// The profile modal's server half (docs/product.md §2 Modals). Each account modal's body has a
// file of its own, so each page carries only its own form's script.

export async function MyProfileBody() {
  const member = await getMember();
  if (!member) return null;
  // docs/product.md §2 Bottom bar: raised on the profile page on small screens, with the same room
  // kept for it and its AMRX button as under a page (app/globals.css).
  return (
    <div className="pb-[var(--bottom-bar-clearance)]">
      <MyProfileCard name={member.name} phone={`${member.cCode} ${member.phnNo}`} />
      <BottomBar inDialog />
    </div>
  );
}
