import { Outlet } from "react-router";
import { GeoblockFrame } from "~/features/shell/frames.tsx";

export default function GeoblockLayout() {
  return (
    <GeoblockFrame>
      <Outlet />
    </GeoblockFrame>
  );
}
