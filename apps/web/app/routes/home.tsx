import { GuestLanding } from "~/features/home/guest-landing.tsx";
import { PlayerHome } from "~/features/home/player-home.tsx";
import { DefaultFrame, GuestFrame } from "~/features/shell/frames.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import { useSite } from "~/lib/use-site.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "guest.heroTitle");

/** Spec §2: home for a signed-in player, the guest landing in the guest layout for a guest. */
export default function Home() {
  const { isGuest } = useSite();
  return isGuest ? (
    <GuestFrame>
      <GuestLanding />
    </GuestFrame>
  ) : (
    <DefaultFrame>
      <PlayerHome />
    </DefaultFrame>
  );
}
